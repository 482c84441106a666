// The built client's files a served page names, read once from Vite's manifest: the boot script, the
// app's entry module and its modulepreloads, the preloaded fonts; and the styles (the entry's and the public pages'), which
// the page carries inline.
import fs from 'node:fs';
import path from 'node:path';
import type { ServedAssets } from '../../../client/src/entry-server';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Chunks whose styles the server-rendered pages need before the script runs: the public layout, the
 * public pages (a domain's public/ folder but the sign-in screens and the emailed links' pages, which
 * bring Mantine with them) and the 404 page. All of them go inline into every page (about 50 KB, 8.5 KB
 * compressed, in 2026-11): no stylesheet request delays the first paint, and no map from routes to
 * chunks is needed. The page also names these files in disabled links, so that the app never loads
 * them again (Document.tsx says why).
 */
const SERVER_RENDERED =
  /^src\/(features\/(?!auth\/)[^/]+\/public\/(?!(RsvpCancel|WaitlistClaim|MailingListLink)Page)|components\/NotFoundPage|app\/layouts\/(PublicLayout|EmptyLayout))/;

/**
 * The order the server-rendered chunks' styles go in: the layouts, the site's own pages (site/ and
 * search/), then each domain's public pages by path. Where rules of equal weight from two
 * stylesheets meet on one element the later wins, so this is the order they had before the client's
 * pages moved into their domains (docs/decisions/044-client-by-domain.md), kept as it was.
 */
const cascadeKey = (src: string) => src.replace(/^src\/features\/(site|search)\/public\//, 'src/features/ /');

/**
 * The latin files of the site's three fonts (client/src/app/fonts.css), all on every first screen:
 * preloaded, they start with the HTML at High priority instead of being found at the first layout.
 */
const FIRST_FONTS = [
  /inter-latin-400-normal-[^/]+\.woff2$/,
  /inter-latin-500-normal-[^/]+\.woff2$/,
  /cormorant-garamond-latin-500-normal-[^/]+\.woff2$/,
];

export const readPageAssets = (clientDir: string): ServedAssets => {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((c) => c.isEntry && c.src === 'index.html');
  const boot = Object.values(manifest).find((c) => c.isEntry && c.src === 'src/boot.ts');
  if (!entry || !boot) throw new Error('the client build lacks its entries (index.html, src/boot.ts) in its manifest');
  const url = (file: string) => `/${file}`;

  const css: string[] = [];
  const preload: string[] = [];
  const seen = new Set<string>();
  const walk = (key: string, withJs: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) walk(imported, withJs);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    if (withJs && chunk !== entry) preload.push(url(chunk.file));
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry)!;
  walk(entryKey, true);
  const serverRendered = Object.keys(manifest).filter((key) => {
    const { isDynamicEntry, src } = manifest[key]!;
    return isDynamicEntry && src && SERVER_RENDERED.test(src);
  });
  const inOrder = serverRendered.map((key) => [cascadeKey(key), key] as const).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [, key] of inOrder) walk(key, false);

  const built = fs.readdirSync(path.join(clientDir, 'assets')).map((f) => `assets/${f}`);
  const fonts = FIRST_FONTS.flatMap((re) => built.filter((a) => re.test(a)).slice(0, 1)).map(url);
  const styles = css.map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
  return {
    boot: url(boot.file),
    entry: url(entry.file),
    styles,
    modulepreload: preload,
    fonts,
    inlinedCss: css.map(url),
  };
};
