// The demo gallery's writing: news, press releases, the arttextstyle blog with comments, loose
// threads, memoriams and art advisory services; and a few subscribers and form submissions.
import { makeFormSubmission, makeSubscriber } from '#server/factories/forms';
import {
  makeArtAdvisory,
  makeComment,
  makeLooseThread,
  makeMemoriam,
  makePost,
  makeTag,
  type PostOverrides,
} from '#server/factories/media';
import { slugify } from '#shared/format';
import { pathOf } from '#shared/public-kinds';
import { daysFrom } from '#server/factories/support';
import { GALLERY } from '#shared/gallery';
import { imagesByIds } from '#server/modules/uploads/images';
import type { DB } from '#server/db/database';
import type { InsertedCatalogue } from './insert-catalogue';
import type { ArtistPlan, ArtworkPlan } from './plan-catalogue';
import type { Rng } from './prng';
import { planWoven, type WovenPlan } from './woven-image';
import { CONCERNS, PEOPLE_FIRST, PEOPLE_LAST, PUBLICATIONS, VENUES } from './words';
import { ADVISORIES, BLOG, COMMENTS, LOOSE_THREADS, NEWS, STAFF, TAGS } from './media-words';

const ADVISORY_IMAGES_EACH = 2;
export const advisoryImagePlans = (rng: Rng): WovenPlan[] =>
  Array.from({ length: ADVISORIES.length * ADVISORY_IMAGES_EACH }, () => planWoven(rng, 1200, 800));

const name = (a: ArtistPlan) => `${a.first_name} ${a.last_name}`;
const para = (...sentences: string[]) => `<p>${sentences.join(' ')}</p>`;

