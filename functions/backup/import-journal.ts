import * as z from '#functions/platform/zod.ts';
import { message } from '#src/schemas/messages.ts';
import { HttpError } from '#functions/platform/http.ts';
import { deleteKey, readOptional, updateDocument } from '#functions/platform/store.ts';

// An import under way, noted in the store before it writes and removed when it
// ends (done, or undone after a failure). A note older than any function may
// run is an import cut short (a timeout, a crash): the site may then hold
// content from two backups, and the backups list says which backup restores
// the content as it was (ADR 0102). A note younger than that is an import
// running, and a second one is refused.

const KEY = 'backups/import-running';

/** Netlify ends a synchronous function after 60 s; past twice that, no import is still running. */
export const IMPORT_RUN_LIMIT_MS = 2 * 60 * 1000;

const runningSchema = z.object({
  started_at: z.iso.datetime(),
  by: z.string(),
  /** The backup of the content as it was, once it is kept: '' before, when nothing has been written yet. */
  safety_backup: z.string(),
});
export type RunningImport = z.infer<typeof runningSchema>;

const isCutShort = (running: RunningImport, now: number) => now - Date.parse(running.started_at) > IMPORT_RUN_LIMIT_MS;

/** Notes an import as under way; 409 while another runs. One cut short is replaced: this import is the way out of it. */
export async function beginImport(by: string, now = Date.now()): Promise<void> {
  await updateDocument(
    KEY,
    z.nullable(runningSchema),
    () => null,
    (current) => {
      if (current && !isCutShort(current, now)) throw new HttpError(409, message('import_running', { by: current.by }));
      return { value: { started_at: new Date(now).toISOString(), by, safety_backup: '' }, result: undefined };
    },
  );
}

/** Names the backup of the content as it was, once kept, before anything is written. */
export async function noteSafetyBackup(name: string): Promise<void> {
  await updateDocument(
    KEY,
    z.nullable(runningSchema),
    () => null,
    (current) => ({
      value: current ? { ...current, safety_backup: name } : undefined,
      result: undefined,
    }),
  );
}

/**
 * The import has ended, done or undone. A note that cannot be removed is
 * logged, not thrown: the import's own answer stands, and the note, past its
 * two minutes, names the backup taken before an import that did end.
 */
export async function endImport(): Promise<void> {
  try {
    await deleteKey(KEY);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'import_note_not_removed', error: String(error) }));
  }
}

/** The import cut short after it began writing, if there is one. */
export async function readInterruptedImport(now = Date.now()): Promise<RunningImport | undefined> {
  try {
    const running = await readOptional(KEY, runningSchema);
    return running && running.safety_backup !== '' && isCutShort(running, now) ? running : undefined;
  } catch (error) {
    // The backups list is how an import is undone: an unreadable note never keeps it from showing.
    console.error(JSON.stringify({ level: 'error', event: 'import_note_unreadable', error: String(error) }));
    return undefined;
  }
}
