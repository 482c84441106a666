// The built client's files a served page links, read once from Vite's manifest: the entry module, the
// stylesheets (the entry's and the public pages'), modulepreloads and the preloaded fonts.
import fs from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../../client/src/entry-server';

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
 * public pages and the 404 page. Linking them all (a few KB compressed) keeps every public page from
 * flashing unstyled without a map from routes to chunks.
 */
const SERVER_RENDERED = /^src\/(pages\/public\/|pages\/NotFoundPage|components\/layouts\/(PublicLayout|EmptyLayout))/;

/** The first screen's text: Inter for body copy, Cormorant Garamond for headings, latin subset. */
const FIRST_FONTS = [/inter-latin-400-normal-[^/]+\.woff2$/, /cormorant-garamond-latin-500-normal-[^/]+\.woff2$/];

export const readPageAssets = (clientDir: string): PageAssets => {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error('the client build has no entry in its manifest');
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
    for (const file of chunk.css ?? []) if (!css.includes(url(file))) css.push(url(file));
    if (withJs && chunk !== entry) preload.push(url(chunk.file));
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry)!;
  walk(entryKey, true);
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isDynamicEntry && chunk.src && SERVER_RENDERED.test(chunk.src)) walk(key, false);

  const built = fs.readdirSync(path.join(clientDir, 'assets')).map((f) => `assets/${f}`);
  const fonts = FIRST_FONTS.flatMap((re) => built.filter((a) => re.test(a)).slice(0, 1)).map(url);
  return { entry: url(entry.file), css, modulepreload: preload, fonts };
};
