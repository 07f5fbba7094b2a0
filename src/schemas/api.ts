import * as z from '#src/schemas/zod-mini.ts';

// The response shapes of the API that are not entities: the functions answer
// through respond() with these, the admin and the islands parse with them, and
// docs/api.md is generated from them. An entity's own schema (project, client,
// enquiry…) is its response shape and lives in its own module.

const scalar = z.union([z.string(), z.number()]);

/** A message's parameters: texts and numbers, or a message of its own (what is wrong with an item of a backup). */
export const messageParamsSchema = z.record(
  z.string(),
  z.union([scalar, z.object({ code: z.string(), params: z.record(z.string(), scalar) })]),
);

const code = z.string().check(z.describe('Stable code of the message (src/schemas/messages.ts); `params` fill its text'));

/** One invalid field of a 400: `path` is the dotted field name, `message` the English of `code` with `params`. */
export const issueSchema = z.object({ path: z.string(), message: z.string(), code, params: messageParamsSchema });
export type Issue = z.infer<typeof issueSchema>;

/** An error of any answer: its English, and the same message as a code with its parameters, for a client to write in its own language. */
export const codedErrorFields = { error: z.string(), code, params: messageParamsSchema };

/** Every error response. `id` is the correlation id of a 5xx, also in the server's log line. */
export const errorSchema = z.object({
  ...codedErrorFields,
  issues: z.optional(z.array(issueSchema)),
  id: z.optional(z.string()),
  /** A write refused because the item changed since the writer read it (409 edit_conflict): the item as stored now. */
  current: z.optional(z.record(z.string(), z.unknown())),
});

/** A completed delete, logout or password change. */
export const successSchema = z.object({ success: z.literal(true) });

/** POST /api/auth/verify without a live session (401). */
export const verifyFailureSchema = z.object({ authenticated: z.literal(false), ...codedErrorFields });

/** A logo stored: where it is served, `/uploads/<uuid>.<ext>`. */
export const uploadResultSchema = z.object({ success: z.literal(true), logo_url: z.string() });

/** A part of a chunked upload received (202); the last part answers with an upload result. */
export const uploadPartSchema = z.object({
  success: z.literal(true),
  upload_id: z.string().check(z.describe('Send it with every later part')),
  received: z.int().check(z.minimum(1), z.describe('Parts received so far')),
});
