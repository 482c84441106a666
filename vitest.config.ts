import os from 'node:os';
import { defineConfig } from 'vitest/config';
import LongPolesFirst from './tests/setup/long-poles-first';

// Three tiers (DESIGN.md "Tests"): unit and HTTP integration tests run in parallel files, each with
// its own fresh SQLite database; browser tests share one built client and run one file at a time.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, which ran every file in turn (about 260 s): with
    // two, the browser files (mostly waiting on Chromium) overlap the CPU-bound ones.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: LongPolesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One worker runs the files in turn and keeps the server's modules loaded between them:
          // importing the app again for each file cost 1.5-2.5 s a file (17-24 s of a 3-minute run).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
