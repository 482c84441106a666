// /search: the overlay's search as a page of its own (no menu, never indexed: route flags). The
// term lives in ?search=, so a search can be linked to and reloaded.
import { useSearchParams } from 'react-router';
import page from '#client/components/public/page.module.css';
import { fullTitle } from '#client/components/public/seo/PageMeta';
import { SiteSearch } from '#client/components/public/search/SiteSearch';

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const initial = params.get('search') ?? '';
  return (
    <div className={page.container}>
      <title>{fullTitle('Search')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className={page.pageTitle}>Search</h1>
      <SiteSearch
        initial={initial}
        autoFocus
        onTerm={(term) => {
          if (term === (new URLSearchParams(window.location.search).get('search') ?? '')) return;
          const next = new URLSearchParams(window.location.search);
          if (term) next.set('search', term);
          else next.delete('search');
          setParams(next, { replace: true, preventScrollReset: true });
        }}
      />
    </div>
  );
}
