import { Link } from 'react-router';
import { COOKIE_ACCEPT_DAYS, COOKIE_LATER_DAYS } from '#shared/constants';
import { GALLERY, galleryAddressLine } from '#shared/gallery';
import { LegalPage, type LegalSection } from '#client/components/public/LegalPage';
import { SITE_PAGES } from '#shared/site-pages';

const mail = <a href={`mailto:${GALLERY.email}`}>{GALLERY.email}</a>;

const sections: LegalSection[] = [
  {
    id: 'collect',
    heading: 'What we collect',
    body: (
      <>
        <p>We collect only what you choose to send us and what a website needs in order to work:</p>
        <ul>
          <li>
            <strong>When you write to us</strong> through a contact, inquiry, commission or advisory form: your name,
            email address and, where you give them, your phone number, address and message.
          </li>
          <li>
            <strong>When you ask for a virtual placement or presentation help</strong>: the photographs and room
            measurements you upload.
          </li>
          <li>
            <strong>When you RSVP</strong>: your name, email address, the number of guests and the time slot you chose.
          </li>
          <li>
            <strong>When you join the mailing list</strong>: your name, email address and your agreement to receive our
            emails.
          </li>
          <li>
            <strong>When you browse</strong>: standard server logs (IP address, browser, pages requested and time), kept
            for security and troubleshooting.
          </li>
        </ul>
        <p>We do not ask for, and please do not send, payment card numbers through this website.</p>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>to answer your questions, prepare quotes and invoices, and arrange viewings and delivery;</li>
        <li>to keep your place at an event and to tell you if it changes;</li>
        <li>to send our newsletter and invitations, if you have asked for them;</li>
        <li>to keep the website secure and working, and to understand in aggregate how it is used;</li>
        <li>to meet our legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>
          We do not sell or rent your personal information, and we do not share it for cross-context behavioral
          advertising. We share it only with people who help us serve you, and only as much as they need:
        </p>
        <ul>
          <li>our email and hosting providers;</li>
          <li>fine-art shippers, framers and installers, when you have bought a work or asked for a quote;</li>
          <li>the artist or estate concerned, when you commission a work or ask a question only they can answer;</li>
          <li>professional advisers and authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    body: (
      <>
        <p>
          This site uses a small number of cookies. One remembers your answer to our cookie notice: if you choose Accept
          it is kept for {COOKIE_ACCEPT_DAYS} days; if you choose Maybe later it is kept for {COOKIE_LATER_DAYS} days,
          after which we ask again. Staff who sign in to manage the site receive a session cookie. We do not use
          advertising cookies.
        </p>
        <p>You can delete cookies at any time in your browser settings; the site will simply ask again.</p>
      </>
    ),
  },
  {
    id: 'mailing-list',
    heading: 'Our mailing list',
    body: (
      <p>
        We write a few times a season about exhibitions, openings and new work. Every email carries a link to
        unsubscribe, and you can also ask us at {mail}. We remove you promptly and keep only the record that you asked
        not to hear from us.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        Correspondence and RSVPs are kept for as long as they are useful to you and to us, and generally no longer than
        three years after our last contact. Sales records are kept for seven years, as tax law requires. Images uploaded
        for a virtual placement are deleted once the request is complete, unless you ask us to keep them.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <>
        <p>
          You may ask us what personal information we hold about you, ask us to correct or delete it, or withdraw any
          consent you have given. Write to {mail}; we will confirm your request and answer within 45 days.
        </p>
        <p>
          Residents of California and of other states with consumer privacy laws have these rights by statute, and we
          extend them to everyone. We will not treat you differently for exercising them.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security and children',
    body: (
      <p>
        We protect information with encrypted connections, access limited to the staff who need it, and careful
        suppliers. No system is perfectly secure, and we will tell you if a breach affects your information, as New York
        law requires. This site is not directed to children under 13, and we do not knowingly collect their information.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Changes and contact',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page, and tell mailing-list subscribers
        about any significant change. Questions about privacy are welcome at {mail}, by phone at{' '}
        <a href={GALLERY.phoneHref}>{GALLERY.phone}</a>, or by post to {GALLERY.name}, {galleryAddressLine()}.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      updated="November 2, 2026"
      intro={
        <p>
          {GALLERY.name} respects the privacy of everyone who visits the gallery, in person or online. This policy
          explains what we collect through this website, why, and the choices you have. It sits alongside our{' '}
          <Link to={SITE_PAGES.terms}>terms and conditions</Link>.
        </p>
      }
      sections={sections}
    />
  );
}
