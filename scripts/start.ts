// `npm start`: build the client if needed, then run the server (migrations, staff login, demo data).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from './client-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_ENV ??= 'production';
await ensureClientBuilt(root);
await import('#server/index');
