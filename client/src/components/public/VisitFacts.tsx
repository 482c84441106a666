import { GALLERY } from '#shared/gallery';
import classes from './VisitFacts.module.css';

/**
 * Address, hours, telephone and email as a definition list: the same facts and the same labels
 * wherever they show; `className` lays them out.
 */
export function VisitFacts({ className }: { className: string }) {
  const { street, city, region, postcode } = GALLERY.address;
  return (
    <dl className={`${classes.facts} ${className}`}>
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
        <dt>Telephone</dt>
        <dd>
          <a href={GALLERY.phoneHref}>{GALLERY.phone}</a>
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${GALLERY.email}`}>{GALLERY.email}</a>
        </dd>
      </div>
    </dl>
  );
}
