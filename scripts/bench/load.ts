// A closed-loop load generator: `connections` keep-alive sockets, each sending its next request as
// soon as the previous answer is read, until `maxRequests` are done or `durationMs` has passed.
import http from 'node:http';

export interface LoadResult {
  requests: number;
  /** answers other than 200, refusals (503) included, and failed requests */
  errors: number;
  /** of the errors, the refusals: 503 with Retry-After from the load shedder */
  refused: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadOptions {
  port: number;
  paths: readonly string[];
  connections: number;
  maxRequests: number;
  durationMs: number;
}

const get = (agent: http.Agent, port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export const runLoad = async (opts: LoadOptions): Promise<LoadResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies = new Float64Array(opts.maxRequests);
  let issued = 0;
  let done = 0;
  let errors = 0;
  let refused = 0;
  const start = performance.now();
  const deadline = start + opts.durationMs;
  const worker = async () => {
    while (issued < opts.maxRequests && performance.now() < deadline) {
      const path = opts.paths[issued % opts.paths.length]!;
      issued++;
      const t0 = performance.now();
      const status = await get(agent, opts.port, path).catch(() => 0);
      latencies[done++] = performance.now() - t0;
      if (status !== 200) errors++;
      if (status === 503) refused++;
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.slice(0, done).sort();
  return {
    requests: done,
    errors,
    refused,
    seconds,
    rps: done / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : 0,
  };
};
