import { createHash } from 'node:crypto';
import * as z from '#functions/platform/zod.ts';
import type { Enquiry } from '#src/schemas/contact.ts';
import { listKeys, readOptional, updateDocument } from '#functions/platform/store.ts';

// What an erasure leaves behind so that nothing brings the data back: per
// address erased, the SHA-256 of the address, when, and the ids of the
// enquiries erased. A backup restored or imported later (kept here, or a
// file an admin downloaded before) may still hold them: its enquiries are
// checked against this list and those erased are not written again. An
// enquiry the person sends after the erasure is theirs anew and is kept.
//   privacy/erased/<sha256 of the address>

const PREFIX = 'privacy/erased/';

const erasureSchema = z.object({ erased_at: z.iso.datetime(), enquiry_ids: z.array(z.string()) });
type Erasure = z.infer<typeof erasureSchema>;

/** An address as matched: whatever its case and surrounding spaces. */
const normalAddress = (email: string) => email.trim().toLowerCase();

/** Whether an enquiry was sent from this address, as a person's request names it. */
export const sentFrom = (email: string) => {
  const address = normalAddress(email);
  return (enquiry: Enquiry) => normalAddress(enquiry.email) === address;
};
const digestOf = (email: string) => createHash('sha256').update(normalAddress(email)).digest('hex');

/** Records the erasure of an address and of these enquiries (several erasures of one address add up). */
export async function rememberErasure(email: string, enquiryIds: readonly string[], at = new Date().toISOString()): Promise<void> {
  await updateDocument(
    `${PREFIX}${digestOf(email)}`,
    erasureSchema,
    (): Erasure => ({ erased_at: at, enquiry_ids: [] }),
    (current) => ({ value: { erased_at: at, enquiry_ids: [...new Set([...current.enquiry_ids, ...enquiryIds])] }, result: undefined }),
  );
}

/** Whether an enquiry was erased: by its id, or sent from an erased address before it was erased. */
export async function erasedEnquiries(): Promise<(enquiry: Enquiry) => boolean> {
  const keys = await listKeys(PREFIX);
  if (keys.length === 0) return () => false;
  const erasures = new Map<string, Erasure>();
  await Promise.all(
    keys.map(async (key) => {
      const erasure = await readOptional(key, erasureSchema);
      if (erasure) erasures.set(key.slice(PREFIX.length), erasure);
    }),
  );
  const ids = new Set([...erasures.values()].flatMap((erasure) => erasure.enquiry_ids));
  return (enquiry) => {
    if (ids.has(enquiry.id)) return true;
    const erasure = erasures.get(digestOf(enquiry.email));
    return erasure !== undefined && enquiry.created_at <= erasure.erased_at;
  };
}
