import { endpoints } from '#src/schemas/endpoints.ts';
import { privacyErasureSchema, privacyRequestSchema } from '#src/schemas/privacy.ts';
import { noteAudit } from '#functions/audit/audit.ts';
import { parseWith, respond } from '#functions/platform/http.ts';
import { readObject } from '#functions/platform/requests.ts';
import { route } from '#functions/platform/route.ts';
import { erasePersonalData } from '#functions/privacy/requests.ts';

// POST /api/admin/privacy/erase { email }: erases an address everywhere it
// lives (the right to erasure). Audited as a deletion with what it removed,
// never the address.

async function erase(req: Request): Promise<Response> {
  const { email } = parseWith(privacyRequestSchema, await readObject(req));
  const erased = await erasePersonalData(email);
  noteAudit({ item_label: `${erased.enquiries} enquiries, ${erased.applications} applications, ${erased.backups} kept backups` });
  return respond(privacyErasureSchema, erased);
}

export const privacyEraseHandler = route(endpoints.adminPrivacyErase, { POST: erase });
