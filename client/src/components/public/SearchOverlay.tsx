import { Button, Container, Modal, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
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
    <Modal
      opened={query !== null}
      onClose={close}
      fullScreen
      title={<span className={classes.title}>Search</span>}
      closeButtonProps={{ 'aria-label': 'Close search', size: 'lg' }}
      transitionProps={{ transition: 'fade', duration: 150 }}
      classNames={{ header: classes.header }}
    >
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
    </Modal>
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
    <Container size="md" className={classes.body}>
      <form role="search" onSubmit={submit} className={classes.form}>
        <TextInput
          data-autofocus
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          placeholder="Type to search"
          aria-label="Search the site"
          variant="unstyled"
          classNames={{ root: classes.inputRoot, input: classes.input }}
          leftSection={<IconSearch size={26} stroke={1.25} aria-hidden />}
          leftSectionWidth={44}
        />
        <Button type="submit" color="ink.8" size="md">
          Search
        </Button>
      </form>
      <Text className={classes.hint}>{HINT}</Text>
    </Container>
  );
}
