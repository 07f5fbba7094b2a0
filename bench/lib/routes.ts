import { readdir } from 'node:fs/promises';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', '..', 'dist');

/** Every pre-rendered public route in dist/ (the admin and the 404 page excluded). */
export async function publicRoutes(): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true });
  return entries
    .filter((file) => file.endsWith('index.html') && !file.startsWith('admin'))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/').replace(/^\/\.?$/, '/'))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

export { dist };
