import { trpc } from '#client/lib/trpc';
import classes from './detail.module.css';
import { PageSection } from '#client/components/public/PageSection';

/** Books and catalogues about the artist: title, then author, publisher and year. */
export function ArtistPublications({ slug }: { slug: string }) {
  const query = trpc.cataloguePublic.artistPublications.useQuery({ slug });
  const publications = query.data ?? [];
  if (query.isPending || publications.length === 0) return null;

  return (
    <PageSection id="artist-publications" title="Publications">
      <ul className={classes.publications}>
        {publications.map((p) => {
          const meta = [...new Set([p.type, p.author, p.publisher, p.year].filter(Boolean))].join(' · ');
          return (
            <li key={p.id}>
              {p.url ? (
                <a href={p.url} target="_blank" rel="noopener noreferrer" className={classes.pubTitle}>
                  {p.title}
                </a>
              ) : (
                <span className={classes.pubTitle}>{p.title}</span>
              )}
              {meta && <span className={classes.pubMeta}>{meta}</span>}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
