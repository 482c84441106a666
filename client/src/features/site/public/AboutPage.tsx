import { listPathOf } from '#shared/public-kinds';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import page from '#client/components/public/page.module.css';
import { VisitFacts } from '#client/components/public/VisitFacts';
import classes from './AboutPage.module.css';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { MoreLink } from '#client/components/public/ui/controls';
import { SITE_PAGES } from '#shared/site-pages';

function Chapter({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.chapter} aria-labelledby={id}>
      <h2 id={id} className={page.sectionTitle}>
        {title}
      </h2>
      <div className={classes.text}>{children}</div>
    </section>
  );
}

export default function AboutPage() {
  const { street } = GALLERY.address;
  return (
    <article className={page.container}>
      <PageMeta
        title="About"
        description={`${GALLERY.name} is a fine-art and textile-art gallery in New York: painting, sculpture and works on paper beside tapestry, basketry and quilts.`}
        path={SITE_PAGES.about}
        trail={[{ name: 'About', path: SITE_PAGES.about }]}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>About the gallery</p>
        <h1 className={page.pageTitle}>A gallery for the made thing.</h1>
        <p className={page.lead}>
          {GALLERY.name} is a fine-art and textile-art gallery in New York. We show painting, sculpture and works on
          paper beside tapestry, basketry, quilts and woven sculpture, because we believe they have always been part of
          the same conversation.
        </p>
      </header>

      <Chapter id="about-story" title="Our story">
        <p>
          The gallery began in 2009 as a single room above a framer&apos;s shop, opened by Ruth Adeyemi-Hale after
          fifteen years as a textile conservator. She had spent her working life with the backs of tapestries and the
          insides of baskets, and had grown tired of seeing them shown as craft, in a separate room, down the hall from
          the art.
        </p>
        <p>
          In 2014 we moved to a ground-floor space on {street}, in a cast-iron building that once held a ribbon
          wholesaler. Our name comes from the loom: the weft is the thread that crosses the warp and carries the
          pattern. It is how we think of the gallery, as the thread that passes between disciplines and holds them
          together.
        </p>
      </Chapter>

      <Chapter id="about-shows" title="What we show">
        <p>
          We present six exhibitions a year, alternating solo presentations with group shows that hang a painting next
          to a coiled basket, or a drawing next to the weaving it became. Between exhibitions, the collection is always
          on view by appointment.
        </p>
        <p>
          We represent living artists working across painting, fiber, clay and wood, from first solo shows to long
          careers, and we look after a small number of artists&apos; estates. Alongside new work, we place mid-century
          studio weaving and historical baskets with documented provenance, and we will only offer an object whose
          history we can stand behind.
        </p>
        <p>
          Our writing lives on in the journal <Link to={listPathOf('blogPost')}>Arttextstyle</Link>, and our{' '}
          <Link to={listPathOf('advisory')}>art advisory</Link> helps private collectors, designers and institutions to
          find, place and commission work.
        </p>
      </Chapter>

      <Chapter id="about-team" title="The team">
        <p>
          Ruth Adeyemi-Hale still directs the gallery, and can most often be found in the back room with a magnifier and
          a pair of cotton gloves. Daniel Moreau leads sales and advisory; he came to us from an auction house and has
          placed work with collectors on four continents, though he will tell you his favorite commissions are for
          kitchens.
        </p>
        <p>
          Keiko Tanabe is our registrar. She writes the condition reports, plans every crate and shipment, and keeps the
          records that follow a work from the studio to your wall. Sam Whitfield curates our program of talks and
          demonstrations and installs every exhibition, and Lena Ortiz runs the front desk, where she will happily walk
          you through whatever is on view.
        </p>
      </Chapter>

      <Chapter id="about-visit" title="Visiting">
        <p>
          Admission is free and everyone is welcome. The gallery is on the ground floor with step-free access and
          seating throughout; if you would like a quieter visit, a private viewing or a closer look at a particular
          work, tell us when you plan to come.
        </p>
        <VisitFacts className={classes.facts} />
        <MoreLink to={SITE_PAGES.contact}>Write to the gallery</MoreLink>
      </Chapter>
    </article>
  );
}
