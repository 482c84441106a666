// The whole served document. The server renders it around the app; the browser hydrates the same
// document (hydrateRoot(document)), so that the app's position in the tree, and so every useId, is
// the same on both sides. The head holds the built styles and fonts, and React hoists each page's
// own <title>, meta and links into it.
import type { ReactNode } from 'react';
import { STATE_SCRIPT_ID } from './ssr-data';

export interface PageAssets {
  /** the entry module */
  entry: string;
  /** stylesheets, in order */
  css: string[];
  /** modules the entry imports at once */
  modulepreload: string[];
  /** the woff2 files of the first screen's text */
  fonts: string[];
}

interface Props {
  assets: PageAssets;
  /** the page state as script-safe JSON (scriptSafeJson), exactly as served; none for a shell */
  stateJson: string | null;
  noindex: boolean;
  children: ReactNode;
}

export function Document({ assets, stateJson, noindex, children }: Props) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {noindex && <meta name="robots" content="noindex" />}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        {stateJson !== null && (
          <script type="application/json" id={STATE_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: stateJson }} />
        )}
      </body>
    </html>
  );
}
