import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../client/src');

/**
 * A file's name as a reader searches for it: without .ts/.tsx, so that Foo.ts and Foo.tsx are one
 * name; a stylesheet keeps its whole name, so that Foo.module.css beside Foo.tsx is Foo's own.
 */
const nameOf = (file: string) => path.basename(file).replace(/\.tsx?$/, '');
/** Every domain has these, and the folder says whose: features/<domain>/api.ts, routes.ts. */
const EVERY_FOLDER = new Set(['api', 'routes', 'index']);

describe('client/src file names', () => {
  it('are never shared by two files (but api.ts, routes.ts and index.ts)', () => {
    const files = (fs.readdirSync(SRC, { recursive: true }) as string[]).filter((f) =>
      fs.statSync(path.join(SRC, f)).isFile(),
    );
    const byName = new Map<string, string[]>();
    for (const f of files) {
      const name = nameOf(f);
      if (!EVERY_FOLDER.has(name)) byName.set(name, [...(byName.get(name) ?? []), f]);
    }
    const shared = [...byName.values()].filter((paths) => paths.length > 1);
    expect(shared).toEqual([]);
  });
});
