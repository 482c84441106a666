import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { advisoryInquiryPath, hasInquiryForm, pathOf } from '#shared/public-kinds';
import { slugPageQuery } from '#client/lib/page-query';
import { useSiteOrigin } from '#client/lib/site-origin';
import page from '#client/components/public/page.module.css';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import { MoreLink } from '#client/components/public/ui/controls';
import { plainSummary } from '#client/components/public/seo/json-ld';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { trpc } from '#client/lib/trpc';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { ADVISORY_PATH } from './ArtAdvisoryPage';
import { MediaArticle } from './MediaArticle';
import { MoreEntries } from './MoreEntries';
import classes from './reading.module.css';

/** The page's item, named once for its hook and its server prefetch. */
const advisoryQuery = slugPageQuery(trpc.artAdvisories.bySlug);

/** /art-advisory/{slug}: one advisory service, its pictures, and the others. */
export default function AdvisoryPage() {
  const a = advisoryQuery.useQuery().data;
  useDocumentTitle(a?.title);
  const origin = useSiteOrigin();
  if (!a) return <MediaArticle.Skeleton />;
  const path = pathOf('advisory', a.slug);
  const description =
    a.summary || plainSummary(a.body, 300) || `${a.title}, an art advisory service of ${GALLERY.name}.`;
  return (
    <div className={page.container}>
      <PageMeta
        title={a.title}
        description={description}
        path={path}
        image={a.image}
        imageAlt={a.title}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Service',
            name: a.title,
            url: `${origin}${path}`,
            description,
            serviceType: 'Art advisory',
            provider: { '@type': 'ArtGallery', name: GALLERY.name, url: `${origin}/` },
          },
        ]}
        trail={[
          { name: 'Art advisory', path: ADVISORY_PATH },
          { name: a.title, path },
        ]}
      />
      <MediaArticle
        eyebrow="Art advisory"
        title={a.title}
        meta={a.summary}
        image={a.image}
        imageAlt={a.title}
        body={a.body}
        after={
          <>
            {hasInquiryForm(a.slug) ? (
              <Link to={advisoryInquiryPath(a.slug)} className={page.textLink}>
                Ask about {a.title.toLowerCase()}
              </Link>
            ) : (
              <a href={`mailto:${GALLERY.email}?subject=${encodeURIComponent(a.title)}`} className={page.textLink}>
                Write to us about {a.title.toLowerCase()}
              </a>
            )}
            <MoreLink to={ADVISORY_PATH}>All services</MoreLink>
          </>
        }
      />
      {a.images.length > 1 && (
        <div className={classes.gallery} style={{ marginTop: '3rem' }}>
          {a.images.slice(1).map((img) => (
            <ResponsiveImage
              key={img.id}
              image={img}
              alt={a.title}
              sizes="(min-width: 90em) 86rem, calc(100vw - 2rem)"
            />
          ))}
        </div>
      )}
      <MoreEntries
        id="other-services"
        title="Other services"
        entries={a.others.map((o) => ({ path: pathOf('advisory', o.slug), title: o.title, summary: o.summary }))}
      />
    </div>
  );
}

export const prefetch = advisoryQuery.prefetch;
