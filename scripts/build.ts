// `npm run build`: the web client, its server renderer and the server itself (dist/client,
// dist/server, dist/app). `--if-stale` (what `npm start` runs) builds only what its sources outdate.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, ensureClientBuilt } from './client-build';
import { buildServer, ensureServerBuilt } from './server-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_ENV ??= 'production';
if (process.argv.includes('--if-stale')) {
  await ensureClientBuilt(root);
  await ensureServerBuilt(root);
} else {
  await buildClient(root);
  await buildServer(root);
}
