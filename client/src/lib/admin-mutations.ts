// Small pieces every domain's api.ts uses to shape its admin mutations.

/** A mutation whose errors the screen reports itself (mutation-errors.ts), not the global policy. */
export const HANDLED = { meta: { handlesErrors: true } } as const;

export interface Mutation<In, Out> {
  mutateAsync: (input: In) => Promise<Out>;
}

/** One save for a form: create when there is no id yet, update the item otherwise. */
export const saveWith =
  <Values, Out>(create: Mutation<Values, Out>, update: Mutation<Values & { id: number }, Out>) =>
  (id: number | null, values: Values): Promise<Out> =>
    id === null ? create.mutateAsync(values) : update.mutateAsync({ ...values, id });
