// Benchmark child: a bare node:http handler for the same three endpoints, running the SAME SQL (the
// repository's query builders, compiled once per shape) on better-sqlite3 prepared statements,
// and the same row → DTO functions. No Express, tRPC, zod or Kysely at request time, except the
// facet index's catch-up after a write: the shop page is read from that index (decision 034) here
// as in the app, with its own copy of the index.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Sqlite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { openDatabase } from '#server/db/database';
import { inIdOrder } from '#server/db/id-order';
import { WriteClock } from '#server/lib/read-cache';
import { pageFromIndex } from '#server/modules/catalogue/catalogue-page';
import { FacetKeeper } from '#server/modules/catalogue/facet-keeper';
import * as repo from '#server/modules/catalogue/public-artwork.repository';
import { artworkExhibitionsQuery } from '#server/modules/events/show-links.repository';
import { cardFileIds, fileMap } from '#server/modules/catalogue/public-cards';
import {
  artworkPageDto,
  artworkPageFileIds,
  RANDOM_BY_ARTIST,
  shopPageDto,
} from '#server/modules/catalogue/public-artwork.service';
import { detailImageIds, showDetailDto } from '#server/modules/events/public-show.service';
import { EXHIBITION } from '#server/modules/events/kinds';
import { activeShowBySlugQuery, type ShowRow } from '#server/modules/events/show.repository';
import { bookingOf, bookingQuery } from '#server/modules/events/timeslot.repository';
import { type FileLike, toImageDto } from '#server/lib/image-dto';
import { galleryNow } from '#shared/gallery-clock';
import { PUBLIC_ARTWORK_SORTS, type PublicArtworkSort, PUBLIC_PAGE_SIZE } from '#shared/schemas/catalogue-public';

const { db, sqlite } = openDatabase(`${process.env.BENCH_DIR!}/weft.db`);
const statements = new Map<string, Sqlite.Statement<unknown[]>>();
const stmt = (sql: string) => {
  let s = statements.get(sql);
  if (!s) statements.set(sql, (s = sqlite.prepare<unknown[]>(sql)));
  return s;
};

/** The files query for n ids is one SQL text whose parameters are exactly the ids. */
const filesSql = new Map<number, string>();
const files = (ids: number[]) => {
  if (!ids.length) return fileMap([]);
  let sql = filesSql.get(ids.length);
  if (!sql) filesSql.set(ids.length, (sql = repo.filesQuery(db, ids).compile().sql));
  return fileMap(stmt(sql).all(...ids) as repo.FileRow[]);
};

interface ShopShape {
  filter: repo.ArtworkFilter;
  sort: PublicArtworkSort;
  pageNo: number;
}
const shopShapes = new Map<string, ShopShape>();
const numbers = (v: string | null) => (v ? v.split(',').map(Number) : undefined);
const shopShape = (search: string): ShopShape => {
  let shape = shopShapes.get(search);
  if (shape) return shape;
  const q = new URLSearchParams(search);
  const sort = (PUBLIC_ARTWORK_SORTS as readonly string[]).includes(q.get('sort') ?? '')
    ? (q.get('sort') as PublicArtworkSort)
    : 'newest';
  const filter: repo.ArtworkFilter = {
    materials: numbers(q.get('materials')),
    colors: numbers(q.get('colors')),
    priceStart: q.get('price_start') ? Number(q.get('price_start')) : undefined,
    priceEnd: q.get('price_end') ? Number(q.get('price_end')) : undefined,
  };
  shape = { filter, sort, pageNo: Number(q.get('page') ?? 1) };
  shopShapes.set(search, shape);
  return shape;
};

/** The index follows the app's writes through the change log (another process's writes included). */
const keeper = new FacetKeeper(db, new WriteClock(sqlite, new Set()));
/** The cards query for n ids, like the files query: one SQL text per count. */
const cardsSql = new Map<number, string>();
const cards = (ids: number[]) => {
  if (!ids.length) return [];
  let sql = cardsSql.get(ids.length);
  if (!sql) cardsSql.set(ids.length, (sql = repo.visibleArtworksByIdsQuery(db, ids).compile().sql));
  return stmt(sql).all(...ids) as repo.CardRow[];
};

const shopPage = async (search: string) => {
  const s = shopShape(search);
  const size = PUBLIC_PAGE_SIZE.shop;
  const window = { offset: (s.pageNo - 1) * size, size };
  const found = pageFromIndex(await keeper.current(), s.filter, s.sort, window, s.pageNo === 1);
  const read = cards(found.featuredId === undefined ? found.ids : [...found.ids, found.featuredId]);
  const rows = inIdOrder(found.ids, read);
  const featured = read.find((r) => r.id === found.featuredId);
  const f = files(cardFileIds(featured ? [...rows, featured] : rows));
  return shopPageDto(rows, featured, f, found.total, s.pageNo);
};

