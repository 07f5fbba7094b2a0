import { message } from '#src/schemas/messages.ts';
import { versionOf } from '#src/schemas/versions.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { HttpError } from '#functions/platform/http.ts';

// Item versions for writes made from a form (ADR 0045; an item's version is
// read by src/schemas/versions.ts). The admin sends the version its form was opened at as `If-Match: "<version>"`;
// a write based on an older one is refused with 409 and the stored record, so
// the person who was not first sees what changed instead of erasing it. A
// client that sends no version keeps the spec's last-write-wins behaviour, and
// the audit log says so.

/**
 * The version a write was based on: the `If-Match` entity tag, weak or strong,
 * without its quotes. `*` (any version) and no header mean the writer did not
 * say, which is noted in the audit log.
 */
export function expectedVersion(req: Request): string | undefined {
  const header = req.headers.get('if-match')?.trim();
  if (!header || header === '*') {
    noteAudit({ last_write_wins: true });
    return undefined;
  }
  const tag = /^(?:W\/)?"([^"]*)"$/.exec(header);
  if (!tag?.[1]) throw new HttpError(400, message('bad_if_match'));
  return tag[1];
}

/**
 * Refuses a write whose version is not the stored one: 409 with the stored
 * record, for the writer to merge with (`shown`: the record as the API shows
 * it, when the stored one holds what it never shows, such as a password hash).
 */
export function refuseStale(expected: string | undefined, stored: object, shown: object = stored): void {
  if (expected === undefined || expected === versionOf(stored)) return;
  throw new HttpError(409, message('edit_conflict', { at: versionOf(stored) }), { current: shown });
}

/**
 * The update time of a write: now, or a millisecond after the stored one when
 * the clock has not moved past it, so two saves never share a version.
 */
export function nextUpdateTime(stored: object): string {
  const previous = Date.parse(versionOf(stored));
  const time = Date.now();
  return new Date(Number.isNaN(previous) || time > previous ? time : previous + 1).toISOString();
}
