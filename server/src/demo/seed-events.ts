// The demo calendar: exhibitions (past, current, upcoming), events, their timeslots with RSVPs,
// and private viewing rooms, all placed around `today`.
import { makeEvent, makeExhibition, makeRsvp, makeTimeslot, makeViewingRoom } from '#server/factories/events';
import { privateRoomSlug } from '#server/modules/events/viewing-room.service';
import { formatDateRange, slugify } from '#shared/format';
import { dateOnly, daysFrom } from '#server/factories/support';
import { galleryAddressLine, GALLERY } from '#shared/gallery';
import type { DB } from '#server/db/database';
import type { Row } from '#server/db/schema';
import type { InsertedCatalogue, Lookups } from './insert-catalogue';
import type { ArtistPlan, ArtworkPlan } from './plan-catalogue';
import type { Rng } from './prng';
import { planWoven, type WovenPlan } from './woven-image';
import { CONCERNS, PEOPLE_FIRST, PEOPLE_LAST, VENUES } from './words';

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);

const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const fullName = (a: ArtistPlan) => `${a.first_name} ${a.last_name}`;
/** 'The Long Thread' of 'The Long Thread: New Work from West Africa'. */
const short = (title: string) => title.split(':')[0]!;

/** The wide picture the home page leads with. */
export const homePageImagePlan = (rng: Rng): WovenPlan => planWoven(rng, 1920, 800, 'bands');

interface ExhibitionSpec {
  type: string;
  start: number;
  length: number;
  pick: (rng: Rng, artworks: ArtworkPlan[]) => ArtworkPlan[];
  title: (works: ArtworkPlan[]) => string;
}

const visible = (w: ArtworkPlan) => w.status === '1' && w.artist.status === '1';
const byRegion = (region: string, n: number) => (rng: Rng, all: ArtworkPlan[]) =>
  rng.sample(
    all.filter((w) => visible(w) && w.artist.region.title === region),
    n,
  );
const byType = (type: string, n: number) => (rng: Rng, all: ArtworkPlan[]) =>
  rng.sample(
    all.filter((w) => visible(w) && w.artType.title === type),
    n,
  );
const soloOf = (index: number, n: number) => (rng: Rng, all: ArtworkPlan[]) => {
  const artists = [...new Set(all.filter(visible).map((w) => w.artist))].filter(
    (a) => all.filter((w) => w.artist === a && visible(w)).length >= 6,
  );
  const artist = artists[(index * 7) % artists.length]!;
  return rng.sample(
    all.filter((w) => w.artist === artist && visible(w)),
    n,
  );
};
const pair = (n: number) => (rng: Rng, all: ArtworkPlan[]) => {
  const [a, b] = rng.sample([...new Set(all.filter(visible).map((w) => w.artist))], 2);
  return all.filter((w) => visible(w) && (w.artist === a || w.artist === b)).slice(0, n);
};

const SPECS: ExhibitionSpec[] = [
  {
    type: 'Group exhibition',
    start: -420,
    length: 56,
    pick: byRegion('Scandinavia', 12),
    title: () => 'Northern Light: Tapestry from Scandinavia',
  },
  {
    type: 'Solo exhibition',
    start: -300,
    length: 49,
    pick: soloOf(1, 10),
    title: (w) => `${fullName(w[0]!.artist)}: Field Notes`,
  },
  { type: 'Survey', start: -196, length: 63, pick: byType('Quilt', 14), title: () => 'Quilted Ground' },
  {
    type: 'Two-person exhibition',
    start: -112,
    length: 49,
    pick: pair(12),
    title: (w) => list([...new Set(w.map((x) => x.artist.last_name))]) + ': In Conversation',
  },
  {
    type: 'Group exhibition',
    start: -21,
    length: 63,
    pick: byRegion('West Africa', 14),
    title: () => 'The Long Thread: New Work from West Africa',
  },
  {
    type: 'Solo exhibition',
    start: -7,
    length: 56,
    pick: soloOf(2, 10),
    title: (w) => `${fullName(w[0]!.artist)}: Slow Color`,
  },
  {
    type: 'Solo exhibition',
    start: 52,
    length: 49,
    pick: soloOf(3, 10),
    title: (w) => `${fullName(w[0]!.artist)}: A Year of Weather`,
  },
  { type: 'Online exhibition', start: 120, length: 42, pick: byType('Basketry', 12), title: () => 'Coil & Vessel' },
];

