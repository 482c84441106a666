// npm run search:rebuild — writes the site-wide search index again from every module's documents
// (docs/decisions/023-search-index.md). Safe while the server runs: one transaction.
import { closeDeps, createDeps, createLogger } from '#server/boot';
import { loadEnv } from '#server/env';
import { rebuildIndex } from '#server/modules/search/search-index';

const env = loadEnv();
const deps = await createDeps(env, createLogger(env));
try {
  const started = performance.now();
  const counts = await rebuildIndex(deps.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Search index rebuilt: ${total} documents in ${seconds} s`);
  for (const [kind, n] of Object.entries(counts)) console.log(`  ${kind.padEnd(14)} ${n}`);
} finally {
  await closeDeps(deps);
}
