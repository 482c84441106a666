// /content: the site's table of contents (decision 025). Every section with a line on what it
// holds and the ways to reach the gallery; the route's close button returns to where the visitor was.
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { advisoryInquiryPath, listPathOf } from '#shared/public-kinds';
import page from '#client/components/public/page.module.css';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import classes from './ContentPage.module.css';
import { SITE_PAGES } from '#shared/site-pages';

interface Entry {
  to: string;
  label: string;
  text: string;
  external?: boolean;
}

const GROUPS: { title: string; entries: Entry[] }[] = [
  {
    title: 'The collection',
    entries: [
      {
        to: listPathOf('artwork'),
        label: 'Artworks',
        text: 'Every work on offer, filtered by type, material, colour, region, period and price.',
      },
      { to: listPathOf('artist'), label: 'Artists', text: 'The artists we represent and the estates we look after.' },
      { to: SITE_PAGES.acquisitions, label: 'Acquisitions', text: 'Works that went to museums and institutions.' },
      {
        to: GALLERY.shopUrl,
        label: 'Shop',
        text: 'Books, prints and smaller works, in our online store.',
        external: true,
      },
    ],
  },
  {
    title: 'On view',
    entries: [
      {
        to: SITE_PAGES.events,
        label: 'Events',
        text: 'What is on now and coming up: exhibitions, openings, talks and workshops.',
      },
      {
        to: listPathOf('exhibition'),
        label: 'Exhibitions',
        text: 'Every exhibition, with reservations for the opening nights.',
      },
      {
        to: listPathOf('event'),
        label: 'Talks and workshops',
        text: 'Events around the shows, free with a reservation.',
      },
    ],
  },
  {
    title: 'Reading',
    entries: [
      { to: SITE_PAGES.media, label: 'Media', text: 'News, press releases, memoriams and the gallery journal.' },
      {
        to: listPathOf('blogPost'),
        label: 'Arttextstyle',
        text: 'The journal: essays, studio visits and conversations.',
      },
    ],
  },
  {
    title: 'Working with us',
    entries: [
      { to: listPathOf('advisory'), label: 'Art advisory', text: 'Help to find, place and commission work.' },
      {
        to: advisoryInquiryPath('virtual-placement'),
        label: 'Virtual placement',
        text: 'See a work on your own wall before you decide.',
      },
      {
        to: advisoryInquiryPath('commissions'),
        label: 'Commissions',
        text: 'A work made for a place, by one of our artists.',
      },
      {
        to: advisoryInquiryPath('presentation-assistance'),
        label: 'Presentation assistance',
        text: 'Art for hotels, offices and public spaces.',
      },
    ],
  },
  {
    title: 'The gallery',
    entries: [
      { to: SITE_PAGES.about, label: 'About', text: 'Our story, what we show and the people who show it.' },
      { to: SITE_PAGES.contact, label: 'Contact', text: `${GALLERY.address.street}, ${GALLERY.hours.toLowerCase()}.` },
      {
        to: SITE_PAGES.shipping,
        label: 'Shipping and returns',
        text: 'How works travel, and how to send one back.',
      },
      { to: SITE_PAGES.privacy, label: 'Privacy policy', text: 'What we keep about you, and why.' },
      { to: SITE_PAGES.terms, label: 'Terms and conditions', text: 'The terms of sale and of this site.' },
    ],
  },
];

export default function ContentPage() {
  return (
    <div className={page.container}>
      <PageMeta
        title="Contents"
        description={`Everything on the ${GALLERY.name} site, in one place: the collection, exhibitions and events, reading, art advisory and the gallery.`}
        path={SITE_PAGES.content}
        trail={[{ name: 'Contents', path: SITE_PAGES.content }]}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>Contents</p>
        <h1 className={page.pageTitle}>Everything on this site.</h1>
      </header>
      <div className={classes.groups}>
        {GROUPS.map((g, i) => (
          <section key={g.title} aria-labelledby={`contents-${i}`}>
            <h2 id={`contents-${i}`} className={classes.groupTitle}>
              {g.title}
            </h2>
            <ul className={classes.list}>
              {g.entries.map((e) => (
                <li key={e.to}>
                  {e.external ? (
                    <a href={e.to} className={classes.link} rel="noopener">
                      {e.label}
                    </a>
                  ) : (
                    <Link to={e.to} className={classes.link}>
                      {e.label}
                    </Link>
                  )}
                  <span className={classes.text}>{e.text}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
