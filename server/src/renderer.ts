// The render thread's entry (web/render-thread.ts, decision 037): the same app over a connection of
// its own that only reads, rendering the public pages the main thread asks for on a private Unix
// socket. It keeps no page (the main thread keeps them), runs no background job and writes nothing;
// it says with each page which tables it read (READS_HEADER).
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createApp } from './app';
import { createDeps, createLogger } from './boot';
import type { Env } from './env';
import { warmUp } from './compose/wiring';
import type { RendererData } from './web/render-thread';

const { env, socket, clientDir } = workerData as RendererData;
// Below the main thread for the CPU (on Linux a thread's niceness is its own): when the cores are
// contended, the main thread's answers from memory go first and the renderer takes what is left.
try {
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // a platform without per-thread priorities renders at the same priority
}
// No shedding here: the main thread decides what to send, and sends no more than a few at a time.
const ownEnv: Env = { ...env, SHED_LOAD_LAG_MS: 0 };
const logger = createLogger(ownEnv).child({ thread: 'renderer' });
const deps = await createDeps(ownEnv, logger, { reader: true });
// Built before the first render is taken, in batches, as the main thread builds its own.
await warmUp(deps);
const app = createApp(deps, { clientDir, role: 'renderer' });
const server = app.listen(socket, () => {
  // The socket's folder is the process user's alone (mkdtemp); the socket itself too.
  fs.chmodSync(socket, 0o600);
  parentPort!.postMessage({ type: 'ready' });
});
server.keepAliveTimeout = 60_000;
