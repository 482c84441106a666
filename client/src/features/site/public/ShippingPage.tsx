import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { LegalPage, type LegalSection } from '#client/components/public/LegalPage';
import { SITE_PAGES } from '#shared/site-pages';

const mail = <a href={`mailto:${GALLERY.email}`}>{GALLERY.email}</a>;

const sections: LegalSection[] = [
  {
    id: 'packing',
    heading: 'Packing and crating',
    body: (
      <>
        <p>
          Every work is packed by our own staff or by a fine-art handler we trust. Paintings and framed works travel
          corner-protected in custom cartons or crates; textiles are rolled on acid-free tubes or laid flat between
          tissue, never folded; baskets and vessels are supported from the inside and floated in their boxes.
        </p>
        <p>
          Packing for small works is included in the price. Crating for large or fragile works is quoted separately
          before you confirm your purchase.
        </p>
      </>
    ),
  },
  {
    id: 'domestic',
    heading: 'Shipping within the United States',
    body: (
      <>
        <p>
          We quote shipping for each work, based on its size, its fragility and your address. Small works usually go by
          insured express courier and arrive within a week of payment. Larger works travel with a fine-art shuttle or a
          dedicated truck, with delivery and unpacking in your room, in two to four weeks.
        </p>
        <p>
          In Manhattan and nearby, we can often deliver and hang a work ourselves. Ask us about installation when you
          buy.
        </p>
      </>
    ),
  },
  {
    id: 'international',
    heading: 'International shipping',
    body: (
      <>
        <p>
          We ship worldwide. Import duties, taxes and customs brokerage in the destination country are paid by the
          buyer, and we will help you estimate them in advance.
        </p>
        <p>
          Some natural materials used in baskets and textiles, such as certain plant fibers, feathers, shell or leather,
          may need export or import permits. We check every work before quoting and will tell you if a permit is needed
          and how long it takes.
        </p>
      </>
    ),
  },
  {
    id: 'insurance',
    heading: 'Insurance and arrival',
    body: (
      <>
        <p>
          Every shipment is insured for its full invoice value from the moment it leaves the gallery until it is
          delivered. Please inspect the work when it arrives, ideally with the packing still at hand.
        </p>
        <p>
          If anything is damaged, write to us within 48 hours of delivery with photographs of the work and its packing,
          and keep both as they are. We will arrange the insurance claim and, where possible, a repair by a conservator
          or a replacement.
        </p>
      </>
    ),
  },
  {
    id: 'collection',
    heading: 'Collecting from the gallery',
    body: (
      <p>
        You are welcome to collect your purchase from the gallery, or to send your own shipper. We are open{' '}
        {GALLERY.hours.charAt(0).toLowerCase() + GALLERY.hours.slice(1)}; please arrange the time with us a day ahead,
        so the work is packed and waiting.
      </p>
    ),
  },
  {
    id: 'returns',
    heading: 'Returns',
    body: (
      <>
        <p>
          If you bought a work without seeing it in person and it is not what you hoped for, you may return it within 14
          days of delivery. Please tell us first, then send it back in its original packing and condition, insured for
          its full value, with a shipper we agree on.
        </p>
        <p>
          Once the work is back at the gallery and inspected, we refund the price and any sales tax within ten business
          days, by the method you paid with. Shipping, crating and insurance costs are not refunded, unless the work was
          not as we described it.
        </p>
      </>
    ),
  },
  {
    id: 'exceptions',
    heading: 'Works that cannot be returned',
    body: (
      <ul>
        <li>commissions and works made or altered to your order;</li>
        <li>works framed, mounted or resized at your request;</li>
        <li>works you viewed in person before buying;</li>
        <li>works bought at a reduced price marked as final.</li>
      </ul>
    ),
  },
  {
    id: 'questions',
    heading: 'Questions',
    body: (
      <p>
        For a shipping quote, a delivery date or help with a return, write to {mail} or call us at{' '}
        <a href={GALLERY.phoneHref}>{GALLERY.phone}</a>. You can also reach us through our{' '}
        <Link to={SITE_PAGES.contact}>contact page</Link>.
      </p>
    ),
  },
];

export default function ShippingPage() {
  return (
    <LegalPage
      title="Shipping and returns"
      updated="November 2, 2026"
      intro={
        <p>
          Art should arrive as it left our walls. This is how we pack, ship and insure the works you buy from{' '}
          {GALLERY.name}, and what to do if one is not right for you. These terms form part of our{' '}
          <Link to={SITE_PAGES.terms}>terms and conditions</Link>.
        </p>
      }
      sections={sections}
    />
  );
}