export const insertMedia = async (
  db: DB,
  rng: Rng,
  ctx: { catalogue: InsertedCatalogue; today: Date; advisoryImages: number[] },
) => {
  const { catalogue, today } = ctx;
  const artworks = [...catalogue.artworks.keys()].filter((w) => w.status === '1' && w.artist.status === '1');
  const artists = [...new Set(artworks.map((w) => w.artist))];
  const imageOf = (w: ArtworkPlan) => catalogue.images.get(w)?.[0] ?? null;
  const workOf = (a: ArtistPlan) => artworks.find((w) => w.artist === a)!;
  const tags = new Map<string, number>();
  for (const title of TAGS) tags.set(title, (await makeTag(db, title)).id);
  const tagIds = (n: number) => rng.sample([...tags.values()], n);
  // A demo post's address is its title alone (the factory would add a number), and it is public
  // unless told otherwise.
  const post = (kind: PostOverrides['kind'], title: string, fields: PostOverrides) =>
    makePost(db, { kind, title, slug: slugify(title), status: '1', ...fields });
  // A picture inside a post's text, as the editor writes one: the work's image with its caption.
  const inlineFigure = async (w: ArtworkPlan) => {
    const image = (await imagesByIds(db, [imageOf(w)])).values().next().value;
    return image
      ? `<figure><img src="${image.url}" alt="${w.title} by ${name(w.artist)}" width="${image.width}" height="${image.height}"><figcaption><em>${w.title}</em>, ${name(w.artist)}</figcaption></figure>`
      : '';
  };
  const exhibitions = await db
    .selectFrom('exhibitions')
    .select(['title', 'start_date', 'dates', 'header_image_id'])
    .orderBy('start_date')
    .execute();

  // News: what others wrote about the gallery's artists, with the source and a link.
  for (const [i, item] of rng.shuffle(NEWS).slice(0, 16).entries()) {
    const artist = artists[(i * 5) % artists.length]!;
    const source = rng.pick(PUBLICATIONS);
    const title = item.title(name(artist), rng.pick(VENUES));
    await post('news', title, {
      author: `${rng.pick(PEOPLE_FIRST)} ${rng.pick(PEOPLE_LAST)}`,
      source,
      external_url: `https://www.example.com/${slugify(source)}/${slugify(title)}`,
      status: i === 15 ? '0' : '1',
      date_published: daysFrom(today, -(i * 31 + rng.int(1, 20)), 14),
      excerpt: item.excerpt(artist.last_name),
      body:
        para(item.excerpt(artist.last_name), `${artist.last_name}’s work returns to ${rng.pick(CONCERNS)}.`) +
        para(`Read the full article in <em>${source}</em>.`),
      header_image_id: imageOf(workOf(artist)),
      tag_ids: tagIds(rng.int(1, 3)),
    });
  }

  // Press releases: one for each exhibition, a few weeks before it opens, and new representation.
  for (const ex of exhibitions) {
    const title = `${GALLERY.name} presents ${ex.title}`;
    // Three weeks before the opening, or yesterday for shows that open sooner.
    const published = new Date(
      Math.min(Date.parse(`${ex.start_date}T14:00:00Z`) - 21 * 86_400_000, Date.parse(daysFrom(today, -1, 14))),
    );
    await post('press_release', title, {
      author: STAFF[0],
      date_published: published.toISOString(),
      excerpt: `${ex.title} is on view ${ex.dates}.`,
      body:
        para(`${GALLERY.name} is pleased to announce <em>${ex.title}</em>, on view ${ex.dates}.`) +
        `<h2>About the exhibition</h2>` +
        para(
          `The exhibition considers ${rng.pick(CONCERNS)}.`,
          'An illustrated catalogue will be available at the gallery.',
        ),
      header_image_id: ex.header_image_id,
      tag_ids: [tags.get('Exhibitions')!],
    });
  }
  for (const [i, artist] of rng
    .sample(
      artists.filter((a) => a.market === 'primary'),
      4,
    )
    .entries()) {
    const title = `${GALLERY.name} now represents ${name(artist)}`;
    await post('press_release', title, {
      author: STAFF[0],
      date_published: daysFrom(today, -(60 + i * 97), 14),
      excerpt: `${GALLERY.name} is delighted to announce representation of ${name(artist)}, a ${artist.artTypes[0]!.maker} based in ${artist.location}.`,
      body:
        para(
          `${GALLERY.name} is delighted to announce representation of ${name(artist)}, a ${artist.artTypes[0]!.maker} based in ${artist.location}.`,
        ) + artist.biography,
      header_image_id: imageOf(workOf(artist)),
      tag_ids: [tags.get('Artists')!],
    });
  }

  // The arttextstyle blog, with readers' comments.
  for (const [i, item] of BLOG.entries()) {
    const artist = artists[(i * 3 + 1) % artists.length]!;
    const title = item.title(name(artist));
    const published = daysFrom(today, -(i * 23 + rng.int(2, 9)), 15);
    const blogPost = await post('arttextstyle', title, {
      author: rng.pick(STAFF),
      status: i === BLOG.length - 1 ? '0' : '1',
      date_published: published,
      excerpt: item.lede(artist.last_name),
      body:
        para(item.lede(artist.last_name)) +
        item.sections.map((s) => `<h2>${s.heading}</h2>${para(s.text)}`).join('') +
        (await inlineFigure(workOf(artist))) +
        para(
          `See more of ${name(artist)}’s work on <a href="${pathOf('artist', slugify(name(artist)))}">the artist’s page</a>, or visit <a href="https://en.wikipedia.org/wiki/Textile_arts" target="_blank">the textile arts</a> for the wider story.`,
        ) +
        para(
          `<em>${rng.pick(['Questions? Write to us any time.', 'The works mentioned here can be seen at the gallery by appointment.'])}</em>`,
        ),
      header_image_id: imageOf(workOf(artist)),
      tag_ids: [tags.get(item.tag)!, ...tagIds(1)].filter((v, k, all) => all.indexOf(v) === k),
    });
    // Distinct remarks per post: one reader repeating another reads as fake.
    for (const [k, body] of rng.sample(COMMENTS, rng.int(1, 5)).entries()) {
      const first = rng.pick(PEOPLE_FIRST);
      const last = rng.pick(PEOPLE_LAST);
      const at = new Date(Date.parse(published) + rng.int(1, 400) * 3_600_000);
      const created = at > today ? today : at;
      // The moderation queue has something to do: the newest posts' first remarks still wait.
      const waiting = i < 3 && k === 0;
      await makeComment(db, {
        post_id: blogPost.id,
        name: `${first} ${last[0]}.`,
        email: `${slugify(first)}.${slugify(last)}@example.com`,
        body,
        created_at: created.toISOString(),
        approved_at: waiting
          ? null
          : new Date(Math.min(created.getTime() + 5 * 3_600_000, today.getTime())).toISOString(),
      });
    }
  }

  // Loose threads: each type in the staff's order, published over the last months; texts with a
  // heading and a link, as staff write them in the editor.
  for (const type of ['On Art', 'On Artists', 'Resources'] as const)
    for (const [position, item] of LOOSE_THREADS.filter((t) => t.type === type).entries())
      await makeLooseThread(db, {
        title: item.title,
        slug: slugify(item.title),
        type,
        status: '1',
        position,
        summary: item.summary,
        body:
          para(item.summary) +
          `<h2>Why we keep it</h2>` +
          para(
            `We return to it when we think about ${rng.pick(CONCERNS)}.`,
            item.url ? `<a href="${item.url}" target="_blank" rel="noopener noreferrer">Read it here</a>.` : '',
          ),
        external_url: item.url ?? null,
        header_image_id: type === 'Resources' ? null : imageOf(rng.pick(artworks)),
        date_published: daysFrom(today, -(position * 17 + rng.int(3, 12)), 10),
      });

  const departed = [...catalogue.artists.keys()].filter((a) => a.death_year).slice(0, 6);
  for (const [i, artist] of departed.entries()) {
    const work = [...catalogue.artworks.keys()].find((w) => w.artist === artist);
    await makeMemoriam(db, {
      title: name(artist),
      slug: slugify(name(artist)),
      years: `${artist.birth_year} – ${artist.death_year}`,
      status: '1',
      body:
        para(
          `${name(artist)}, ${artist.artTypes[0]!.maker}, died in ${artist.death_year}.`,
          `For more than half a century ${artist.last_name} worked with ${rng.pick(CONCERNS)}.`,
        ) +
        `<blockquote>${rng.pick(['The work was the conversation.', 'Every thread had to earn its place.', 'Slow is a speed too.'])}</blockquote>` +
        para('We are grateful to have shown this work, and to the family for their trust.'),
      image_id: work ? imageOf(work) : null,
      // The last one waits for its date: staff see it scheduled, visitors not yet.
      date_published: i === departed.length - 1 ? daysFrom(today, 3, 9) : daysFrom(today, -(i * 45 + 20), 11),
    });
  }

  for (const [i, item] of ADVISORIES.entries())
    await makeArtAdvisory(db, {
      title: item.title,
      slug: slugify(item.title),
      status: '1',
      position: i,
      summary: item.summary,
      body: para(item.summary) + `<h2>How it works</h2>` + para(item.detail),
      image_ids: ctx.advisoryImages.slice(i * ADVISORY_IMAGES_EACH, (i + 1) * ADVISORY_IMAGES_EACH),
      date_published: daysFrom(today, -200, 9),
    });

  // The mailing list: most confirmed, some still waiting for their link, one who left.
  for (let i = 0; i < 14; i++) {
    const first = rng.pick(PEOPLE_FIRST);
    const last = rng.pick(PEOPLE_LAST);
    const agreed = daysFrom(today, -rng.int(1, 300), 10);
    await makeSubscriber(db, {
      name: `${first} ${last}`,
      email: `${slugify(first)}.${slugify(last)}.${i + 1}@example.com`,
      agreed_at: agreed,
      confirm_sent_at: agreed,
      confirmed_at: i % 5 === 3 ? null : agreed,
      unsubscribed_at: i === 13 ? daysFrom(today, -2, 9) : null,
      created_at: agreed,
    });
  }
  // The inbox: every kind, the latest still new, older ones answered or archived; the virtual
  // placement and presentation requests come with photographs of the rooms.
  const asked = rng.sample(
    artworks.filter((w) => w.availability === 1),
    4,
  );
  const idOf = (w: ArtworkPlan) => catalogue.artworks.get(w)!.id;
  const rooms = ctx.advisoryImages;
  const forms = [
    {
      kind: 'contact',
      payload: {
        subject: 'Monday opening',
        message: 'Are you open on the Monday holiday? We are visiting from out of town.',
      },
    },
    {
      kind: 'contact',
      payload: { subject: 'Exhibition checklist', message: 'Could you send the checklist for the current exhibition?' },
    },
    ...asked.slice(0, 3).map((w) => ({
      kind: 'inquire' as const,
      artwork_id: idOf(w),
      payload: {
        artwork: w.title,
        message: `I would love to know more about ${w.title}, and whether shipping to Chicago is possible.`,
      },
    })),
    {
      kind: 'specific_art_piece_virtual_placement',
      artwork_id: idOf(asked[3]!),
      images: rooms.slice(0, 2),
      payload: {
        art: asked[3]!.title,
        service_location: 'Tribeca, New York',
        height: 110,
        width: 180,
        length: null,
        description: 'The north wall of a loft living room, morning light, a grey sofa below.',
      },
    },
    {
      kind: 'commissions',
      payload: { artist: name(artists[2]!), description: 'A tapestry for a stair hall, about eight feet tall.' },
    },
    {
      kind: 'virtual_placement_inquire',
      payload: {
        service_location: 'Montclair, NJ',
        height: 96,
        width: 120,
        length: 200,
        description: 'Living room, north light, a wall about ten feet wide.',
      },
    },
    {
      kind: 'presentation_assistance',
      images: rooms.slice(2, 3),
      payload: {
        business_name: 'Hollis Hotel',
        business_address: '88 Canal Street, New York, NY',
        description: 'Lobby and two meeting rooms.',
      },
    },
  ] as const;
  for (const [i, f] of forms.entries()) {
    const first = rng.pick(PEOPLE_FIRST);
    const last = rng.pick(PEOPLE_LAST);
    // Oldest first: the last three are new, the others answered, one archived.
    const daysAgo = (forms.length - i) * 4 + rng.int(0, 3);
    const status = i >= forms.length - 3 ? 'new' : i === 1 ? 'archived' : 'answered';
    await makeFormSubmission(db, {
      kind: f.kind,
      name: `${first} ${last}`,
      email: `${slugify(first)}.${slugify(last)}@example.com`,
      phone: rng.chance(0.5) || 'images' in f ? `(212) 555-01${String(10 + i).padStart(2, '0')}` : null,
      payload: JSON.stringify(f.payload),
      artwork_id: 'artwork_id' in f ? f.artwork_id : null,
      status,
      handled_at: status === 'new' ? null : daysFrom(today, -daysAgo + 1, 11),
      created_at: daysFrom(today, -daysAgo, 16),
      image_ids: 'images' in f ? [...f.images] : [],
    });
  }
};
