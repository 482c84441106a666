// Once per run, for every browser test file: builds the client (only when client/ or shared/ changed
// since the last build; E2E_CLIENT_DIR points the tests at a build made elsewhere) and starts one
// Chromium that the files connect to, instead of each file launching its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../../scripts/client-build';
import { launchChromiumServer } from './chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function setup(project: TestProject) {
  if (!process.env.E2E_CLIENT_DIR) await ensureClientBuilt(root);
  const server = await launchChromiumServer();
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
