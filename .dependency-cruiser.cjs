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
