// An open-loop load generator: requests leave on a fixed schedule (rate per second), whether or not
// earlier ones have been answered, as visitors arrive at a site. Latency is counted from each
// request's scheduled start, so time spent queued behind a slow server (or in this process) counts:
// a closed-loop generator would slow down with the server and hide exactly that (coordinated omission).
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
  statuses: Record<string, number>;
  byKind: Record<string, Latencies>;
}

/** why requests without an answer failed, by error code */
export const errorCodes: Record<string, number> = {};

export const summarise = (values: number[]): Latencies => {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
};

const send = (agent: http.Agent, port: number, r: MixRequest, timeoutMs: number) =>
  new Promise<number>((resolve) => {
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
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => {
      errorCodes[err.code ?? err.message] = (errorCodes[err.code ?? err.message] ?? 0) + 1;
      resolve(0);
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
  const all: number[] = [];
  const perKind = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  let ok = 0;
  let refused = 0;
  let failed = 0;
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
        sent++;
        pending.push(
          send(agent, opts.port, r, timeoutMs).then((status) => {
            const ms = performance.now() - scheduled;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status >= 200 && status < 400 && ms <= timeoutMs) ok++;
            else if (status === 503) refused++;
            else failed++;
            if (status === 0) return;
            all.push(ms);
            let list = perKind.get(r.kind);
            if (!list) perKind.set(r.kind, (list = []));
            list.push(ms);
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
    statuses,
    ...summarise(all),
    byKind: Object.fromEntries([...perKind].map(([k, v]) => [k, summarise(v)])),
  };
};
