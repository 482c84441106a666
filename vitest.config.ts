import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { CLIENT_ALIAS } from './client/vite.config';
import LongPolesFirst from './tests/setup/long-poles-first';

// Each project resolves the #client/* alias (the client modules tests import use it).
const resolve = { alias: [CLIENT_ALIAS] };

// Three tiers (decision 006): unit, HTTP integration and browser tests. Every file
// gets its own fresh SQLite database; browser files share one built client and one Chromium.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, which ran every file in turn (about 260 s): with
    // two, the browser files (mostly waiting on Chromium) overlap the CPU-bound ones.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: LongPolesFirst },
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // A worker keeps the server's modules loaded from one file to the next (each file still
          // makes its own database and app): importing them anew for each file was half of this
          // project's CPU time (67 → 31 s without process.test.ts, measured).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A worker keeps the server's modules loaded between the files it runs: importing the app
          // again for each file cost 1.5-2.5 s a file (17-24 s of a 3-minute run).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
