// /content: the site's table of contents (decision 025). Every section with a line on what it
// holds and the ways to reach the gallery; the route's close button returns to where the visitor was.
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { listPathOf, MEDIA_PATH } from '#shared/public-kinds';
import page from '../../components/public/page.module.css';
import { PageMeta } from '../../components/public/seo/PageMeta';
import classes from './ContentPage.module.css';

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
        to: '/artworks',
        label: 'Artworks',
        text: 'Every work on offer, filtered by type, material, colour, region, period and price.',
      },
      { to: '/artists', label: 'Artists', text: 'The artists we represent and the estates we look after.' },
      { to: '/media/acquisitions', label: 'Acquisitions', text: 'Works that went to museums and institutions.' },
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
        to: '/events',
        label: 'Events',
        text: 'What is on now and coming up: exhibitions, openings, talks and workshops.',
      },
      { to: '/exhibitions', label: 'Exhibitions', text: 'Every exhibition, with reservations for the opening nights.' },
      { to: '/events/events', label: 'Talks and workshops', text: 'Events around the shows, free with a reservation.' },
    ],
  },
  {
    title: 'Reading',
    entries: [
      { to: MEDIA_PATH, label: 'Media', text: 'News, press releases, memoriams and the gallery journal.' },
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
      { to: '/art-advisory', label: 'Art advisory', text: 'Help to find, place and commission work.' },
      {
        to: '/art-advisory/virtual-placement/inquire',
        label: 'Virtual placement',
        text: 'See a work on your own wall before you decide.',
      },
      {
        to: '/art-advisory/commissions/inquire',
        label: 'Commissions',
        text: 'A work made for a place, by one of our artists.',
      },
      {
        to: '/art-advisory/presentation-assistance/inquire',
        label: 'Presentation assistance',
        text: 'Art for hotels, offices and public spaces.',
      },
    ],
  },
  {
    title: 'The gallery',
    entries: [
      { to: '/about', label: 'About', text: 'Our story, what we show and the people who show it.' },
      { to: '/contact', label: 'Contact', text: `${GALLERY.address.street}, ${GALLERY.hours.toLowerCase()}.` },
      {
        to: '/shipping-and-returns',
        label: 'Shipping and returns',
        text: 'How works travel, and how to send one back.',
      },
      { to: '/privacy-policy', label: 'Privacy policy', text: 'What we keep about you, and why.' },
      { to: '/terms-and-conditions', label: 'Terms and conditions', text: 'The terms of sale and of this site.' },
    ],
  },
];

export default function ContentPage() {
  return (
    <div className={page.container}>
      <PageMeta
        title="Contents"
        description={`Everything on the ${GALLERY.name} site, in one place: the collection, exhibitions and events, reading, art advisory and the gallery.`}
        path="/content"
        trail={[{ name: 'Contents', path: '/content' }]}
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
