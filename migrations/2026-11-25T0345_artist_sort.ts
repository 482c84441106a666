// Sorting the shop by artist (issue 18): the order is the artist's last and first names, then the
// title, and the names live on another table, so every such page sorted every visible work in a
// temporary B-tree (17–28 ms at 10,000 works, ten times that at 100,000). Each work now carries
// its artist's sort key, kept by triggers whenever a work changes artist or an artist is renamed,
// and an index serves the whole order: a page reads only its own rows.
import { type Kysely, sql } from 'kysely';

// char(1) sorts before every printable character: the joined key orders as (last, first) would.
const KEY = `(SELECT last_name || char(1) || first_name FROM artists WHERE artists.id = NEW.artist_id)`;

const statements = [
  `ALTER TABLE artworks ADD COLUMN artist_sort TEXT NOT NULL DEFAULT ''`,
  `UPDATE artworks SET artist_sort = (SELECT last_name || char(1) || first_name FROM artists WHERE artists.id = artworks.artist_id)`,
  `CREATE TRIGGER artworks_artist_sort_ai AFTER INSERT ON artworks BEGIN
     UPDATE artworks SET artist_sort = ${KEY} WHERE id = NEW.id;
   END`,
  `CREATE TRIGGER artworks_artist_sort_au AFTER UPDATE OF artist_id ON artworks
   WHEN NEW.artist_id IS NOT OLD.artist_id BEGIN
     UPDATE artworks SET artist_sort = ${KEY} WHERE id = NEW.id;
   END`,
  `CREATE TRIGGER artists_sort_names_au AFTER UPDATE OF first_name, last_name ON artists
   WHEN NEW.first_name IS NOT OLD.first_name OR NEW.last_name IS NOT OLD.last_name BEGIN
     UPDATE artworks SET artist_sort = NEW.last_name || char(1) || NEW.first_name WHERE artist_id = NEW.id;
   END`,
  `CREATE INDEX artworks_artist_sort ON artworks(status, artist_sort COLLATE NOCASE, title COLLATE NOCASE, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['artworks_artist_sort_ai', 'artworks_artist_sort_au', 'artists_sort_names_au'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  await sql.raw('DROP INDEX IF EXISTS artworks_artist_sort').execute(db);
  await sql.raw('ALTER TABLE artworks DROP COLUMN artist_sort').execute(db);
}
