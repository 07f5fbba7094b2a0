import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { renderApiDocs } from './render.ts';

// docs/api.md as `npm run docs:api` writes it: rendered, then formatted with the
// project's Prettier settings so `npm run lint` accepts it unchanged.

export const API_DOCS_PATH = path.resolve(import.meta.dirname, '..', '..', 'docs', 'api.md');

export async function generateApiDocs(): Promise<string> {
  const options = await resolveConfig(API_DOCS_PATH);
  return format(renderApiDocs(), { ...options, filepath: API_DOCS_PATH });
}
