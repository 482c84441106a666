import { listPathOf, pathOf } from '#shared/public-kinds';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ArtistCard } from '#shared/schemas/catalogue-public';
import page from '#client/components/public/page.module.css';
import { Skeleton } from '#client/components/public/ui/controls';
import { SelectField } from '#client/components/public/ui/fields';
import { trpc } from '#client/lib/trpc';
import { withParam } from './filter-state';
import filterClasses from '#client/components/public/artworks/catalogue.module.css';
import classes from './artists.module.css';
import { pageQuery } from '#client/lib/page-query';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { PublicListPage } from '#client/components/public/shells/PublicListPage';
import type { Prefetch } from '#client/lib/ssr-data';
import { GALLERY } from '#shared/gallery';

const letterOf = (a: ArtistCard) => (a.last_name || a.full_name).charAt(0).toUpperCase();

/** Artists under the first letter of their last names, in the order the API gives (last name). */
const byLetter = (artists: ArtistCard[]) => {
  const groups: { letter: string; artists: ArtistCard[] }[] = [];
  for (const a of artists) {
    const letter = letterOf(a);
    const last = groups[groups.length - 1];
    if (last?.letter === letter) last.artists.push(a);
    else groups.push({ letter, artists: [a] });
  }
  return groups;
};

const regionOf = (params: URLSearchParams) => Number(params.get('regions')) || undefined;

/** Every artist (the spec's page 'all'), by last name, in the region the URL picks. */
const artistsInput = (params: URLSearchParams) => {
  const region = regionOf(params);
  return { page: 'all' as const, sort: 'last_name' as const, regions: region ? [region] : undefined };
};

const regionsQuery = pageQuery(trpc.cataloguePublic.filters);
const artistsQuery = pageQuery(trpc.cataloguePublic.artists);

/** /artists: every artist (the spec's page 'all'), by last name, with a region filter. */
export default function ArtistsPage() {
  const [params, setParams] = useSearchParams();
  const region = regionOf(params);
  const regions = trpc.cataloguePublic.filters.useQuery({ list: 'artists' }, { staleTime: 5 * 60_000 });
  const artists = artistsQuery.useQuery(artistsInput(params));
  const groups = useMemo(() => byLetter(artists.data?.data ?? []), [artists.data]);
  const regionGroup = regions.data?.find((g) => g.key === 'regions');
  const setRegion = (value: string | undefined) => setParams(withParam(params, 'regions', value), { replace: true });

  return (
    <PublicListPage
      eyebrow="The gallery's artists"
      title="Artists"
      lead="Weavers, basket makers, quilters and painters the gallery represents or has shown, from New Mexico and well beyond."
      description={`The weavers, basket makers, quilters and painters ${GALLERY.name} represents or has shown.`}
      path={listPathOf('artist')}
      trail={[{ name: 'Artists', path: listPathOf('artist') }]}
      toolbar={
        <div className={classes.toolbar}>
          {regionGroup && regionGroup.items.length > 1 && (
            <SelectField
              label="Region"
              labelClassName={filterClasses.filterLabel}
              inputClassName={filterClasses.filterInput}
              className={classes.regionSelect}
              value={region ? String(region) : ''}
              onChange={(e) => setRegion(e.currentTarget.value || undefined)}
              options={[
                { value: '', label: regionGroup.items[0]!.val },
                ...regionGroup.items.slice(1).map((i) => ({ value: String(i.id), label: i.val })),
              ]}
            />
          )}
          {groups.length > 1 && (
            <nav aria-label="Artists by letter" className={classes.letters}>
              {groups.map((g) => (
                <a key={g.letter} href={`#letter-${g.letter}`}>
                  {g.letter}
                </a>
              ))}
            </nav>
          )}
        </div>
      }
      pending={artists.isPending}
      count={groups.length}
      skeleton={
        <div aria-busy="true" aria-label="Loading artists" className={classes.index}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={40} width={`${50 + ((i * 17) % 40)}%`} />
          ))}
        </div>
      }
      empty={
        <EmptyState
          title="No artists from this region yet"
          text="Choose another region, or see every artist."
          action={
            <button
              type="button"
              className={`${page.textLink} ${filterClasses.textButton}`}
              onClick={() => setRegion(undefined)}
            >
              Show all artists
            </button>
          }
        />
      }
    >
      <div className={classes.index}>
        {groups.map((g) => (
          <section
            key={g.letter}
            id={`letter-${g.letter}`}
            className={classes.letterGroup}
            aria-labelledby={`heading-${g.letter}`}
          >
            <h2 id={`heading-${g.letter}`} className={classes.letter}>
              {g.letter}
            </h2>
            <ul className={classes.names}>
              {g.artists.map((a) => (
                <li key={a.id}>
                  <Link to={pathOf('artist', a.slug)} className={classes.name}>
                    {a.full_name}
                  </Link>
                  {(a.summary || a.region) && (
                    <span className={classes.summary}>{[a.summary, a.region].filter(Boolean).join(' · ')}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PublicListPage>
  );
}

export const prefetch: Prefetch = (ctx) =>
  Promise.all([
    regionsQuery.prefetch(ctx, { list: 'artists' }),
    artistsQuery.prefetch(ctx, artistsInput(ctx.url.searchParams)),
  ]);
