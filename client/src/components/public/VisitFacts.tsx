import { GALLERY } from '#shared/gallery';

/** Address, hours, telephone and email as a definition list: the same facts wherever they show. */
export function VisitFacts({ className }: { className?: string }) {
  const { street, city, region, postcode } = GALLERY.address;
  return (
    <dl className={className}>
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