// The detail's queries take the slug, then ids from the first row: compile each shape once with
// marker values and put the real ones in their places.
const SLUG = '\u0000slug';
const [ID, ARTIST] = [-9_000_001, -9_000_002];
const template = (q: CompiledQuery) => ({ sql: q.sql, params: q.parameters as unknown[] });
const detailQ = {
  row: template(repo.artworkBySlugQuery(db, SLUG).compile()),
  attributes: template(repo.attributesQuery(db, ID).compile()),
  images: template(repo.productImageIdsQuery(db, ID).compile()),
  lookups: template(repo.artworkLookupsQuery(db, ID)),
  exhibitions: template(artworkExhibitionsQuery(db, ID).compile()),
  others: template(repo.randomByArtistQuery(db, ARTIST, ID, RANDOM_BY_ARTIST).compile()),
};
const bind = (t: { params: unknown[] }, v: { slug?: string; id?: number; artist?: number }) =>
  t.params.map((p) => (p === SLUG ? v.slug : p === ID ? v.id : p === ARTIST ? v.artist : p));
const run = <T>(t: { sql: string; params: unknown[] }, v: Parameters<typeof bind>[1]) =>
  stmt(t.sql).all(...bind(t, v)) as T[];

const artworkPage = (slug: string) => {
  const row = run<repo.ArtworkDetailRow>(detailQ.row, { slug })[0];
  if (!row) return undefined;
  const v = { id: row.id, artist: row.artist_id };
  const rows = {
    row,
    attributes: run<Awaited<ReturnType<typeof repo.listAttributes>>[number]>(detailQ.attributes, v),
    imageIds: run<{ file_id: number }>(detailQ.images, v).map((r) => r.file_id),
    lookups: run<Awaited<ReturnType<typeof repo.listArtworkLookups>>[number]>(detailQ.lookups, v),
    exhibitions: run<{ title: string; slug: string }>(detailQ.exhibitions, v),
    others: run<repo.CardRow>(detailQ.others, v),
  };
  const ids = [...new Set(artworkPageFileIds(rows).filter((id): id is number => id !== null))];
  return artworkPageDto(rows, files(ids));
};

// GET /api/public/exhibitions/{slug}: the repository's row and open-slot queries compiled once, the
// type, gallery and image reads as their plain SQL, and the service's own row → DTO function.
const SHOW_SLUG = '\u0000show';
const showRow = template(activeShowBySlugQuery(db, EXHIBITION, SHOW_SLUG).compile());
const NOW = { date: '\u0000date', time: '\u0000time' };
const openSlot = template(bookingQuery(EXHIBITION, [ID], NOW).compile(db));
const typeTitle = sqlite.prepare<[number], { title: string }>('SELECT title FROM exhibition_types WHERE id = ?');
const gallery = sqlite.prepare<[number], { id: number }>(
  'SELECT file_id AS id FROM exhibition_images WHERE exhibition_id IN (?) ORDER BY position, file_id',
);
const imageRows = (ids: number[]) =>
  stmt(`SELECT id, width, height, alt, variants FROM files WHERE id IN (${ids.map(() => '?').join(', ')})`).all(
    ...ids,
  ) as FileLike[];

const exhibitionPage = (slug: string) => {
  const row = stmt(showRow.sql).get(...showRow.params.map((p) => (p === SHOW_SLUG ? slug : p))) as ShowRow | undefined;
  if (!row) return undefined;
  const now = galleryNow();
  const galleryIds = gallery.all(row.id).map((r) => r.id);
  const ids = [...new Set(detailImageIds(row, galleryIds).filter((id): id is number => id !== null))];
  const images = new Map(imageRows(ids).map((f) => [f.id, toImageDto(f)]));
  const bound = openSlot.params.map((p) =>
    p === ID ? row.id : p === NOW.date ? now.date : p === NOW.time ? now.time : p,
  );
  return showDetailDto(EXHIBITION, row, {
    day: now.date,
    typeTitle: row.exhibition_type_id === null ? undefined : typeTitle.get(row.exhibition_type_id)?.title,
    images,
    galleryIds,
    booking: bookingOf(stmt(openSlot.sql).get(...bound) as { open: number } | undefined),
    // An exhibition belongs to no exhibition (only events do).
    exhibition: undefined,
    // Not measured here: the exhibition's own events that take reservations (one more indexed read).
    reservableEvents: [],
  });
};

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  try {
    if (path === '/api/public/artworks/shop-page')
      return void shopPage(q === -1 ? '' : url.slice(q)).then(
        (body) => send(res, 200, body),
        (err: unknown) => {
          console.error(err);
          send(res, 500, { message: 'Sorry, something went wrong!' });
        },
      );
    const show = /^\/api\/public\/exhibitions\/([A-Za-z0-9-]+)$/.exec(path);
    if (show) {
      const detail = exhibitionPage(show[1]!);
      return detail ? send(res, 200, detail) : send(res, 404, { message: 'Exhibition not found' });
    }
    const m = /^\/api\/public\/artworks\/([A-Za-z0-9-]+)$/.exec(path);
    const page = m ? artworkPage(m[1]!) : undefined;
    return page ? send(res, 200, page) : send(res, 404, { message: 'Not found' });
  } catch (err) {
    console.error(err);
    return send(res, 500, { message: 'Sorry, something went wrong!' });
  }
});
server.keepAliveTimeout = 60_000;
// Built before the port is announced, as the app builds its own at start.
await keeper.current();
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));

// Exit normally on the runner's kill, so that --cpu-prof (BENCH_PROFILE) writes its profile.
process.on('SIGTERM', () => process.exit(0));
