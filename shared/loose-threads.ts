// The loose threads' types as plain values: public pages read them without loading zod (the
// schemas in shared/schemas/loose-thread.ts are built from the same list).

/** The types, in the order the public tabs show them; the slug is the type's address. */
export const LOOSE_THREAD_TYPES = [
  { slug: 'on-art', title: 'On Art' },
  { slug: 'on-artists', title: 'On Artists' },
  { slug: 'resources', title: 'Resources' },
] as const;
export type LooseThreadType = (typeof LOOSE_THREAD_TYPES)[number]['title'];
export type LooseThreadTypeSlug = (typeof LOOSE_THREAD_TYPES)[number]['slug'];
export const typeBySlug = (slug: string) => LOOSE_THREAD_TYPES.find((t) => t.slug === slug);
export const typeSlugOf = (title: string) => LOOSE_THREAD_TYPES.find((t) => t.title === title)?.slug ?? 'on-art';
