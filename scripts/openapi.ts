// `npm run openapi`: prints the OpenAPI document as JSON on stdout, without starting a server.
import { openApiDocument } from '#server/compose/openapi';

process.stdout.write(`${JSON.stringify(openApiDocument(), null, 2)}\n`);
