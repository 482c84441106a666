// Requests are answered one a turn of the event loop, in the order they were read. Node answers
// every request a poll read before it polls again, and libuv takes one new connection from the
// listening socket a poll (libuv/libuv#3696): under load a turn answered 20–30 requests (40–60 ms),
// so new connections were taken 20–40 a second and stood seconds in the kernel's accept queue, out of
// the load shedder's sight. Here a read request is only queued; one is answered in the turn's check
// phase, and the loop polls between two answers: it takes a connection and reads what has arrived
// each few milliseconds. The wait a request had before it was read (the shedder's estimate) and
// its time in this queue make its whole wait, and the queue's length how many wait with it, which
// is what the shedder judges (web/load-shedding.ts, decision 038).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Lifecycle } from '#server/ops/graceful-stop';
import { setQueuedWait } from './load-shedding';

interface Entry {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  /** the shedder's estimate of its wait before it was read */
  before: number;
  at: number;
}

/** Answered slots kept at most before the queue is copied without them. */
const COMPACT_AFTER = 4096;

/** Where a throw out of the handler goes (it runs in setImmediate, where nothing else would catch it). */
type Report = (err: unknown) => void;

export const answerOneATurn = (
  handler: http.RequestListener,
  lifecycle: Lifecycle,
  report: Report = (err) => console.error(err),
): http.RequestListener => {
  // A FIFO without shifting: the array is dropped whenever it empties.
  let queue: Entry[] = [];
  let head = 0;
  let scheduled = false;

  const answerNext = () => {
    scheduled = false;
    const entry = queue[head]!;
    queue[head++] = undefined as unknown as Entry;
    const queued = queue.length - head;
    if (queued === 0) {
      queue = [];
      head = 0;
    } else {
      // Under a surge that never lets it empty, the answered slots are let go now and then.
      if (head >= COMPACT_AFTER && head * 2 >= queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
      scheduled = true;
      setImmediate(answerNext);
    }
    // A visitor who gave up while it waited (closed the connection) costs nothing more.
    if (entry.req.socket.destroyed) return;
    setQueuedWait(entry.req, { waitedMs: entry.before + performance.now() - entry.at, queued });
    try {
      handler(entry.req, entry.res);
    } catch (err) {
      // Express answers its own errors: this is one of its own, or of code around it. The request
      // fails, not the process.
      report(err);
      if (entry.res.headersSent) entry.res.destroy();
      else entry.res.writeHead(500).end();
    }
  };

  return (req, res) => {
    const before = lifecycle.load?.waitOf() ?? 0;
    queue.push({ req, res, before, at: performance.now() });
    if (!scheduled) {
      scheduled = true;
      setImmediate(answerNext);
    }
  };
};

/** The app's HTTP server, answering one request a turn. */
export const createServer = (handler: http.RequestListener, lifecycle: Lifecycle, report?: Report): http.Server =>
  http.createServer(answerOneATurn(handler, lifecycle, report));
