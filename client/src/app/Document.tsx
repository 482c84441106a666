// The whole served document. The server renders it around the app; the browser hydrates the same
// document (hydrateRoot(document)), so that the app's position in the tree, and so every useId, is
// the same on both sides. The head holds the public pages' styles (inline: no stylesheet request
// stands between the HTML and the first paint) and the preloaded fonts, and React hoists each page's
// own <title>, meta and links into it.
import type { ReactNode } from 'react';
import { APP_SCRIPT_ID, type PageAssets, STATE_SCRIPT_ID, STYLES_ID } from '../lib/ssr-data';

/** A link's disabled attribute, which @types/react does not list. */
const DISABLED = { disabled: true };

interface Props {
  assets: PageAssets;
  /** the public pages' CSS, inlined in the head; the browser passes back what the server sent */
  styles: string;
  /** the page state as script-safe JSON (scriptSafeJson), exactly as served; none for a shell */
  stateJson: string | null;
  noindex: boolean;
  children: ReactNode;
}

export function Document({ assets, styles, stateJson, noindex, children }: Props) {
  return (
    // The server adds the visitor's reading preferences to <html> (data-a11y-*, decision 026): one
    // kept page serves everyone, so React is told that those attributes are not its own to match.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {noindex && <meta name="robots" content="noindex" />}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {styles && <style id={STYLES_ID} dangerouslySetInnerHTML={{ __html: styles }} />}
        {/* The inline styles' own files, disabled: never fetched or applied, but there for Vite's
            loader, which adds a route chunk's stylesheet only when no link names it. Added after
            hydration, the same rules came again in another order and moved the page (the home
            hero jumped 40 px as page.css and HomePage.css arrived one after the other). */}
        {assets.inlinedCss.map((href) => (
          <link key={href} rel="stylesheet" href={href} {...DISABLED} />
        ))}
        {/* The app's modules, for the boot script to load once the first screen is shown: named
            here, they would be fetched at once and share the connection with its image and fonts. */}
        <script
          type="application/json"
          id={APP_SCRIPT_ID}
          dangerouslySetInnerHTML={{ __html: JSON.stringify([assets.entry, ...assets.modulepreload]) }}
        />
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
