// `npm run user:invite -- someone@example.com [First] [Last]`: emails a staff invitation.
import { closeDeps, createDeps } from '#server/boot';
import { loadEnv } from '#server/env';
import { invite } from '#server/modules/auth/auth.service';
import { inviteInput } from '#shared/schemas/auth';

const [email, first_name, last_name] = process.argv.slice(2);
const parsed = inviteInput.safeParse({ email, first_name, last_name });
if (!parsed.success) {
  console.error(
    `Usage: npm run user:invite -- EMAIL [FIRST_NAME] [LAST_NAME]\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
  process.exit(2);
}
const env = loadEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const deps = await createDeps(env);
try {
  const { message } = await invite(deps, parsed.data, null);
  console.log(message);
  // Sent now when the mail server takes it; otherwise it stays queued and the server tries again.
  await deps.mail.drain();
  if (!env.SMTP_URL) console.log(`No SMTP_URL is set: the email was written to ${env.OUTBOX_DIR}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await closeDeps(deps);
}
