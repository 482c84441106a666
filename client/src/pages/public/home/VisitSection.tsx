import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GALLERY } from '../../../../../shared/gallery';
import page from '../../../components/public/page.module.css';
import classes from './HomePage.module.css';

/** Where and when: the practical end of the home page. */
export function VisitSection() {
  const { street, city, region, postcode } = GALLERY.address;
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
        <dl className={classes.visitFacts}>
          <div>
            <dt>Address</dt>
            <dd>
              {street}
              <br />
              {city}, {region} {postcode}
            </dd>
          </div>
          <div>
            <dt>Hours</dt>
            <dd>{GALLERY.hours}</dd>
          </div>
          <div>
            <dt>Contact</dt>
            <dd>
              <a href={GALLERY.phoneHref}>{GALLERY.phone}</a>
              <br />
              <a href={`mailto:${GALLERY.email}`}>{GALLERY.email}</a>
            </dd>
          </div>
          <div>
            <Link to="/contact" className={page.textLink}>
              Plan your visit <IconArrowRight size={16} stroke={1.5} aria-hidden />
            </Link>
          </div>
        </dl>
      </div>
    </section>
  );
}
