// The supervisor `npm start` runs: a small parent process that runs the server as its one child
// (node:cluster, one worker) and starts it again when it ends without being asked to: a crash, an
// out-of-memory abort, a kill -9. No request is meant to end the server (everything that runs after
// an answer is guarded, decision 040), but a crash that still happens costs a few seconds, not the
// site. It holds no data: every acknowledged write is in the database, and the new server replays
// the write-ahead log and takes over the dead one's pid file (pid-file.ts).
//
// Signals: SIGTERM or SIGINT to the supervisor are passed to the server, which stops gracefully
// (graceful-stop.ts); the supervisor then exits with its code. systemd's default KillMode sends the
// signal to both at once; the server stops once either way. A second signal while the server stops
// kills it. The server stopped on its own (a SIGTERM to its pid) ends the supervisor too, cleanly.
// If the supervisor itself is killed, node:cluster ends the server at once (its IPC channel closes).
import cluster, { type Worker } from 'node:cluster';
import { makeLogger } from '#server/lib/logger';

/** The wait before the first restart, doubled for each crash that follows a short run. */
export const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;
/** A server that ran this long was well: the next crash restarts it after RESTART_FIRST_MS again. */
const WELL_AFTER_MS = 60_000;

export const supervise = () => {
  const logger = makeLogger('info');
  // The server accepts its own connections from the shared socket, as when it ran alone: the load
  // shedder and the one-a-turn dispatcher read their wait from when the server's loop takes them
  // (decisions 028 and 038); round-robin would have this process accept and pass each one on.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let server: Worker | undefined;
  let stopping = false;
  let everListened = false;
  let quickCrashes = 0;
  let restart: NodeJS.Timeout | undefined;

  const start = () => {
    restart = undefined;
    const startedAt = Date.now();
    const worker = cluster.fork();
    server = worker;
    worker.once('listening', () => (everListened = true));
    worker.once('exit', (code, signal) => {
      server = undefined;
      if (stopping) return process.exit(code ?? 1);
      // Stopped by its own SIGTERM or SIGINT: a clean stop, which the supervisor follows.
      if (code === 0) return process.exit(0);
      // Never up since the supervisor started: its configuration or its database is refused, and a
      // restart would be refused the same way (the reason is in the output above).
      if (!everListened) return process.exit(code ?? 1);
      if (Date.now() - startedAt >= WELL_AFTER_MS) quickCrashes = 0;
      const wait = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** quickCrashes++);
      logger.error({ code, signal, pid: worker.process.pid, restartInMs: wait }, 'the server ended: restarting it');
      restart = setTimeout(start, wait);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: the server is not waited for.
      server?.process.kill('SIGKILL');
      return;
    }
    stopping = true;
    clearTimeout(restart);
    if (!server) process.exit(0);
    server.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  start();
};
