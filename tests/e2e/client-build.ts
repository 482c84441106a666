// The built client is made in the background while the first test files run (a clean clone builds
// it in about 10-15 s, which blocked every project before): global-setup starts the build and says
// here, in a file, when it is done; a browser file waits for that before it starts its site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the file global-setup writes once the client is built: 'ok', or why the build failed */
    clientBuildResult: string;
  }
}

/** Runs the build and records its outcome for the test files; the promise never rejects. */
export const recordBuild = (build: Promise<unknown>): { resultFile: string; done: Promise<void> } => {
  const resultFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'weft-client-build-')), 'result');
  const done = build.then(
    () => fs.writeFileSync(resultFile, 'ok'),
    (err: unknown) => fs.writeFileSync(resultFile, err instanceof Error ? err.message : String(err)),
  );
  return { resultFile, done };
};

/** Resolves once the client is built; throws the build's own error when it failed. */
export const clientBuilt = async (resultFile: string, timeoutMs = 150_000) => {
  const until = Date.now() + timeoutMs;
  while (!fs.existsSync(resultFile)) {
    if (Date.now() > until) throw new Error(`the client build did not finish within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const result = fs.readFileSync(resultFile, 'utf8');
  if (result !== 'ok') throw new Error(`the client build failed:\n${result}`);
};
