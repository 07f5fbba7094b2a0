import { writeFile } from 'node:fs/promises';
import { API_DOCS_PATH, generateApiDocs } from './api-docs/generate.ts';

// `npm run docs:api`: writes docs/api.md from the endpoint table and the zod schemas.

await writeFile(API_DOCS_PATH, await generateApiDocs());
console.log(`Wrote ${API_DOCS_PATH}`);
