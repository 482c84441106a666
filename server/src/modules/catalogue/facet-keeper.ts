// Keeps the facet index (facet-index.ts) right after writes without rebuilding it on a request
// (docs/decisions/031-facet-index-in-place.md). The triggers of facet-feeds.ts stamp every work a
// write touched in facet_changes, in the writing transaction; before the index answers, the keeper
// reads the works stamped after the last stamp it applied and puts them in again or takes them out:
// one indexed probe when nothing changed, a few rows after a price change. The index is built once,
// in batches with the event loop free between them, and again only if the log went back (a restored
// file) or a write touched a quarter of the catalogue (an import).
import type Sqlite from 'better-sqlite3';
import type { DB } from '#server/db/database';
import { noteQuery, untracked } from '#server/db/data-versions';
import type { AppDeps } from '#server/deps';
import type { WriteClock } from '#server/lib/read-cache';
import { LOOKUP_LINKS } from './artwork.repository';
import { FacetIndex } from './facet-index';
import { lastFacetChange, listFacetChanges, listFacetWorks } from './public-facets.repository';

/** Works read per statement; between two batches other requests are answered. */
const BATCH = 1000;
/** Past this share of the catalogue changed at once, a build reads less than the changed works would. */
const REBUILD_SHARE = 0.25;

/** What the index is read from: an answer computed from it lives until a write to one of these. */
export const FACET_TABLES = ['artworks', 'artists', ...Object.values(LOOKUP_LINKS).map(([table]) => table)];

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class FacetKeeper {
  private index?: FacetIndex;
  /** the last stamp of facet_changes the index has applied */
  private applied = 0;
  /** the write clock's version when the index was last known to be up to date */
  private checked = '';
  private pending?: Promise<void>;
  /** builds since start, and works read again after writes (for the bench and the tests) */
  readonly stats = { builds: 0, updated: 0 };

  constructor(
    private readonly db: DB,
    private readonly clock: WriteClock,
  ) {}

  /** The index as of every write acknowledged before this call. */
  async current(): Promise<FacetIndex> {
    // As a query would: a reader of one artist's works in the index follows that artist's counter.
    noteQuery(FACET_TABLES);
    for (;;) {
      const now = this.clock.version();
      if (this.index && this.checked === now) return this.index;
      // One catch-up at a time; a caller that came after a newer write runs another after it.
      // Outside the caller's reads: the catch-up serves every reader after it, and its own queries
      // (the change log) say nothing about what this caller's answer was read from.
      this.pending ??= untracked(() =>
        this.catchUp(now).finally(() => {
          this.pending = undefined;
        }),
      );
      await this.pending;
      if (this.index && this.checked === now) return this.index;
    }
  }

  /** What the index holds in memory, in bytes (0 before it is built). */
  get bytes(): number {
    return this.index?.bytes ?? 0;
  }

  private async catchUp(now: string) {
    const last = await lastFacetChange(this.db);
    if (!this.index || last < this.applied) await this.build();
    else if (last > this.applied) {
      const changes = await listFacetChanges(this.db, this.applied);
      if (changes.length > this.index.size * REBUILD_SHARE + BATCH) await this.build();
      else await this.apply(changes);
    }
    this.checked = now;
  }

  /** Reads the changed works again: a visible one is put in (again), any other taken out. */
  private async apply(changes: readonly { artwork_id: number; seq: number }[]) {
    const index = this.index!;
    // Past a batch, moving each work in the shop's orders costs more than sorting them again.
    const many = changes.length > BATCH;
    if (many) index.dropOrders();
    for (let k = 0; k < changes.length; k += BATCH) {
      if (k) await nextTurn();
      const ids = changes.slice(k, k + BATCH).map((c) => c.artwork_id);
      const works = await listFacetWorks(this.db, { ids });
      const visible = new Set(works.map((w) => w.id));
      for (const id of ids) if (!visible.has(id)) index.remove(id);
      for (const w of works) index.upsert(w);
    }
    if (many) await index.sortOrders(nextTurn);
    this.stats.updated += changes.length;
    // Stamps only grow (one writer at a time), so everything up to the largest read is applied.
    for (const c of changes) if (c.seq > this.applied) this.applied = c.seq;
  }

  /**
   * Reads every visible work in batches, yielding between them. A work written during the build is
   * stamped after `since`, so the caller's next catch-up reads it again.
   */
  private async build() {
    const since = await lastFacetChange(this.db);
    const index = new FacetIndex();
    for (let afterId = 0; ;) {
      const works = await listFacetWorks(this.db, { afterId, limit: BATCH });
      for (const w of works) index.upsert(w);
      if (works.length < BATCH) break;
      afterId = works[works.length - 1]!.id;
      await nextTurn();
    }
    // The shop's orders (decision 034), before anyone asks for a page.
    await index.sortOrders(nextTurn);
    this.index = index;
    this.applied = since;
    this.stats.builds++;
    // Writes made while building: applied now, before anyone reads the new index.
    const during = await listFacetChanges(this.db, since);
    if (during.length) await this.apply(during);
  }
}

const keepers = new WeakMap<Sqlite.Database, FacetKeeper>();

/** The keeper of a database's facet index (one per database: a test's app has its own). */
export const facetKeeperOf = (deps: Pick<AppDeps, 'db' | 'sqlite' | 'reads'>): FacetKeeper => {
  let keeper = keepers.get(deps.sqlite);
  if (!keeper) keepers.set(deps.sqlite, (keeper = new FacetKeeper(deps.db, deps.reads.clock)));
  return keeper;
};
