// npm run db:seed — fills an empty database with the demo gallery (does nothing when there are artists).
import { closeDeps, createDeps, createLogger } from '#server/boot';
import { seedDemoIfEmpty } from '#server/demo/seed';
import { loadEnv } from '#server/env';

const env = loadEnv();
const deps = await createDeps(env, createLogger(env));
try {
  const seeded = await seedDemoIfEmpty(deps);
  console.log(
    seeded
      ? 'The demo gallery is in place.'
      : 'The database already has artists: nothing was seeded. Use npm run db:reset to start over.',
  );
} finally {
  await closeDeps(deps);
}
