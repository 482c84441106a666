import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { advisoryInquiryPath, hasInquiryForm, pathOf } from '#shared/public-kinds';
import { slugPageQuery } from '#client/lib/page-query';
import page from '#client/components/public/page.module.css';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import { MoreLink } from '#client/components/public/ui/controls';
import { plainSummary } from '#client/components/public/seo/json-ld';
import { trpc } from '#client/lib/trpc';
import { ADVISORY_PATH } from './ArtAdvisoryPage';
import { MediaArticlePage } from './MediaArticle';
import { MoreEntries } from './MoreEntries';
import classes from './reading.module.css';

/** The page's item, named once for its hook and its server prefetch. */
const advisoryQuery = slugPageQuery(trpc.artAdvisories.bySlug);

/** /art-advisory/{slug}: one advisory service, its pictures, and the others. */
export default function AdvisoryPage() {
  return (
    <MediaArticlePage
      item={advisoryQuery.useQuery().data}
      meta={(a, origin) => {
        const path = pathOf('advisory', a.slug);
        const description =
          a.summary || plainSummary(a.body, 300) || `${a.title}, an art advisory service of ${GALLERY.name}.`;
        return {
          title: a.title,
          description,
          path,
          image: a.image,
          imageAlt: a.title,
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Service',
              name: a.title,
              url: `${origin}${path}`,
              description,
              serviceType: 'Art advisory',
              provider: { '@type': 'ArtGallery', name: GALLERY.name, url: `${origin}/` },
            },
          ],
          trail: [
            { name: 'Art advisory', path: ADVISORY_PATH },
            { name: a.title, path },
          ],
        };
      }}
      article={(a) => ({
        eyebrow: 'Art advisory',
        meta: a.summary,
        image: a.image,
        body: a.body,
        after: (
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
        ),
      })}
    >
      {(a) => (
        <>
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
        </>
      )}
    </MediaArticlePage>
  );
}

export const prefetch = advisoryQuery.prefetch;
