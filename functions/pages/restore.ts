import * as z from '#functions/platform/zod.ts';
import { messageOfIssue } from '#src/schemas/coded-issues.ts';
import type { PhotoLeftOut, RestoreInput } from '#src/schemas/history.ts';
import type { SessionUser } from '#src/schemas/session.ts';
import { message, nested } from '#src/schemas/messages.ts';
import { pageSchemas, type PageDocument } from '#src/schemas/pages.ts';
import { findSitePage } from '#src/site/pages.ts';
import { readVersion } from '#functions/content/history.ts';
import { HttpError } from '#functions/platform/http.ts';
import { nextUpdateTime } from '#functions/platform/versions.ts';
import { pageHistoryId, pageIdOfHistoryId, writePage } from '#functions/pages/pages.ts';
import { scheduleKeptFor } from '#functions/pages/schedule.ts';
import { publishIfDue } from '#functions/pages/live.ts';
import { readLiveLibrary, withoutDeletedSocialImage } from '#functions/media/restored-photos.ts';
import { takeFrenchSlug } from '#functions/pages/french-slug.ts';

// Restoring a version of a page (POST /api/admin/history, collection
// `pages`): the version's draft becomes the draft again, and what visitors
// see changes only when someone publishes it, as with any edit (ADR 0058).
// Pages are never deleted, so there is no deleted page to bring back.

/** The page a history request names, by its id or its history id. */
export function pageIdOfHistory(id: string): string | undefined {
  return findSitePage(id) ? id : pageIdOfHistoryId(id);
}

/**
 * The version's draft becomes the page's draft, without a library photo
 * deleted since (pushed to `photosLeftOut`), as a project's version comes back.
 */
export async function restorePage(
  input: RestoreInput,
  { username: by, role }: SessionUser,
  photosLeftOut: PhotoLeftOut[] = [],
): Promise<PageDocument> {
  const id = pageIdOfHistory(input.id);
  const type = id ? findSitePage(id)?.type : undefined;
  if (!id || !type) throw new HttpError(404, message('nothing_to_restore'));
  if (!input.revision) throw new HttpError(400, message('not_deleted'));
  const version = await readVersion('pages', pageHistoryId(id), input.revision);
  if (!version) throw new HttpError(404, message('nothing_to_restore'));
  const seen = input.current_revision ? await readVersion('pages', pageHistoryId(id), input.current_revision) : undefined;
  if (input.current_revision && !seen) throw new HttpError(409, message('changed_since'));
  const parsed = z.safeParse(pageSchemas[type].document, version.record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0] ?? { path: [], message: 'invalid' };
    throw new HttpError(409, message('version_unrestorable', { path: issue.path.join('.'), problem: nested(messageOfIssue(issue)) }));
  }
  const { draft, left } = withoutDeletedSocialImage(parsed.data.draft, await readLiveLibrary());
  photosLeftOut.push(...left);
  // Another page may have taken the version's French slug since: refused as a save of it would be.
  await takeFrenchSlug(id, type, draft.slug_fr);
  // A draft whose date came went live then: the restore makes the next one (ADR 0085).
  await publishIfDue(id);
  return writePage(id, by, 'restore', (current) => {
    if (seen && JSON.stringify(seen.record) !== JSON.stringify(current)) throw new HttpError(409, message('changed_since'));
    return {
      ...scheduleKeptFor(current, role),
      draft,
      updated_at: nextUpdateTime(current),
      updated_by: by,
    } as PageDocument;
  });
}
