// The browser's zod (client/vite.config.ts aliases 'zod' here). Without `jitless`, every z.object()
// probes `new Function('')` when it is built, which a CSP without 'unsafe-eval' reports as a
// violation (Lighthouse's best-practices audit counts it). The forms' schemas are small; the JIT's
// speed is not needed in the browser.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
