// `npm run openapi`: prints the OpenAPI document as JSON on stdout, without starting a server.
import '../server/src/multipart';
import { openApiDocument } from '#server/lib/openapi';

process.stdout.write(`${JSON.stringify(openApiDocument(), null, 2)}\n`);
