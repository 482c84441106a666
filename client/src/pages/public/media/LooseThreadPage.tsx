import { getQueryKey } from '@trpc/react-query';
import { pathOf } from '#shared/public-kinds';
import { Link, useParams } from 'react-router';
import { fetchQuery } from '../../../app/prefetch';
import { useSiteOrigin } from '../../../app/site-origin';
import type { Prefetch } from '../../../app/ssr-data';
import page from '../../../components/public/page.module.css';
import { PageSection } from '../../../components/public/PageSection';
import { MoreLink } from '../../../components/public/ui/controls';
import { articleLd, plainSummary } from '../../../components/public/seo/json-ld';
import { PageMeta } from '../../../components/public/seo/PageMeta';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MediaArticle } from './MediaArticle';
import { MEDIA_TRAIL, THREADS_PATH, threadTypePath } from './media-paths';
import classes from './reading.module.css';

/** /media/loose-threads/{type}/{slug}: one thread and three more of its type. */
export default function LooseThreadPage() {
  const { slug = '' } = useParams();
  const query = trpc.looseThreads.page.useQuery({ slug });
  const t = query.data;
  useDocumentTitle(t?.title);
  const origin = useSiteOrigin();
  if (!t) return <MediaArticle.Skeleton />;
  const path = pathOf('looseThread', t.slug);
  const listPath = threadTypePath(t.type_slug);
  const description = t.summary || plainSummary(t.body, 300) || `${t.title}: a loose thread from the gallery.`;
  return (
    <div className={page.container}>
      <PageMeta
        title={t.title}
        description={description}
        path={path}
        image={t.header_image}
        imageAlt={t.title}
        type="article"
        jsonLd={[
          articleLd(origin, {
            kind: 'Article',
            title: t.title,
            path,
            published_at: t.date_published,
            updated_at: t.updated_at,
            image: t.header_image,
            description,
          }),
        ]}
        trail={[MEDIA_TRAIL, { name: 'Loose threads', path: THREADS_PATH }, { name: t.title, path }]}
      />
      <MediaArticle
        eyebrow={`Loose threads · ${t.type}`}
        title={t.title}
        meta={t.summary}
        image={t.header_image}
        imageAlt={t.title}
        body={t.body}
        after={
          <>
            {t.external_url && (
              <a href={t.external_url} className={page.textLink} rel="noopener" target="_blank">
                Follow the thread (opens another site)
              </a>
            )}
            <MoreLink to={listPath}>All of {t.type}</MoreLink>
          </>
        }
      />
      {t.more.length > 0 && (
        <PageSection id="more-threads" title={`More ${t.type}`}>
          <ul className={classes.threads} aria-labelledby="more-threads">
            {t.more.map((m) => (
              <li key={m.slug} className={classes.thread}>
                <h3 className={classes.entryTitle}>
                  <Link to={pathOf('looseThread', m.slug)}>{m.title}</Link>
                </h3>
                {m.summary && <p className={classes.entryText}>{m.summary}</p>}
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </div>
  );
}

export const prefetch: Prefetch = (ctx) => {
  const slug = ctx.params.slug ?? '';
  return fetchQuery(ctx, getQueryKey(trpc.looseThreads.page, { slug }, 'query'), () =>
    ctx.caller.looseThreads.page({ slug }),
  );
};
