import { pathOf } from '#shared/public-kinds';
import { slugPageQuery } from '#client/lib/page-query';
import page from '#client/components/public/page.module.css';
import { MoreLink } from '#client/components/public/ui/controls';
import { articleLd, plainSummary } from '#client/components/public/seo/json-ld';
import { trpc } from '#client/lib/trpc';
import { MediaArticlePage } from './MediaArticle';
import { MoreEntries } from './MoreEntries';
import { MEDIA_TRAIL, THREADS_PATH, threadTypePath } from './media-paths';

/** The page's item, named once for its hook and its server prefetch. */
const threadQuery = slugPageQuery(trpc.looseThreads.page);

type Thread = NonNullable<ReturnType<typeof threadQuery.useQuery>['data']>;

const descriptionOf = (t: Thread) =>
  t.summary || plainSummary(t.body, 300) || `${t.title}: a loose thread from the gallery.`;

/** /media/loose-threads/{type}/{slug}: one thread and three more of its type. */
export default function LooseThreadPage() {
  return (
    <MediaArticlePage
      item={threadQuery.useQuery().data}
      meta={(t, origin) => {
        const path = pathOf('looseThread', t.slug);
        const description = descriptionOf(t);
        return {
          title: t.title,
          description,
          path,
          image: t.header_image,
          imageAlt: t.title,
          type: 'article',
          jsonLd: [
            articleLd(origin, {
              kind: 'Article',
              title: t.title,
              path,
              published_at: t.date_published,
              updated_at: t.updated_at,
              image: t.header_image,
              description,
            }),
          ],
          trail: [MEDIA_TRAIL, { name: 'Loose threads', path: THREADS_PATH }, { name: t.title, path }],
        };
      }}
      article={(t) => ({
        eyebrow: `Loose threads · ${t.type}`,
        meta: t.summary,
        image: t.header_image,
        body: t.body,
        after: (
          <>
            {t.external_url && (
              <a href={t.external_url} className={page.textLink} rel="noopener" target="_blank">
                Follow the thread (opens another site)
              </a>
            )}
            <MoreLink to={threadTypePath(t.type_slug)}>All of {t.type}</MoreLink>
          </>
        ),
      })}
    >
      {(t) => (
        <MoreEntries
          id="more-threads"
          title={`More ${t.type}`}
          entries={t.more.map((m) => ({ path: pathOf('looseThread', m.slug), title: m.title, summary: m.summary }))}
        />
      )}
    </MediaArticlePage>
  );
}

export const prefetch = threadQuery.prefetch;
