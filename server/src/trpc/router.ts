// The app router is composed from the domains' faces in server/src/compose/router.ts. This type-only
// re-export keeps the web client's import (`#server/trpc/router`) working until it names compose/.
export type { AppRouter } from '#server/compose/router';
