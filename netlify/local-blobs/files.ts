import { createHash, randomUUID } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import { mkdir, open, readFile, rename, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { keyTurns } from '#netlify/local-blobs/key-turns.ts';
import { listPage, type ListOptions, type ListPage } from '#netlify/local-blobs/list.ts';
import { fileName } from '#netlify/local-blobs/names.ts';

// The local Blobs store on disk, in the layout @netlify/blobs' own emulator used
// (so a data directory it wrote keeps working): a key's bytes in
// entries/<site>/<store>/<key>, its metadata as JSON in metadata/<site>/<store>/<key>
// when it has any, one folder per "/" of the key. Files are replaced whole: written
// under tmp/ first, then renamed over the key's file, so a reader or a list sees
// the old bytes or the new ones, never a part.
//
// An etag is the hash of the bytes, as Netlify's are. Each is kept in memory with
// the file's identity (inode, size, modification and change times): a list
// hashes only the files that changed since it last saw them, and a file edited by
// hand gets a new etag at the next read or list.

export interface BlobAddress {
  site: string;
  store: string;
  /** The key's segments (the key split at "/"), each a valid file name. */
  key: string[];
}

export type Metadata = Record<string, unknown>;

export interface FoundBlob {
  etag: string;
  metadata: Metadata;
  /** The bytes, or nothing for a HEAD or a read whose If-None-Match matched. */
  body?: Buffer;
}

export interface Preconditions {
  ifMatch?: string | undefined;
  /** If-None-Match: * (the key must not exist). */
  ifNew?: boolean | undefined;
}

const contentEtag = (hash: ReturnType<typeof createHash>) => `"${hash.digest('hex')}"`;
const identity = (stats: BigIntStats) => `${String(stats.ino)}:${String(stats.size)}:${String(stats.mtimeNs)}:${String(stats.ctimeNs)}`;
const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

async function unlessMissing<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export function blobFiles(directory: string) {
  const turns = keyTurns();
  const etags = new Map<string, { identity: string; etag: string }>();
  const tmp = path.join(directory, 'tmp');

  const storeRoot = (tree: 'entries' | 'metadata', { site, store }: Omit<BlobAddress, 'key'>) =>
    path.join(directory, tree, fileName(site), fileName(store));
  const filePath = (tree: 'entries' | 'metadata', address: BlobAddress) =>
    path.join(storeRoot(tree, address), ...address.key.map(fileName));

  /** The etag kept for `file` when it is still the file `stats` describe. */
  const knownEtag = (file: string, stats: BigIntStats) => {
    const known = etags.get(file);
    return known?.identity === identity(stats) ? known.etag : undefined;
  };

  /** The etag of `bytes`, kept for `file` as `stats` describe it. */
  const keepEtag = (file: string, stats: BigIntStats, bytes: Uint8Array) => {
    const etag = contentEtag(createHash('sha256').update(bytes));
    etags.set(file, { identity: identity(stats), etag });
    return etag;
  };

  /** The etag and stats of the blob stored in `file`, or undefined when there is none. */
  async function stored(file: string): Promise<{ etag: string; stats: BigIntStats } | undefined> {
    const stats = await unlessMissing(stat(file, { bigint: true }));
    if (!stats?.isFile()) return undefined;
    const known = knownEtag(file, stats);
    if (known !== undefined) return { etag: known, stats };
    // Read through one descriptor, so the etag and the identity it is kept with are of the same file.
    const handle = await unlessMissing(open(file));
    if (!handle) return undefined;
    try {
      const opened = await handle.stat({ bigint: true });
      return opened.isFile() ? { etag: keepEtag(file, opened, await handle.readFile()), stats: opened } : undefined;
    } finally {
      await handle.close();
    }
  }

  async function metadataOf(address: BlobAddress): Promise<Metadata> {
    const text = await unlessMissing(readFile(filePath('metadata', address), 'utf8'));
    return text === undefined ? {} : (JSON.parse(text) as Metadata);
  }

  /** Renames `from` to `to`, creating `to`'s folder, again if a delete removed it meanwhile. */
  async function place(from: string, to: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await rename(from, to);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 5) throw error;
        await mkdir(path.dirname(to), { recursive: true });
      }
    }
  }

  /** Removes the folders a delete left empty, up to the store's own. */
  async function prune(file: string, root: string): Promise<void> {
    for (let folder = path.dirname(file); folder.startsWith(root + path.sep); folder = path.dirname(folder)) {
      try {
        await rmdir(folder);
      } catch {
        return;
      }
    }
  }

  /** A new file under tmp/ holding `content`: its path. */
  async function temporary(content: string | AsyncIterable<Uint8Array>): Promise<string> {
    const file = path.join(tmp, randomUUID());
    const handle = await open(file, 'wx').catch(async (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(tmp, { recursive: true });
      return open(file, 'wx');
    });
    try {
      await handle.writeFile(content);
    } catch (error) {
      await handle.close();
      await unlessMissing(unlink(file));
      throw error;
    }
    await handle.close();
    return file;
  }

  const turnOf = (address: BlobAddress) => filePath('entries', address);

  return {
    /** The blob's etag and metadata, and its bytes unless its etag is `ifNoneMatch`; undefined when it does not exist. */
    read(address: BlobAddress, ifNoneMatch?: string): Promise<FoundBlob | undefined> {
      const file = filePath('entries', address);
      return turns.read(turnOf(address), async () => {
        const handle = await unlessMissing(open(file));
        if (!handle) return undefined;
        try {
          const stats = await handle.stat({ bigint: true });
          if (!stats.isFile()) return undefined;
          const bytes = await handle.readFile();
          const etag = knownEtag(file, stats) ?? keepEtag(file, stats, bytes);
          const metadata = await metadataOf(address);
          return etag === ifNoneMatch ? { etag, metadata } : { etag, metadata, body: bytes };
        } finally {
          await handle.close();
        }
      });
    },

    /** The blob's etag and metadata, or undefined when it does not exist. */
    head(address: BlobAddress): Promise<FoundBlob | undefined> {
      return turns.read(turnOf(address), async () => {
        const found = await stored(filePath('entries', address));
        return found && { etag: found.etag, metadata: await metadataOf(address) };
      });
    },

    /**
     * Stores the bytes `body` yields, in the key's turn if the preconditions hold
     * there: the etag written, or undefined when they do not.
     */
    async write(address: BlobAddress, body: AsyncIterable<Uint8Array>, metadata: Metadata, conditions: Preconditions) {
      const file = filePath('entries', address);
      const metadataFile = filePath('metadata', address);
      const hash = createHash('sha256');
      const hashed = async function* () {
        for await (const chunk of body) {
          hash.update(chunk);
          yield chunk;
        }
      };
      const data = await temporary(hashed());
      const etag = contentEtag(hash);
      const written = await turns
        .write(turnOf(address), async () => {
          const current = await stored(file);
          if (conditions.ifNew && current) return undefined;
          if (conditions.ifMatch !== undefined && conditions.ifMatch !== current?.etag) return undefined;
          // Metadata first: the data file appearing is what makes the key exist.
          if (Object.keys(metadata).length > 0) {
            const described = await temporary(JSON.stringify(metadata));
            await place(described, metadataFile).catch(async (error: unknown) => {
              await unlessMissing(unlink(described));
              throw error;
            });
          } else {
            await unlessMissing(unlink(metadataFile));
          }
          await place(data, file);
          etags.set(file, { identity: identity(await stat(file, { bigint: true })), etag });
          return etag;
        })
        .catch(async (error: unknown) => {
          await unlessMissing(unlink(data));
          throw error;
        });
      if (written === undefined) await unlink(data);
      return written;
    },

    /** Deletes the blob, if there is one. */
    remove(address: BlobAddress): Promise<void> {
      const file = filePath('entries', address);
      const metadataFile = filePath('metadata', address);
      return turns.write(turnOf(address), async () => {
        await unlessMissing(unlink(file));
        etags.delete(file);
        await unlessMissing(unlink(metadataFile));
        await prune(file, storeRoot('entries', address));
        await prune(metadataFile, storeRoot('metadata', address));
      });
    },

    /** One page of the list of the store's keys (local-blobs/list.ts). */
    list(address: Omit<BlobAddress, 'key'>, options: ListOptions): Promise<ListPage> {
      return listPage(storeRoot('entries', address), options, stored);
    },
  };
}

export type BlobFiles = ReturnType<typeof blobFiles>;