const exhibitionText = (rng: Rng, spec: ExhibitionSpec, title: string, works: ArtworkPlan[]) => {
  const names = [...new Set(works.map((w) => fullName(w.artist)))];
  const who = names.length === 1 ? `new and recent work by ${names[0]}` : `${works.length} works by ${list(names)}`;
  return [
    `<p>${GALLERY.name} presents <em>${title}</em>, ${spec.type === 'Solo exhibition' ? 'a solo exhibition of' : 'bringing together'} ${who}.</p>`,
    `<p>The works share a concern with ${rng.pick(CONCERNS)}. Hung with room to breathe, they ask to be seen slowly, from across the gallery and then from very close.</p>`,
    `<p>${spec.type === 'Online exhibition' ? 'The exhibition is presented online, with every work available to view in person by appointment.' : `The exhibition is accompanied by a catalogue with an essay by a curator from ${rng.pick(VENUES)}.`}</p>`,
  ].join('');
};

interface SlotPlan {
  date: string;
  time: string;
  capacity: number;
}

const insertSlots = async (
  db: DB,
  rng: Rng,
  owner: { exhibition_id: number } | { event_id: number },
  slots: SlotPlan[],
  today: Date,
) => {
  for (const s of slots) {
    const slot = await makeTimeslot(db, { ...owner, date: s.date, time: s.time, capacity: s.capacity });
    const past = s.date < dateOnly(today.toISOString());
    // A live calendar: past slots well attended, coming ones from quiet to one or two places left.
    const nearlyFull = !past && rng.chance(0.3);
    let room = nearlyFull
      ? s.capacity - rng.int(1, 2)
      : Math.floor(s.capacity * rng.between(past ? 0.5 : 0.15, past ? 0.95 : 0.6));
    while (room > 0) {
      const guests = Math.min(
        room,
        rng.weighted([
          [1, 5],
          [2, 4],
          [3, 1],
        ]),
      );
      const first = rng.pick(PEOPLE_FIRST);
      const last = rng.pick(PEOPLE_LAST);
      const checkedIn = past && rng.chance(0.75);
      // Booked some days before the visit, and never after the seed's today.
      const booked = Math.min(day(s.date).getTime(), today.getTime());
      const created = new Date(booked - rng.int(1, 20) * 86_400_000).toISOString();
      await makeRsvp(db, {
        timeslot_id: slot.id,
        name: `${first} ${last}`,
        email: `${slugify(first)}.${slugify(last)}${rng.int(1, 99)}@example.com`,
        guests,
        checked_in: checkedIn ? 1 : 0,
        arrived: checkedIn ? guests : 0,
        checked_in_at: checkedIn ? `${s.date}T${s.time}:00.000Z` : null,
        created_at: created,
        updated_at: created,
      });
      room -= guests;
    }
  }
};

/** Saturdays within [start, end], at most n of them. */
const saturdays = (start: string, end: string, n: number) => {
  const out: string[] = [];
  for (let d = day(start); dateOnly(d.toISOString()) <= end && out.length < n; d = new Date(d.getTime() + 86_400_000))
    if (d.getUTCDay() === 6) out.push(dateOnly(d.toISOString()));
  return out;
};

