// Once per run, for every browser test file: builds the client (only when client/ or shared/ changed
// since the last build; E2E_CLIENT_DIR points the tests at a build made elsewhere) and starts one
// Chromium that the files connect to, instead of each file launching its own. The build runs in the
// background: unit and integration files start at once, and browser files wait for it (client-build.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../../scripts/client-build';
import { launchChromiumServer } from './chromium';
import { recordBuild } from './client-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function setup(project: TestProject) {
  const build = recordBuild(process.env.E2E_CLIENT_DIR ? Promise.resolve() : ensureClientBuilt(root));
  project.provide('clientBuildResult', build.resultFile);
  const server = await launchChromiumServer();
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return async () => {
    await build.done;
    fs.rmSync(path.dirname(build.resultFile), { recursive: true, force: true });
    await server.close();
  };
}
