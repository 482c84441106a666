// /contact: where and when the gallery is, the next exhibition, and a form to write to it.
import { getQueryKey } from '@trpc/react-query';
import { GALLERY } from '#shared/gallery';
import { fetchQuery } from '#client/lib/prefetch';
import { useSiteOrigin } from '#client/lib/site-origin';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { contactPageLd } from '#client/components/public/seo/json-ld';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { VisitFacts } from '#client/components/public/VisitFacts';
import { trpc } from '#client/lib/trpc';
import { ShowCards } from '#client/features/events/ShowCards';
import { EXHIBITION_VIEW } from '#client/features/events/show-kind';
import { ContactForm } from './ContactForm';
import classes from './forms.module.css';
import { SITE_PAGES } from '#shared/site-pages';

export default function ContactPage() {
  const origin = useSiteOrigin();
  const next = trpc.eventsPublic.nextExhibition.useQuery().data ?? null;
  return (
    <div className={page.container}>
      <PageMeta
        title="Contact"
        description={`Visit ${GALLERY.name} at ${GALLERY.address.street}, ${GALLERY.address.city}: ${GALLERY.hours}. Call ${GALLERY.phone}, email ${GALLERY.email}, or send us a message.`}
        path={SITE_PAGES.contact}
        image={next?.header_image}
        imageAlt={next?.title}
        jsonLd={[contactPageLd(origin)]}
        trail={[{ name: 'Contact', path: SITE_PAGES.contact }]}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>Contact</p>
        <h1 className={page.pageTitle}>Visit, call or write to us.</h1>
        <p className={page.lead}>
          Admission is always free. Write to arrange a private viewing, a visit with a group, or to ask about a work; we
          answer within two working days.
        </p>
      </header>
      <div className={classes.contact}>
        <div className={classes.contactFacts}>
          <VisitFacts className={classes.facts} />
          {next && (
            <section aria-labelledby="contact-next" className={classes.next}>
              <h2 id="contact-next" className={classes.sideTitle}>
                {next.phase === 'current' ? 'On view now' : 'Next exhibition'}
              </h2>
              <ShowCards entries={[{ kind: EXHIBITION_VIEW, show: next }]} label="Next exhibition" hidePhase />
            </section>
          )}
        </div>
        <section aria-labelledby="contact-form" className={classes.formColumn}>
          <h2 id="contact-form" className={classes.sideTitle}>
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}

export const prefetch: Prefetch = (ctx) =>
  fetchQuery(ctx, getQueryKey(trpc.eventsPublic.nextExhibition, undefined, 'query'), () =>
    ctx.caller.eventsPublic.nextExhibition(),
  );
