// The import rules CI holds the source to (npm run check:imports). Read by dependency-cruiser.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other in a loop cannot be read, tested or moved one at a time. Type-only ' +
        'imports count too. Break a circle by moving the shared name down to a module both sides can import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-lower-layers-no-modules',
      severity: 'error',
      comment:
        "The server's lower layers (the tRPC builders, web/, ops/, db/, lib/, and deps.ts and env.ts, which " +
        'every layer reads) serve every domain, so they know none, nor the composition root that imports ' +
        'them all: what they need from a domain (the session lookup, the registry, the router, the scheduled ' +
        'tables) is handed in by server/src/compose/. demo/ and factories/ are not lower layers: like ' +
        "scripts they write data through the domains' services.",
      from: { path: '^server/src/((trpc|web|ops|db|lib)/|(deps|env)\\.ts$)' },
      to: { path: '^server/src/(modules|compose)/' },
    },
    {
      name: 'only-compose-imports-faces',
      severity: 'error',
      comment:
        "A domain's face (server/src/modules/<domain>/index.ts) is read by the composition root alone, so " +
        'that the list in server/src/compose/domains.ts is the one place a domain is added.',
      from: { pathNot: '^server/src/compose/' },
      to: { path: '^server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-entries-through-compose',
      severity: 'error',
      comment:
        'The entries (app.ts, boot.ts, serve.ts, renderer.ts, index.ts) read the domains through ' +
        'server/src/compose/, never a module file: a start-up job or a route added to a face then needs ' +
        'no entry changed.',
      from: { path: '^server/src/[^/]+\\.ts$' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'modules-not-upward',
      severity: 'error',
      comment:
        "A domain imports the lower layers and other domains' files, never what is built from it: the " +
        'composition root, the entries, the demo data or the test factories.',
      from: { path: '^server/src/modules/' },
      to: {
        path: '^server/src/(compose/|demo/|factories/|[^/]+\\.ts$)',
        pathNot: '^server/src/(deps|env)\\.ts$',
      },
    },
    {
      name: 'client-app-is-composition',
      severity: 'error',
      comment:
        'client/src/app/ composes the client (providers, route table, document): only it and the entries ' +
        '(main.tsx, entry-server.tsx, boot.ts) import it. What a component, feature or lib module ' +
        'needs from there belongs in client/src/lib/.',
      from: { path: '^client/src/', pathNot: '^client/src/(app/|(main|entry-server)\\.tsx$|boot\\.ts$)' },
      to: { path: '^client/src/app/' },
    },
    // The client's floors, top to bottom (docs/decisions/044-client-by-domain.md):
    //   app/ (composition: providers, the route table, the layouts) and the entries
    //   features/<domain>/ (a domain's screens and pages, its api.ts and routes.ts)
    //   components/ (pieces several domains use: the admin kit, the public site's parts)
    //   lib/ (no UI of a domain: tRPC, the route table's types, errors, data loading)
    //   shared/ (what the server and the client both read)
    // A floor imports the floors below it, never one above: that is what lets a lower module be read,
    // tested and reused without the screens that use it. The app's own rule is the one above.
    {
      name: 'client-no-climbing-lib',
      severity: 'error',
      comment:
        'client/src/lib/ is the lowest client floor: it imports no component, feature or app module. ' +
        'What a lib module would need from above belongs in lib/ itself or is passed in.',
      from: { path: '^client/src/lib/' },
      to: { path: '^client/src/(components|features|app)/' },
    },
    {
      name: 'client-no-climbing-components',
      severity: 'error',
      comment:
        'client/src/components/ holds pieces several domains use: it imports no feature. A piece that ' +
        "needs a domain's api.ts belongs in that domain (its root if other domains use it); what a " +
        'component needs of the route table it reads from RouteTableContext (lib/route-flags.ts).',
      from: { path: '^client/src/components/' },
      to: { path: '^client/src/features/' },
    },
    {
      name: 'client-domain-folders-are-private',
      severity: 'error',
      comment:
        "A domain's admin/ and public/ folders are its own. Another domain imports only what sits at the " +
        "domain's root: api.ts, routes.ts and the parts made for other domains (ItemHistory, " +
        'CataloguePickers, ShowCards...). Move a part to the root when a second domain needs it, or to ' +
        'components/ when it needs no domain. Circles between domains are caught by no-circular.',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/([^/]+)/(admin|public)/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'shared-is-the-floor',
      severity: 'error',
      comment: 'shared/ is read by the server and the client alike: it imports neither.',
      from: { path: '^shared/' },
      to: { path: '^(client|server)/' },
    },
  ],
  options: {
    // Type-only imports stay in the graph: a type ties two files together just as a value does.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // tsconfig.json's paths: the #client/* alias.
    tsConfig: { fileName: 'tsconfig.json' },
    // As the tests tier is left out of the layering, so are tests wherever they sit.
    exclude: { path: '(^|/)(node_modules|dist|tests?|__tests__|coverage)/|\\.(test|spec)\\.[jt]sx?$' },
    // Packages that only declare "exports" (vite) resolve as Node resolves them. The package.json
    // "imports" aliases (#shared/*, #server/*) resolve to the source files without more settings.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
