import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));
const api = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: here,
  plugins: [
    react(),
    // Every textual file also as .br and .gz beside it, served by server/src/web/static-files.ts.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  css: { postcss: path.join(here, 'postcss.config.cjs') },
  server: {
    port: 5173,
    proxy: { '/api': api, '/trpc': api, '/uploads': api, '/healthz': api },
  },
  build: {
    outDir: path.join(here, '..', 'dist', 'client'),
    emptyOutDir: true,
    // Published maps let the browser's tools (and Lighthouse's best-practices audit) read the code.
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (id.includes('node_modules/@mantine') || id.includes('node_modules/react')) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
