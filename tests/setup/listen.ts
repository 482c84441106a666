// The app on a real port (0: any free one), for tests that need truly concurrent requests.
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export const listen = async (app: Express) => {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A log stream held in memory: every line written to it, parsed. */
export const memoryLog = () => {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    text: () => lines.map((l) => JSON.stringify(l)).join('\n'),
  };
};
