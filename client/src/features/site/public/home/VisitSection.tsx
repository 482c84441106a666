import page from '#client/components/public/page.module.css';
import { VisitFacts } from '#client/components/public/VisitFacts';
import classes from './HomePage.module.css';
import { MoreLink } from '#client/components/public/ui/controls';
import { SITE_PAGES } from '#shared/site-pages';

/** Where and when: the practical end of the home page. */
export function VisitSection() {
  return (
    <section className={`${page.container} ${page.section}`} aria-labelledby="home-visit">
      <div className={classes.visit}>
        <div>
          <p className={page.eyebrow}>Visit</p>
          <h2 id="home-visit" className={page.sectionTitle} style={{ marginTop: '0.75rem' }}>
            A ground-floor gallery in SoHo, open to everyone.
          </h2>
          <p className={page.lead}>
            Admission is always free. Walk in during opening hours, or write to us to arrange a private viewing, a visit
            with a group, or time with a work in the back room.
          </p>
        </div>
        <div className={classes.visitAside}>
          <VisitFacts className={classes.visitFacts} />
          <MoreLink to={SITE_PAGES.contact}>Plan your visit</MoreLink>
        </div>
      </div>
    </section>
  );
}
