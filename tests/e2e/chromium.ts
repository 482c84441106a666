// How every browser test reaches Chromium: one browser process per run, started by global-setup and
// shared by the test files over its WebSocket endpoint (a file opens its own contexts in it).
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChromiumServer = () =>
  chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });

declare module 'vitest' {
  export interface ProvidedContext {
    /** the WebSocket endpoint of the run's Chromium */
    chromiumWsEndpoint: string;
  }
}
