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
        'tables) is handed in by server/src/compose/. trpc/router.ts only re-exports the AppRouter type for ' +
        'the web client until it names compose/router.ts. demo/ and factories/ are not lower layers: like ' +
        "scripts they write data through the domains' services.",
      from: { path: '^server/src/((trpc|web|ops|db|lib)/|(deps|env)\\.ts$)', pathNot: '^server/src/trpc/router\\.ts$' },
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
        '(main.tsx, entry-server.tsx, boot.ts) import it. What a component, feature, page or lib module ' +
        'needs from there belongs in client/src/lib/.',
      from: { path: '^client/src/', pathNot: '^client/src/(app/|(main|entry-server)\\.tsx$|boot\\.ts$)' },
      to: { path: '^client/src/app/' },
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
