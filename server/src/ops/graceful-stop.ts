// Stopping without dropping a request. Node's server.close() also closes every "idle" connection at
// once, and a connection counts as idle until its request has been parsed: under load, requests
// that had reached the server but not yet been read were cut (72 of 80 page requests failed on a
// SIGTERM). Here the listener closes first, connections get time to be read, each answer in flight
// closes its connection after it, and only connections silent for a while are closed.
import type { Server } from 'node:http';
import net from 'node:net';
import type { RequestHandler } from 'express';
import { LoadShedder } from '#server/web/load-shedding';

/** How long requests in flight may take to finish after SIGTERM (systemd's TimeoutStopSec is 30 s). */
export const STOP_GRACE_MS = 20_000;
/** A connection accepted before the stop that has sent nothing for this long is not a request. */
const SILENT_MS = 1_000;

export class Lifecycle {
  /** True from the stop signal on: /readyz answers 503 and every answer closes its connection. */
  draining = false;
  /** The newest migration when the server started; /readyz checks the database still has it. */
  schemaVersion: string | undefined;
  /** Refusals under overload (web/load-shedding.ts), made when the app first asks for it. */
  load: LoadShedder | undefined;

  shedder(targetMs: number): LoadShedder {
    this.load ??= new LoadShedder({ targetMs });
    return this.load;
  }
}

/** During a stop, each answer says Connection: close, so a keep-alive client does not send another. */
export const closeConnectionsWhileDraining =
  (lifecycle: Lifecycle): RequestHandler =>
  (_req, res, next) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Closing the listener resets the connections still waiting in its backlog: clients that had
 * connected and sent their request would see a reset. So the stop keeps accepting (answering with
 * Connection: close) until the backlog is empty: several turns of the event loop, each of which
 * polls the listener, and QUIET_MS, without a new connection. Under load Node takes the waiting
 * connections a few per turn, so a wall-clock pause alone closed too early.
 */
const QUIET_TURNS = 3;
const QUIET_MS = 20;
const ACCEPT_MAX_MS = 5_000;

const acceptWaitingConnections = async (server: Server) => {
  let quietTurns = 0;
  let last = Date.now();
  const seen = () => {
    quietTurns = 0;
    last = Date.now();
  };
  server.on('connection', seen);
  const until = Date.now() + ACCEPT_MAX_MS;
  while (Date.now() < until && (quietTurns < QUIET_TURNS || Date.now() - last < QUIET_MS)) {
    quietTurns++;
    await nextTurn();
    if (quietTurns >= QUIET_TURNS) await sleep(1);
  }
  server.off('connection', seen);
};

/**
 * Stops accepting, lets requests in flight finish within `graceMs`, then closes what is left.
 * Resolves true when every connection ended by itself.
 */
export const stopGracefully = async (server: Server, lifecycle: Lifecycle, graceMs = STOP_GRACE_MS) => {
  lifecycle.draining = true;
  // Every request read before the signal gets its answer, however long the queue it waits in.
  if (lifecycle.load) lifecycle.load.draining = true;
  await acceptWaitingConnections(server);
  const ended = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  const start = Date.now();
  let finished = false;
  let stopped = false;
  const closeSilent = async () => {
    // After a turn, so that the poll phase has read what the waiting connections sent.
    await nextTurn();
    if (!stopped) server.closeIdleConnections();
  };
  await Promise.race([
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, SILENT_MS));
      await closeSilent();
      const sweep = setInterval(() => void closeSilent(), 250);
      await ended;
      clearInterval(sweep);
      finished = true;
    })(),
    new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref()),
  ]);
  stopped = true;
  if (!finished) server.closeAllConnections();
  return { finished, ms: Date.now() - start };
};
