// npm run db:migrate — brings the database at DATABASE_PATH to the latest migration.
import { closeDeps, createDeps, createLogger } from '#server/boot';
import { loadEnv } from '#server/env';

const env = loadEnv();
const deps = await createDeps(env, createLogger(env));
console.log(`Database ${env.DATABASE_PATH} is migrated to the latest version.`);
await closeDeps(deps);
