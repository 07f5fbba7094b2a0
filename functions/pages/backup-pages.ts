import { message, type Message } from '#src/schemas/messages.ts';
import type { PageDocument } from '#src/schemas/pages.ts';
import { findSitePage } from '#src/site/pages.ts';
import { readPage, readPages, writePage } from '#functions/pages/pages.ts';

// The pages in a backup (functions/backup/backup.ts, ADR 0058): every page as
// stored, its draft and its published version, and on restore every page of
// the backup that differs written back, as a version of its own.

export const backupPages = (): Promise<PageDocument[]> => readPages();

/** The first page of a backup this site has no such page for (by id and type), or named twice. */
export function checkBackupPages(pages: readonly PageDocument[]): Message | undefined {
  const seen = new Set<string>();
  for (const page of pages) {
    if (findSitePage(page.id)?.type !== page.type || seen.has(page.id)) return message('page_not_found', { id: page.id });
    seen.add(page.id);
  }
  return undefined;
}

const same = (a: PageDocument, b: PageDocument) => JSON.stringify(a) === JSON.stringify(b);

export async function changedPages(pages: readonly PageDocument[]): Promise<{ changed: number; unchanged: number }> {
  const current = await Promise.all(pages.map((page) => readPage(page.id)));
  const changed = pages.filter((page, index) => !same(page, current[index]!)).length;
  return { changed, unchanged: pages.length - changed };
}

/** Writes back every page of a backup that differs from the one stored. */
export async function restorePages(pages: readonly PageDocument[], by: string): Promise<void> {
  for (const page of pages) {
    if (same(page, await readPage(page.id))) continue;
    await writePage(page.id, by, 'import', () => page);
  }
}