export const insertEvents = async (
  db: DB,
  rng: Rng,
  ctx: { catalogue: InsertedCatalogue; lookups: Lookups; today: Date; homePageImage: number },
) => {
  const { catalogue, today } = ctx;
  const all = [...catalogue.artworks.keys()];
  const exhibitions: { row: Row<'exhibitions'>; works: ArtworkPlan[] }[] = [];
  for (const [i, spec] of SPECS.entries()) {
    const works = spec.pick(rng, all);
    const title = spec.title(works);
    const start = dateOnly(daysFrom(today, spec.start));
    const end = dateOnly(daysFrom(today, spec.start + spec.length));
    const leading = i === 4;
    const row = await makeExhibition(db, {
      title,
      slug: slugify(title),
      exhibition_type_id: ctx.lookups.exhibition_types.get(spec.type) ?? null,
      status: '1',
      dates: formatDateRange(start, end),
      start_date: start,
      end_date: end,
      location: spec.type === 'Online exhibition' ? 'Online' : `${GALLERY.name}, ${galleryAddressLine()}`,
      description: exhibitionText(rng, spec, title, works),
      sponsors: rng.chance(0.5)
        ? `Supported by ${rng.pick(['the Ridgeway Foundation', 'the Hallen Textile Archive', 'the Friends of Weft'])}`
        : null,
      copyright: 'Images courtesy of the artists and Weft Gallery',
      featured: leading ? 1 : 0,
      home_page: leading ? 1 : 0,
      header_image_id: catalogue.images.get(works[0]!)?.[0] ?? null,
      home_page_image_id: leading ? ctx.homePageImage : null,
      artwork_ids: works.map((w) => catalogue.artworks.get(w)!.id),
      artist_ids: [...new Set(works.map((w) => catalogue.artists.get(w.artist)!.id))],
    });
    exhibitions.push({ row, works });
    if (spec.type === 'Online exhibition') continue;
    const opening = ['17:00', '17:30', '18:00'].map((time) => ({
      date: start,
      time,
      capacity: rng.pick([30, 35, 40]),
    }));
    const tours = saturdays(start, end, 2).map((date) => ({ date, time: rng.pick(['11:00', '14:00']), capacity: 12 }));
    await insertSlots(db, rng, { exhibition_id: row.id }, [...opening, ...tours], today);
  }

  const EVENTS = [
    {
      title: `In the studio: ${short(exhibitions[3]!.row.title)} in conversation`,
      types: ['Artist talk'],
      start: -45,
      days: 1,
      times: ['18:00', '18:30'],
      ex: 3,
    },
    {
      title: 'Natural dye workshop: madder, weld and indigo',
      types: ['Workshop'],
      start: -12,
      days: 2,
      times: ['11:00', '14:00'],
      ex: null,
    },
    {
      title: `Walkthrough: ${short(exhibitions[4]!.row.title)}`,
      types: ['Tour'],
      start: -1,
      days: 4,
      times: ['17:00', '17:30', '18:00'],
      ex: 4,
    },
    {
      title: `Opening reception: ${short(exhibitions[6]!.row.title)}`,
      types: ['Opening reception'],
      start: SPECS[6]!.start,
      days: 1,
      times: ['17:00', '17:30', '18:00'],
      ex: 6,
      featured: true,
    },
    {
      title: 'Film night: Hands at the Loom',
      types: ['Film screening'],
      start: 30,
      days: 1,
      times: ['18:30'],
      ex: null,
    },
    {
      title: 'Weaving demonstration for families',
      types: ['Demonstration', 'Family'],
      start: 61,
      days: 2,
      times: ['11:00', '14:00'],
      ex: null,
    },
  ];
  for (const e of EVENTS) {
    const start = dateOnly(daysFrom(today, e.start));
    const end = dateOnly(daysFrom(today, e.start + e.days - 1));
    const ex = e.ex === null ? undefined : exhibitions[e.ex];
    const art = ex?.works[1] ?? rng.pick(all.filter(visible));
    const event = await makeEvent(db, {
      title: e.title,
      slug: slugify(e.title),
      types: JSON.stringify(e.types),
      status: '1',
      dates: formatDateRange(start, end),
      start_date: start,
      end_date: end,
      location: `${GALLERY.name}, ${galleryAddressLine()}`,
      description: `<p>${e.title}. ${e.types.includes('Workshop') ? 'Materials are provided; wear clothes that can meet a dye pot.' : 'Free and open to all; please reserve a time so that we can welcome everyone.'}</p>`,
      sponsors: null,
      featured: e.featured ? 1 : 0,
      exhibition_id: ex?.row.id ?? null,
      header_image_id: catalogue.images.get(art)?.[0] ?? null,
    });
    const slots: SlotPlan[] = [];
    for (let d = 0; d < e.days; d++)
      for (const time of e.times)
        slots.push({
          date: dateOnly(daysFrom(today, e.start + d)),
          time,
          capacity: e.types.includes('Workshop') ? 12 : rng.pick([20, 25, 30, 40]),
        });
    await insertSlots(db, rng, { event_id: event.id }, slots, today);
  }

  const indigo = all.filter(
    (w) => visible(w) && w.image.palette.some((d) => d.color === 'Indigo' || d.color === 'Blue'),
  );
  const upcoming = exhibitions[6]!;
  const soloArtist = exhibitions[5]!.works[0]!.artist;
  const ROOMS = [
    {
      title: 'Private Viewing: Indigo',
      works: rng.sample(indigo, 10),
      ex: null,
      text: 'Ten works in which indigo does the talking, offered to collectors before they are shown publicly.',
    },
    {
      title: `Collectors’ Preview: ${short(upcoming.row.title)}`,
      works: upcoming.works,
      ex: upcoming.row.id,
      text: 'A first look at the coming exhibition, ahead of the opening.',
    },
    {
      title: `Studio Visit: ${fullName(soloArtist)}`,
      works: all.filter((w) => w.artist === soloArtist && visible(w)).slice(0, 8),
      ex: null,
      text: `Works from ${soloArtist.last_name}’s studio, photographed where they were made.`,
    },
  ];
  for (const room of ROOMS)
    await makeViewingRoom(db, {
      title: room.title,
      slug: privateRoomSlug(room.title),
      status: '1',
      description: `<p>${room.text}</p><p>Prices and condition reports are available on request.</p>`,
      exhibition_id: room.ex,
      header_image_id: catalogue.images.get(room.works[0]!)?.[0] ?? null,
      artwork_ids: room.works.map((w) => catalogue.artworks.get(w)!.id),
    });
};
