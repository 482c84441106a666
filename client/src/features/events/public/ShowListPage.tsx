import { getQueryKey } from '@trpc/react-query';
import { useSearchParams } from 'react-router';
import { fetchFirstPage, fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { SelectField } from '#client/components/public/ui/fields';
import { LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import catalogue from '#client/components/public/artworks/catalogue.module.css';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { trpc } from '#client/lib/trpc';
import { usePagedQuery } from '#client/lib/use-paged-query';
import classes from './events.module.css';
import { ShowCards, ShowCardsSkeleton } from '#client/features/events/ShowCards';
import { procsOf, type ShowKindView } from '#client/features/events/show-kind';

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
  const utils = trpc.useUtils();
  const procs = procsOf(kind);
  const client = utils.client.eventsPublic[kind.key] as typeof utils.client.eventsPublic.exhibition;
  const types = procs.types.useQuery(undefined, { staleTime: 5 * 60_000 });
  const list = usePagedQuery(getQueryKey(procs.list, input, 'infinite'), (p) =>
    client.list.query({ ...input, page: p }),
  );
  const shows = (list.data?.pages ?? []).flatMap((p) => p.data);
  const typeNames = types.data?.data ?? [];

  return (
    <div className={page.container}>
      <PageMeta
        title={kind.plural}
        description={kind.lead}
        path={kind.listPath}
        image={shows[0]?.header_image}
        trail={
          kind.trailHead.path === kind.listPath
            ? [kind.trailHead]
            : [kind.trailHead, { name: `All ${kind.plural.toLowerCase()}`, path: kind.listPath }]
        }
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>At the gallery</p>
        <h1 className={page.pageTitle}>{kind.plural}</h1>
        <p className={page.lead}>{kind.lead}</p>
      </header>

      {(typeNames.length > 1 || input.type) && (
        <SelectField
          label="Type"
          className={classes.toolbar}
          value={input.type ?? ''}
          onChange={(e) => setParams(withType(params, e.currentTarget.value || undefined), { replace: true })}
          options={[
            { value: '', label: `All ${kind.plural.toLowerCase()}` },
            ...typeNames.map((t) => ({ value: t, label: t })),
          ]}
        />
      )}

      {list.isPending ? (
        <ShowCardsSkeleton count={6} />
      ) : shows.length === 0 ? (
        <div className={page.empty} role="status">
          <p className={page.emptyTitle}>
            {input.type
              ? `No ${input.type.toLowerCase()} ${kind.plural.toLowerCase()} yet`
              : `No ${kind.plural.toLowerCase()} yet`}
          </p>
          <p className={page.emptyText}>
            {input.type
              ? `Choose another type, or see every ${kind.noun}.`
              : `The gallery has not announced any ${kind.plural.toLowerCase()} yet. Join the mailing list to hear first.`}
          </p>
          {input.type && (
            <button
              type="button"
              className={`${page.textLink} ${catalogue.textButton}`}
              onClick={() => setParams(withType(params, undefined), { replace: true })}
            >
              Show all {kind.plural.toLowerCase()}
            </button>
          )}
        </div>
      ) : (
        <ShowCards entries={shows.map((show) => ({ kind, show }))} label={kind.plural} eager={1} />
      )}
      <LoadMorePages list={list} mode="scroll" />
    </div>
  );
}

export const showListPrefetch =
  (kind: ShowKindView): Prefetch =>
  (ctx) => {
    const input = listInput(ctx.url.searchParams);
    const procs = procsOf(kind);
    const caller = ctx.caller.eventsPublic[kind.key];
    return Promise.all([
      fetchQuery(ctx, getQueryKey(procs.types, undefined, 'query'), () => caller.types()),
      fetchFirstPage(ctx, getQueryKey(procs.list, input, 'infinite'), (p) => caller.list({ ...input, page: p })),
    ]);
  };
