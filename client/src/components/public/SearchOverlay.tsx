import { useLocation, useSearchParams } from 'react-router';
import { Dialog } from './ui/Dialog';
import { SiteSearch } from './search/SiteSearch';
import { SITE_PAGES } from '#shared/site-pages';

/**
 * The site-wide search overlay: open while the address carries ?search= (the header's search
 * button adds it, so a search can be linked to). Escape or the close button takes it away, and the
 * focus goes back to what opened it.
 */
export function SearchOverlay() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The /search page reads the same parameter for its own results; the overlay stays out of its way.
  const query = pathname === SITE_PAGES.search ? null : params.get('search');

  const withTerm = (term: string | null) => {
    const next = new URLSearchParams(window.location.search);
    if (term === null) next.delete('search');
    else next.set('search', term);
    return next;
  };

  return (
    <Dialog
      opened={query !== null}
      onClose={() => setParams(withTerm(null))}
      variant="full"
      title="Search"
      closeLabel="Close search"
    >
      <SiteSearch
        initial={query ?? ''}
        autoFocus
        onTerm={(term) => {
          if (term !== (new URLSearchParams(window.location.search).get('search') ?? ''))
            setParams(withTerm(term), { replace: true, preventScrollReset: true });
        }}
      />
    </Dialog>
  );
}
