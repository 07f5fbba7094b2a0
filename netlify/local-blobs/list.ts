import type { BigIntStats } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileName, segmentOf } from '#netlify/local-blobs/names.ts';

// A list of the local Blobs store, as Netlify's service answers one: the keys
// under a prefix in key order, in pages of 1,000 (the cursor is the last key of
// the previous page), or with `directories` each folder under the prefix as one
// entry. It walks the store's folder: a write renames a whole file over the
// key's, so every key that exists while the list runs is in it.

export interface ListedBlob {
  etag: string;
  key: string;
  last_modified: string;
  size: number;
}

export interface ListPage {
  blobs: ListedBlob[];
  directories: string[];
  next_cursor?: string;
}

export interface ListOptions {
  prefix: string;
  directories: boolean;
  cursor?: string | undefined;
}

/** What a file holds: its etag and stats, or undefined when it is no blob (any more). */
export type Stored = (file: string) => Promise<{ etag: string; stats: BigIntStats } | undefined>;

const PAGE_SIZE = 1000;

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** One page of the list of the store kept in `root`. */
export async function listPage(root: string, { prefix, directories, cursor }: ListOptions, stored: Stored): Promise<ListPage> {
  const blobs: ListedBlob[] = [];
  const folders: string[] = [];
  const walk = async (folder: string, keyBase: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    await Promise.all(
      entries.map(async (entry) => {
        const key = keyBase + segmentOf(entry.name);
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (directories && key.startsWith(prefix)) folders.push(key);
          else if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(file, `${key}/`);
          return;
        }
        const found = key.startsWith(prefix) ? await stored(file) : undefined;
        if (!found) return;
        const { etag, stats } = found;
        blobs.push({ etag, key, last_modified: new Date(Number(stats.mtimeMs)).toISOString(), size: Number(stats.size) });
      }),
    );
  };
  // The walk starts in the deepest folder the prefix names whole. No key has a "." or ".." segment,
  // and a prefix with one must not lead it out of the store.
  const base = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  const baseSegments = base.split('/').filter((segment) => segment !== '');
  if (baseSegments.some((segment) => segment === '.' || segment === '..')) return { blobs: [], directories: [] };
  await walk(path.join(root, ...baseSegments.map(fileName)), base);

  const after = (key: string) => cursor === undefined || key > cursor;
  const entries = [
    ...blobs.filter((blob) => after(blob.key)).map((blob) => ({ key: blob.key, blob })),
    ...folders.filter(after).map((key) => ({ key, blob: undefined })),
  ].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const shown = entries.slice(0, PAGE_SIZE);
  const page: ListPage = {
    blobs: shown.flatMap((entry) => (entry.blob ? [entry.blob] : [])),
    directories: shown.flatMap((entry) => (entry.blob ? [] : [entry.key])),
  };
  const last = shown.at(-1);
  if (entries.length > PAGE_SIZE && last) page.next_cursor = last.key;
  return page;
}
