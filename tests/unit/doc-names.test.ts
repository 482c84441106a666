// The newcomer's pages name real things: every backticked name in docs/how-to-add-a-domain.md and
// docs/architecture.md that looks like a path is a file or folder of the repository, and every one
// that looks like an identifier is declared somewhere in server/, client/, shared/, scripts/, tests/ or
// migrations/.
// The rules, so that a writer knows what passes:
// - a path is a name with a '/' or ending in .ts, .tsx, .md, .cjs; '#server/', '#client/' and
//   '#shared/' are the import aliases of server/src/, client/src/ and shared/;
// - `<…>` and `*` in a path stand for any part of one name (`modules/<domain>/index.ts` must match
//   at least one file); a path that starts with '/' is a URL, under dist/ a build output: neither is
//   checked; a path not found from the root may be the tail of one (`db/slugs.ts`, `memoriam.router.ts`);
// - an identifier is a word (`crudHooks`), optionally called (`crud()`) or a member (`AppDeps.staffOf`:
//   both words); it is declared when a file has it after const/let/function/class/interface/type/
//   enum, in an export list or a destructuring, or as a member (`name:`, `name?:`, `name(` at the
//   start of a line); JavaScript's own words (`null`, `true`) are not checked;
// - anything else in backticks (code with spaces, quotes, JSX, commands) is not checked.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DOCS = ['docs/how-to-add-a-domain.md', 'docs/architecture.md'];
const CODE_ROOTS = ['server', 'client', 'shared', 'scripts', 'tests', 'migrations'];
const KEYWORDS = new Set(['null', 'true', 'false', 'undefined', 'const', 'export', 'import', 'type', 'async']);

/** Every name in single backticks outside fenced code blocks. */
export const backtickedNames = (markdown: string) =>
  markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .flatMap((line) => [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim()));

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const folders = new Set(
  files.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const everything = [...files, ...folders];

const isPathLike = (name: string) => !/\s/.test(name) && (name.includes('/') || /\.(ts|tsx|md|cjs)$/.test(name));
const IDENTIFIER = /^([A-Za-z_$][\w$]*)(\.[A-Za-z_$][\w$]*)?(\(\))?$/;

/** The reason a path names nothing, or null when it is found (or not checked). */
export const missingPath = (name: string, known: readonly string[] = everything): string | null => {
  if (name.startsWith('/') || name.startsWith('dist/')) return null;
  const path = name
    .replace(/^#server\//, 'server/src/')
    .replace(/^#client\//, 'client/src/')
    .replace(/^#shared\//, 'shared/')
    .replace(/\/$/, '');
  const pattern = new RegExp(
    `(^|/)${path
      .split(/(<[^>]+>|\*)/)
      .map((part, i) => (i % 2 ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );
  if (!path.includes('<') && !path.includes('*') && existsSync(path)) return null;
  return known.some((f) => pattern.test(f)) ? null : `no file or folder ${name}`;
};

const sources = execFileSync('git', ['ls-files', ...CODE_ROOTS], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|cjs|mjs)$/.test(f))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

const declared = (word: string, text: string) => {
  const w = word.replace(/\$/g, '\\$');
  return [
    new RegExp(`\\b(const|let|var|function\\*?|class|interface|type|enum)\\s+${w}\\b`),
    new RegExp(`(export|import)\\s+(type\\s+)?\\{[^}]*\\b${w}\\b[^}]*\\}`),
    new RegExp(`\\{[^}]*\\b${w}\\b[^}]*\\}\\s*(:[^=]*)?=`),
    new RegExp(`^\\s*(readonly\\s+|async\\s+)?['"]?${w}['"]?\\??\\s*[:(]`, 'm'),
  ].some((re) => re.test(text));
};

/** The reason an identifier is declared nowhere, or null when it is (or not checked). */
export const missingIdentifier = (name: string, text: string = sources): string | null => {
  const m = IDENTIFIER.exec(name);
  if (!m || KEYWORDS.has(m[1]!)) return null;
  const words = [m[1]!, ...(m[2] ? [m[2].slice(1)] : [])];
  const absent = words.filter((w) => !declared(w, text));
  return absent.length ? `${absent.join(', ')} is declared nowhere in ${CODE_ROOTS.join(', ')}` : null;
};

describe('the names the docs give', () => {
  it.each(DOCS)('%s names only real files and declared identifiers', (doc) => {
    const names = backtickedNames(readFileSync(doc, 'utf8'));
    const wrong = names.flatMap((name) => {
      const why = isPathLike(name) ? missingPath(name) : missingIdentifier(name);
      return why ? [`\`${name}\`: ${why}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('refuses a made-up file, placeholder match or identifier', () => {
    expect(missingPath('server/src/modules/<domain>/face.ts')).toMatch('no file');
    expect(missingPath('server/src/modules/<domain>/index.ts')).toBeNull();
    expect(missingPath('db/slugs.ts')).toBeNull();
    expect(missingIdentifier('articleService')).toBeNull();
    expect(missingIdentifier('crud()')).toBeNull();
    expect(missingIdentifier('DomainFace')).toBeNull();
    expect(missingIdentifier('AppDeps.staffOf')).toBeNull();
    expect(missingIdentifier('defineDomain()')).toMatch('declared nowhere');
    expect(missingIdentifier('AppDeps.sessionOf')).toMatch('sessionOf');
    expect(missingIdentifier('madeUpName', 'const madeUpNameElsewhere = 1; x.madeUpName = 2; f(madeUpName)')).toMatch(
      'declared nowhere',
    );
  });
});
