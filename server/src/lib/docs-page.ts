// The API docs page: Swagger UI served from node_modules, so it works with no internet.
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';
import { GALLERY } from '#shared/gallery';

const require = createRequire(import.meta.url);
const assets = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${GALLERY.name} API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, persistAuthorization: true });`;

export const docsRouter = (): Router => {
  const r = express.Router();
  r.get('/', (_req, res) => void res.type('html').send(page));
  r.get('/init.js', (_req, res) => void res.type('application/javascript').send(init));
  r.use('/assets', express.static(assets, { maxAge: '1d', index: false }));
  return r;
};
