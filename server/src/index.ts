// The process entry (`npm start`, `npm run dev`): a supervisor that runs the server (serve.ts) in a
// child process and starts it again within seconds if it ends without being asked to
// (ops/supervisor.ts, docs/decisions/040-supervisor-and-after-the-answer.md).
import cluster from 'node:cluster';
import { supervise } from './ops/supervisor';

if (cluster.isPrimary) supervise();
else await import('./serve');
