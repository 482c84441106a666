// The admin CRUD of one kind of item as five procedures: list, get, create, update, delete. A
// domain gives its schemas, its service and its paths (the spec mixes plural and singular, so they
// are never derived); the procedures are wiring only. Extra procedures sit beside them in the
// domain's router: `router({ ...crud(tag, schemas, service, routes), publications: ... })`.
import type { z } from 'zod';
import { idInput, messageOutput } from '#shared/schemas/list';
import type { AppDeps } from '#server/deps';
import { rest, type RestPath } from './rest';

type Fields = z.ZodType<object>;

/** What the service of a CRUD domain offers; it throws NotFound, FieldErrors or Refused. */
export interface CrudService<ListQuery, Input, Item, Saved, Listed> {
  list: (deps: AppDeps, query: ListQuery) => Promise<Listed>;
  get: (deps: AppDeps, id: number) => Promise<Item>;
  create: (deps: AppDeps, input: Input) => Promise<Saved>;
  update: (deps: AppDeps, id: number, input: Input) => Promise<Saved>;
  remove: (deps: AppDeps, id: number) => Promise<{ message: string }>;
}

export interface CrudRoutes {
  /** e.g. { list: '/admin/artists', item: '/admin/artist' }: get, update and delete add /{id} */
  paths: { list: RestPath; item: RestPath };
  /** the summaries' words: { one: 'artist', many: 'Artists' } */
  nouns: { one: string; many: string };
  /** what the docs say where the default summary is not enough (a refused delete) */
  summaries?: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete', string>>;
}

export const crud = <
  ListIn extends z.ZodType,
  ListOut extends z.ZodType,
  In extends Fields,
  UpdateIn extends z.ZodType<{ id: number } & z.output<In>>,
  Out extends z.ZodType,
  SavedOut extends z.ZodType,
>(
  /** the API docs' section */
  tag: string,
  /** the domain's schemas: `crudSchemas(...)` in shared/schemas/list.ts makes them */
  s: {
    listInput: ListIn;
    listOutput: ListOut;
    input: In;
    /** `{ id }` and the fields, with the form's cross-field rules */
    updateInput: UpdateIn;
    output: Out;
    savedOutput: SavedOut;
  },
  service: CrudService<z.output<ListIn>, z.output<In>, z.input<Out>, z.input<SavedOut>, z.input<ListOut>>,
  routes: CrudRoutes,
) => {
  const { adminGet, adminPost, adminPut, adminDelete } = rest(tag);
  const summary = { ...defaultSummaries(routes.nouns), ...routes.summaries };
  const one: RestPath = `${routes.paths.item}/{id}`;
  // CrudService already ties each service answer to its output schema; tRPC cannot see that
  // through the type parameters, hence `as never` on the answers.
  return {
    list: adminGet(routes.paths.list, summary.list)
      .input(s.listInput)
      .output(s.listOutput)
      .query(({ ctx, input }) => service.list(ctx.deps, input as z.output<ListIn>) as never),
    get: adminGet(one, summary.get)
      .input(idInput)
      .output(s.output)
      .query(({ ctx, input }) => service.get(ctx.deps, input.id) as never),
    create: adminPost(routes.paths.item, summary.create)
      .input(s.input)
      .output(s.savedOutput)
      .mutation(({ ctx, input }) => service.create(ctx.deps, input as z.output<In>) as never),
    update: adminPut(one, summary.update)
      .input(s.updateInput)
      .output(s.savedOutput)
      .mutation(({ ctx, input }) => {
        const { id, ...fields } = input as z.output<UpdateIn>;
        return service.update(ctx.deps, id, fields as z.output<In>) as never;
      }),
    delete: adminDelete(one, summary.delete)
      .input(idInput)
      .output(messageOutput)
      .mutation(({ ctx, input }) => service.remove(ctx.deps, input.id)),
  };
};

const defaultSummaries = ({ one, many }: { one: string; many: string }) => ({
  list: `${many}: filtered, sorted, searched and paged`,
  get: `One ${one}`,
  create: `Create ${article(one)} ${one}`,
  update: `Edit ${article(one)} ${one}`,
  delete: `Delete ${article(one)} ${one}`,
});

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');
