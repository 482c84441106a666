// The built client: hashed assets (immutable) and the few root files (favicon), each sent as the
// .br or .gz file compressed at build time when the browser accepts it, with Vary: Accept-Encoding.
import path from 'node:path';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false as const };

export const serveBuiltClient = (app: Express, clientDir: string) => {
  app.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      ...precompressed,
      serveStatic: { index: false, immutable: true, maxAge: '365d', fallthrough: false },
    }),
  );
  app.use(expressStaticGzip(clientDir, { ...precompressed, serveStatic: { index: false, maxAge: '1h' } }));
};
