import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));
const api = `http://localhost:${process.env.PORT ?? 3000}`;

/** The server renderer's entry; `vite build --ssr src/entry-server.tsx` builds it into dist/server. */
export const SSR_ENTRY = 'src/entry-server.tsx';

/**
 * tsconfig.json's #client/* path (client/src by folder name) for Vite and Vitest. An alias, as
 * Vite reads a specifier starting with # as one of package.json's "imports" before tsconfig paths.
 */
export const CLIENT_ALIAS = { find: /^#client\//, replacement: `${path.join(here, 'src')}/` };

export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [
    react(),
    // Every textual file also as .br and .gz beside it, served by server/src/web/static-files.ts.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
        threshold: 1024,
      }),
  ],
  css: { postcss: path.join(here, 'postcss.config.cjs') },
  // The browser build's zod runs without its eval-probing JIT (see the module); the server keeps it.
  resolve: {
    alias: isSsrBuild
      ? [CLIENT_ALIAS]
      : [CLIENT_ALIAS, { find: /^zod$/, replacement: path.join(here, 'src', 'lib', 'zod-jitless.ts') }],
  },
  // The server renderer carries only the icons it draws: left external, Node loads the package's
  // whole single-file build (thousands of icons, a few MiB of heap) into the server process.
  ssr: { noExternal: ['@tabler/icons-react'] },
  server: {
    port: 5173,
    proxy: { '/api': api, '/trpc': api, '/uploads': api, '/healthz': api },
  },
  build: isSsrBuild
    ? { outDir: path.join(here, '..', 'dist', 'server'), emptyOutDir: true, ssr: SSR_ENTRY }
    : {
        outDir: path.join(here, '..', 'dist', 'client'),
        emptyOutDir: true,
        // The server reads it for each page's stylesheets, modulepreloads and fonts.
        manifest: true,
        // Published maps let the browser's tools (and Lighthouse's best-practices audit) read the code.
        sourcemap: true,
        chunkSizeWarningLimit: 900,
        // The app (index.html, src/main.tsx) and the small script a served page starts with, which
        // loads the app once the first screen is shown (src/boot.ts).
        rolldownOptions: { input: { index: path.join(here, 'index.html'), boot: path.join(here, 'src', 'boot.ts') } },
      },
}));
