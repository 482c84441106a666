import { GALLERY } from '#shared/gallery';
import { listPathOf, pathOf } from '#shared/public-kinds';
import { slugPageQuery } from '#client/lib/page-query';
import { useSiteOrigin } from '#client/lib/site-origin';
import page from '#client/components/public/page.module.css';
import { MoreLink } from '#client/components/public/ui/controls';
import { articleLd, plainSummary } from '#client/components/public/seo/json-ld';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { trpc } from '#client/lib/trpc';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { MediaArticle } from './MediaArticle';
import { MEDIA_TRAIL } from './media-paths';

/** The page's item, named once for its hook and its server prefetch. */
const memoriamQuery = slugPageQuery(trpc.memoriams.bySlug);

/** /media/lives-well-lived/{slug}: one remembrance. An inactive or scheduled one answers 404. */
export default function MemoriamPage() {
  const m = memoriamQuery.useQuery().data;
  useDocumentTitle(m?.title);
  const origin = useSiteOrigin();
  if (!m) return <MediaArticle.Skeleton />;
  const path = pathOf('memoriam', m.slug);
  const listPath = listPathOf('memoriam');
  const description =
    plainSummary(m.body, 300) || `${GALLERY.name} remembers ${m.title}${m.years ? ` (${m.years})` : ''}.`;
  return (
    <div className={page.container}>
      <PageMeta
        title={`${m.title}${m.years ? `, ${m.years}` : ''}`}
        description={description}
        path={path}
        image={m.image}
        imageAlt={m.title}
        type="article"
        jsonLd={[
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
        ]}
        trail={[MEDIA_TRAIL, { name: 'Lives well lived', path: listPath }, { name: m.title, path }]}
      />
      <MediaArticle
        eyebrow="Lives well lived"
        title={m.title}
        meta={m.years}
        image={m.image}
        imageAlt={m.title}
        body={m.body}
        after={<MoreLink to={listPath}>All remembrances</MoreLink>}
      />
    </div>
  );
}

export const prefetch = memoriamQuery.prefetch;
