import type * as z from '#src/schemas/zod-mini.ts';
import { bulkInputOf, bulkResultOf } from '#src/schemas/bulk.ts';
import { enquirySchema } from '#src/schemas/contact.ts';

// POST /api/enquiries/bulk: mark many enquiries new or handled, or erase them
// (the inbox's selection). Enquiries are personal data: a deletion has no undo
// (ADR 0054); erasure by address, which no later restore or import undoes, is
// the privacy request's (docs/privacy.md). A change of status is undone by the
// opposite mark.

export const enquiryBulkActions = ['mark_new', 'mark_handled', 'delete'] as const;
export type EnquiryBulkAction = (typeof enquiryBulkActions)[number];

export const enquiryBulkInputSchema = bulkInputOf(enquiryBulkActions);
export type EnquiryBulkInput = z.infer<typeof enquiryBulkInputSchema>;

export const enquiryBulkResultSchema = bulkResultOf(enquiryBulkActions, 'enquiry', enquirySchema);
export type EnquiryBulkResult = z.infer<typeof enquiryBulkResultSchema>;
