// An open-loop load generator: requests leave on a fixed schedule (rate per second), whether or not
// earlier ones have been answered, as visitors arrive at a site. Latency is counted from each
// request's scheduled start, so time spent queued behind a slow server (or in this process) counts:
// a closed-loop generator would slow down with the server and hide exactly that (coordinated omission).
// Answers and refusals (503) are counted apart, a refusal's speed being the point of it; how late
// this process itself sent each request shows whether the generator, on the same cores, was the limit.
import http from 'node:http';

export interface MixRequest {
  /** what the request stands for in the report: "shop api", "artwork html"... */
  kind: string;
  path: string;
  method?: 'GET' | 'PUT' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** One second of the run, by the requests' scheduled start. */
export interface Second {
  answered: number;
  refused: number;
  failed: number;
  /** p99 of the answered */
  p99: number;
}

/** Latencies (the spread fields) are the answered requests' only: a refusal is quick by design. */
export interface OpenLoopResult extends Latencies {
  rate: number;
  seconds: number;
  sent: number;
  /** 2xx and 3xx answers */
  ok: number;
  /** 503 answers: refused quickly is a valid answer under overload */
  refused: number;
  /** other statuses, failed connections and answers later than the time limit */
  failed: number;
  /** the share of requests sent that were answered or refused within 1 s of their scheduled start */
  within1s: number;
  refusedLatency: Latencies;
  /** how late this process sent requests after their scheduled start: the generator's own limit */
  sendLag: Latencies;
  /** from the scheduled start to a connection: waits for one of the agent's sockets (a proxy's) */
  socketWait: Latencies;
  /** connections opened */
  connections: number;
  statuses: Record<string, number>;
  /** why requests without an answer failed, by error code */
  errors: Record<string, number>;
  byKind: Record<string, Latencies>;
  perSecond: Second[];
}

export const summarise = (values: number[]): Latencies => {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
};

/** What one request met in this process: its status (0: no answer) and when the agent gave it a socket. */
interface Sent {
  status: number;
  socketAt: number;
}

const opened = new WeakSet<object>();

const send = (
  agent: http.Agent,
  port: number,
  r: MixRequest,
  timeoutMs: number,
  errorCodes: Record<string, number>,
  onConnect: () => void,
) =>
  new Promise<Sent>((resolve) => {
    let socketAt = NaN;
    const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: r.path,
        method: r.method ?? 'GET',
        agent,
        timeout: timeoutMs,
        headers: {
          // Browsers ask for compressed pages; the server keeps them compressed.
          'accept-encoding': 'br, gzip',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...r.headers,
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode ?? 0, socketAt }));
        res.on('error', () => resolve({ status: 0, socketAt }));
      },
    );
    req.on('socket', (socket) => {
      socketAt = performance.now();
      if (opened.has(socket)) return;
      opened.add(socket);
      onConnect();
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => {
      errorCodes[err.code ?? err.message] = (errorCodes[err.code ?? err.message] ?? 0) + 1;
      resolve({ status: 0, socketAt });
    });
    req.end(payload);
  });

export interface OpenLoopOptions {
  port: number;
  rate: number;
  seconds: number;
  next: () => MixRequest;
  /** an answer later than this counts as failed (a visitor has given up) */
  timeoutMs?: number;
  /** sockets the generator may open: like the connections a proxy in front would keep */
  connections?: number;
}

export const runOpenLoop = async (opts: OpenLoopOptions): Promise<OpenLoopResult> => {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections ?? 256 });
  const total = Math.round(opts.rate * opts.seconds);
  const answered: number[] = [];
  const refusals: number[] = [];
  const lags: number[] = [];
  const socketWaits: number[] = [];
  let connections = 0;
  const perKind = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const seconds = Array.from({ length: Math.ceil(opts.seconds) }, () => ({
    answered: [] as number[],
    refused: 0,
    failed: 0,
  }));
  let ok = 0;
  let refused = 0;
  let failed = 0;
  let within1s = 0;
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Everything whose time has come leaves now, stamped with the time it should have left.
      while (sent < total && t0 + (sent * 1000) / opts.rate <= now) {
        const scheduled = t0 + (sent * 1000) / opts.rate;
        const r = opts.next();
        const second = seconds[Math.min(seconds.length - 1, Math.floor(sent / opts.rate))]!;
        sent++;
        lags.push(performance.now() - scheduled);
        pending.push(
          send(agent, opts.port, r, timeoutMs, errors, () => connections++).then(({ status, socketAt }) => {
            const ms = performance.now() - scheduled;
            if (!Number.isNaN(socketAt)) socketWaits.push(socketAt - scheduled);
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status >= 200 && status < 400 && ms <= timeoutMs) {
              ok++;
              answered.push(ms);
              second.answered.push(ms);
              let list = perKind.get(r.kind);
              if (!list) perKind.set(r.kind, (list = []));
              list.push(ms);
            } else if (status === 503) {
              refused++;
              second.refused++;
              refusals.push(ms);
            } else {
              failed++;
              second.failed++;
              return;
            }
            if (ms <= 1000) within1s++;
          }),
        );
      }
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return {
    rate: opts.rate,
    seconds: (performance.now() - t0) / 1000,
    sent,
    ok,
    refused,
    failed,
    within1s: sent ? within1s / sent : 1,
    refusedLatency: summarise(refusals),
    sendLag: summarise(lags),
    socketWait: summarise(socketWaits),
    connections,
    statuses,
    errors,
    ...summarise(answered),
    byKind: Object.fromEntries([...perKind].map(([k, v]) => [k, summarise(v)])),
    perSecond: seconds.map((x) => ({
      answered: x.answered.length,
      refused: x.refused,
      failed: x.failed,
      p99: summarise(x.answered).p99,
    })),
  };
};
