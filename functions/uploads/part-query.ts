import * as z from '#functions/platform/zod.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { message } from '#src/schemas/messages.ts';
import { HttpError, parseWith } from '#functions/platform/http.ts';
import { UPLOAD_ID, type PartRef } from '#functions/uploads/staged-parts.ts';

// `?upload_id=&part=&parts=`: which part of a file sent in parts a request
// carries (documents, backups). More parts than a file may have is answered
// by the staging area (413, as a file too large), not here.

interface PartQueryRules {
  /** The fewest parts a file may come in: 1 where a whole file may come in one request. */
  minParts: number;
}

const partQuerySchema = ({ minParts }: PartQueryRules) => {
  const count = (field: 'part' | 'parts', min: number) =>
    z.coerce
      // A value that is not a number at all is named as one that is not a whole number, not as zod's NaN.
      .number({ error: zodMessage('not_whole_number', { field }) })
      .check(
        z.int(zodMessage('not_whole_number', { field })),
        z.gte(min, min === 0 ? zodMessage('not_negative', { field }) : zodMessage('min_value', { field, min })),
      );
  const whole = minParts === 1;
  return z.object({
    upload_id: z.optional(z.string().check(z.regex(UPLOAD_ID, zodMessage('not_valid', { field: 'upload_id' })))),
    // A whole file in one request may say nothing of parts.
    part: whole ? z._default(count('part', 0), 0) : count('part', 0),
    parts: whole ? z._default(count('parts', 1), 1) : count('parts', minParts),
  });
};

/** The part a request carries, from its address: 400 with the field's message when it is not one. */
export function partOf(req: Request, rules: PartQueryRules): PartRef {
  const query = new URL(req.url).searchParams;
  const part = parseWith(partQuerySchema(rules), {
    upload_id: query.get('upload_id') ?? undefined,
    part: query.get('part') ?? undefined,
    parts: query.get('parts') ?? undefined,
  });
  if (part.part >= part.parts) throw new HttpError(400, message('not_below', { index: 'part', count: 'parts' }));
  return { uploadId: part.upload_id, index: part.part, count: part.parts };
}
