import { getQueryKey } from '@trpc/react-query';
import { useSearchParams } from 'react-router';
import { fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { SelectField } from '#client/components/public/ui/fields';
import catalogue from '#client/components/public/artworks/catalogue.module.css';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { PublicListPage } from '#client/components/public/shells/PublicListPage';
import { itemsOf } from '#client/lib/page-query';
import classes from './events.module.css';
import { ShowCards, ShowCardsSkeleton } from '#client/features/events/ShowCards';
import { listQueryOf, procsOf, type ShowKindView } from '#client/features/events/show-kind';

/** The URL with the type set or cleared (filter-state.ts would bring the catalogue's zod schemas). */
const withType = (params: URLSearchParams, type: string | undefined) => {
  const next = new URLSearchParams(params);
  if (type) next.set('type', type);
  else next.delete('type');
  return next;
};

/** The list's input, from the URL, for the page and its prefetch alike (newest first: the spec's default). */
const listInput = (params: URLSearchParams) => ({ type: params.get('type') || undefined });

/** /exhibitions and /events/events: every active show of a kind, newest first, 12 at a time, by type. */
export function ShowListPage({ kind }: { kind: ShowKindView }) {
  const [params, setParams] = useSearchParams();
  const input = listInput(params);
  const types = procsOf(kind).types.useQuery(undefined, { staleTime: 5 * 60_000 });
  const list = listQueryOf(kind).usePages(input);
  const shows = itemsOf(list);
  const typeNames = types.data?.data ?? [];
  const all = kind.plural.toLowerCase();
  const showAll = () => setParams(withType(params, undefined), { replace: true });

  return (
    <PublicListPage
      eyebrow="At the gallery"
      title={kind.plural}
      lead={kind.lead}
      path={kind.listPath}
      image={shows[0]?.header_image}
      trail={
        kind.trailHead.path === kind.listPath
          ? [kind.trailHead]
          : [kind.trailHead, { name: `All ${all}`, path: kind.listPath }]
      }
      toolbar={
        (typeNames.length > 1 || input.type) && (
          <SelectField
            label="Type"
            className={classes.toolbar}
            value={input.type ?? ''}
            onChange={(e) => setParams(withType(params, e.currentTarget.value || undefined), { replace: true })}
            options={[{ value: '', label: `All ${all}` }, ...typeNames.map((t) => ({ value: t, label: t }))]}
          />
        )
      }
      pending={list.isPending}
      count={shows.length}
      skeleton={<ShowCardsSkeleton count={6} />}
      empty={
        input.type ? (
          <EmptyState
            title={`No ${input.type.toLowerCase()} ${all} yet`}
            text={`Choose another type, or see every ${kind.noun}.`}
            action={
              <button type="button" className={`${page.textLink} ${catalogue.textButton}`} onClick={showAll}>
                Show all {all}
              </button>
            }
          />
        ) : (
          <EmptyState
            title={`No ${all} yet`}
            text={`The gallery has not announced any ${all} yet. Join the mailing list to hear first.`}
          />
        )
      }
      more={list}
    >
      <ShowCards entries={shows.map((show) => ({ kind, show }))} label={kind.plural} eager={1} />
    </PublicListPage>
  );
}

export const showListPrefetch =
  (kind: ShowKindView): Prefetch =>
  (ctx) =>
    Promise.all([
      fetchQuery(ctx, getQueryKey(procsOf(kind).types, undefined, 'query'), () =>
        ctx.caller.eventsPublic[kind.key].types(),
      ),
      listQueryOf(kind).prefetch(ctx, listInput(ctx.url.searchParams)),
    ]);
