// The render thread's entry from its TypeScript sources (tests; the server runs the built one):
// tsx registered in this worker thread first, as `npm run dev` runs the server.
import { register } from 'tsx/esm/api';

register();
await import('../../server/src/renderer.ts');
