import { GALLERY } from '#shared/gallery';
import { listPathOf, pathOf } from '#shared/public-kinds';
import { slugPageQuery } from '#client/lib/page-query';
import { MoreLink } from '#client/components/public/ui/controls';
import { articleLd, plainSummary } from '#client/components/public/seo/json-ld';
import { trpc } from '#client/lib/trpc';
import { MediaArticlePage } from './MediaArticle';
import { MEDIA_TRAIL } from './media-paths';

/** The page's item, named once for its hook and its server prefetch. */
const memoriamQuery = slugPageQuery(trpc.memoriams.bySlug);
const LIVES_PATH = listPathOf('memoriam');

/** /media/lives-well-lived/{slug}: one remembrance. An inactive or scheduled one answers 404. */
export default function MemoriamPage() {
  return (
    <MediaArticlePage
      item={memoriamQuery.useQuery().data}
      meta={(m, origin) => {
        const path = pathOf('memoriam', m.slug);
        const description =
          plainSummary(m.body, 300) || `${GALLERY.name} remembers ${m.title}${m.years ? ` (${m.years})` : ''}.`;
        return {
          title: `${m.title}${m.years ? `, ${m.years}` : ''}`,
          description,
          path,
          image: m.image,
          imageAlt: m.title,
          type: 'article',
          jsonLd: [
            {
              ...articleLd(origin, {
                kind: 'Article',
                title: m.title,
                path,
                published_at: m.date_published,
                updated_at: m.updated_at,
                image: m.image,
                description,
              }),
              about: { '@type': 'Person', name: m.title },
            },
          ],
          trail: [MEDIA_TRAIL, { name: 'Lives well lived', path: LIVES_PATH }, { name: m.title, path }],
        };
      }}
      article={(m) => ({
        eyebrow: 'Lives well lived',
        meta: m.years,
        image: m.image,
        body: m.body,
        after: <MoreLink to={LIVES_PATH}>All remembrances</MoreLink>,
      })}
    />
  );
}

export const prefetch = memoriamQuery.prefetch;
