import { Link } from 'react-router';
import { GALLERY, galleryAddressLine } from '#shared/gallery';
import { LegalPage, type LegalSection } from '#client/components/public/LegalPage';
import { SITE_PAGES } from '#shared/site-pages';

const mail = <a href={`mailto:${GALLERY.email}`}>{GALLERY.email}</a>;

const sections: LegalSection[] = [
  {
    id: 'website',
    heading: 'Using this website',
    body: (
      <>
        <p>
          You may browse, share links to and print pages of this website for your own, non-commercial use. Please do not
          copy the site wholesale, harvest its content automatically, interfere with its operation, or use it to send
          anything unlawful or unsolicited.
        </p>
        <p>
          We work to keep the site accurate and available, but we provide it as it is. We may change, suspend or
          withdraw any part of it without notice.
        </p>
      </>
    ),
  },
  {
    id: 'artworks',
    heading: 'Artworks, descriptions and images',
    body: (
      <>
        <p>
          We describe every work as carefully as we can: its title, maker, date, materials, dimensions and condition.
          Dimensions are given in inches with centimeters alongside, height before width before depth, and are
          approximate for works with irregular edges, such as baskets, vessels and unstretched textiles.
        </p>
        <p>
          Photographs are made to be faithful, but screens differ and hand-dyed fibers, metallic threads and natural
          materials change with the light. If color or surface matters to your decision, ask us for additional images, a
          video or a viewing at the gallery before you commit.
        </p>
      </>
    ),
  },
  {
    id: 'prices',
    heading: 'Prices and availability',
    body: (
      <>
        <p>
          Prices are shown in US dollars and do not include sales tax, framing that is not described as included,
          crating, shipping or insurance. Works are offered subject to prior sale: a work shown as available may already
          be on hold or sold, and we will tell you promptly if so.
        </p>
        <p>
          We may correct a price that has been published in error. If we have already accepted your order at an
          incorrect price, you may choose to continue at the correct price or to cancel with a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'purchases',
    heading: 'Inquiries, holds and purchases',
    body: (
      <>
        <p>
          An inquiry through this site is not an order. Sales are agreed directly with a member of our staff and
          confirmed by a written invoice, which sets out the work, the price, taxes, delivery and payment terms. We may
          place a work on hold for you for a limited time at our discretion.
        </p>
        <p>
          Payment is due in full within the period stated on the invoice, by wire transfer, check or card. Title and
          risk in the work pass to you when we have received payment in full and the work has been delivered to you or
          your shipper. Until then, the work remains the property of the gallery or its consignor.
        </p>
        <p>Purchases through our separate online shop are governed by the terms shown at its checkout.</p>
      </>
    ),
  },
  {
    id: 'tax',
    heading: 'Sales tax',
    body: (
      <p>
        We collect New York State and City sales tax on works collected from or delivered within New York, and sales or
        use tax for other states where the law requires us to. Any tax shown on your invoice is calculated from the
        delivery address; resale certificates must be provided before the invoice is issued.
      </p>
    ),
  },
  {
    id: 'delivery',
    heading: 'Delivery and returns',
    body: (
      <p>
        How we pack, ship and insure works, and when a purchase may be returned, is set out in our{' '}
        <Link to={SITE_PAGES.shipping}>shipping and returns policy</Link>, which forms part of these terms.
      </p>
    ),
  },
  {
    id: 'copyright',
    heading: 'Copyright and images',
    body: (
      <>
        <p>
          The artists we show keep the copyright in their work. Buying a work gives you ownership of the object, not the
          right to reproduce it. Images, texts and design on this site belong to the artists, the photographers or{' '}
          {GALLERY.name} and may not be reproduced without permission, except for sharing links and quoting briefly with
          credit.
        </p>
        <p>
          Many works are also protected by the federal Visual Artists Rights Act, which gives their makers rights of
          attribution and integrity. Please speak to us before altering, cutting down or re-mounting a work.
        </p>
        <p>For press and reproduction requests, write to {mail}.</p>
      </>
    ),
  },
  {
    id: 'events',
    heading: 'Events, viewings and RSVPs',
    body: (
      <p>
        Openings, talks and private viewings are free unless stated otherwise. An RSVP holds a place for the time slot
        you choose; space is limited, and we may change or cancel an event, in which case we will write to the email
        address you gave us. Photographs may be taken at public events for the gallery&apos;s records and channels.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Our liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect or consequential loss arising from your use of this
        site, and our total liability in connection with a purchase is limited to the price you paid for the work.
        Nothing in these terms limits rights you have as a consumer that cannot be limited by agreement.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of New York. Any dispute will be heard by the state or federal
        courts located in New York County, and we will always try first to settle a disagreement in conversation.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    body: (
      <p>
        We may update these terms from time to time; the date at the top of this page shows when they last changed.
        Questions are welcome at {mail}, by phone at <a href={GALLERY.phoneHref}>{GALLERY.phone}</a>, or in person at{' '}
        {galleryAddressLine()}.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and conditions"
      updated="November 2, 2026"
      intro={
        <p>
          These terms apply when you use this website and when you inquire about, reserve or buy a work from{' '}
          {GALLERY.name}, {galleryAddressLine()}. Please read them alongside our{' '}
          <Link to={SITE_PAGES.privacy}>privacy policy</Link>.
        </p>
      }
      sections={sections}
    />
  );
}
