import type * as z from '#src/schemas/zod-mini.ts';
import { bulkInputOf, bulkResultOf } from '#src/schemas/bulk.ts';
import { enquirySchema } from '#src/schemas/contact.ts';

// POST /api/enquiries/bulk: mark many enquiries new or handled, or erase them
// (the inbox's selection). Enquiries are personal data: a deletion is an
// erasure, remembered so that no restore or import brings them back, and has
// no undo; a change of status is undone by the opposite mark.

export const enquiryBulkActions = ['mark_new', 'mark_handled', 'delete'] as const;
export type EnquiryBulkAction = (typeof enquiryBulkActions)[number];

export const enquiryBulkInputSchema = bulkInputOf(enquiryBulkActions);
export type EnquiryBulkInput = z.infer<typeof enquiryBulkInputSchema>;

export const enquiryBulkResultSchema = bulkResultOf(enquiryBulkActions, 'enquiry', enquirySchema);
export type EnquiryBulkResult = z.infer<typeof enquiryBulkResultSchema>;
