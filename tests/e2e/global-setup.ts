// Builds the client once for every browser test file, only when client/ or shared/ changed since
// the last build. E2E_CLIENT_DIR points the tests at a build made elsewhere: nothing to build then.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from '../../scripts/client-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function setup() {
  if (process.env.E2E_CLIENT_DIR) return;
  await ensureClientBuilt(root);
}
