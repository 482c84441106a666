import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from './ui/controls';
import { Dialog } from './ui/Dialog';
import classes from './SearchOverlay.module.css';

const HINT = 'Try for example "Exhibitions" or "Baskets"';

/** The site-wide search overlay: open while the URL carries ?search=, so a search can be linked to. */
export function SearchOverlay() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The /search page reads the same parameter for its own results; the overlay stays out of its way.
  const query = pathname === '/search' ? null : params.get('search');

  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('search');
    setParams(next);
  };

  return (
    <Dialog opened={query !== null} onClose={close} variant="full" title="Search" closeLabel="Close search">
      {/* Remounted per query so the field starts from the URL's term. */}
      <SearchForm
        key={query ?? ''}
        initial={query ?? ''}
        onSearch={(term) => {
          const next = new URLSearchParams(params);
          next.set('search', term);
          setParams(next);
        }}
      />
    </Dialog>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = term.trim();
    if (trimmed) onSearch(trimmed);
  };

  return (
    <div className={classes.body}>
      <form role="search" onSubmit={submit} className={classes.form}>
        <IconSearch className={classes.icon} size={26} stroke={1.25} aria-hidden />
        <input
          data-autofocus
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          placeholder="Type to search"
          aria-label="Search the site"
          className={classes.input}
        />
        <Button type="submit">Search</Button>
      </form>
      <p className={classes.hint}>{HINT}</p>
    </div>
  );
}
