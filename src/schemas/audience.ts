import * as z from '#src/schemas/zod-mini.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';
import { calendarDay } from '#src/schemas/calendar-day.ts';
import { audienceDevices, MAX_PATH_LENGTH } from '#src/lib/audience/beacon-settings.ts';

// Audience measurement (ADR 0073): what a page view sends (POST /api/hit),
// what is stored (counts, never an identifier) and what the admin reads
// (GET /api/admin/audience). A view carries four things only: the page's path,
// the referring site's domain, the page's language and a device class from
// the viewport's width. Enquiries carry the path of the page that led to them.

const audienceLanguages = ['en', 'fr'] as const;
/** A page's path on this site: no query, no fragment, no scheme or host, no control character or space. */
export const sitePathSchema = z
  .string({ error: zodMessage('required', { field: 'path' }) })
  .check(
    z.maxLength(MAX_PATH_LENGTH, zodMessage('max_length', { field: 'path', max: MAX_PATH_LENGTH })),
    z.regex(/^\/(?!\/)[^\s?#\\\p{Cc}]*$/u, zodMessage('not_absolute_path', { field: 'path' })),
  );

/** A referring site's domain name only (never its address): letters, digits, dots and hyphens. */
export const referrerDomainSchema = z
  .string({ error: zodMessage('not_text', { field: 'referrer' }) })
  .check(
    z.maxLength(253, zodMessage('max_length', { field: 'referrer', max: 253 })),
    z.regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/, zodMessage('not_text', { field: 'referrer' })),
  );

const language = z.enum(audienceLanguages, { error: zodMessage('one_of', { field: 'language', values: audienceLanguages.join(', ') }) });
const device = z.enum(audienceDevices, { error: zodMessage('one_of', { field: 'kind', values: audienceDevices.join(', ') }) });

/**
 * POST /api/hit: one page view as the beacon sends it. `width` is the
 * viewport's width in CSS pixels, which the server turns into a device class
 * (DEVICE_MAX_WIDTH) and does not keep. `referrer` is the
 * address the browser gives for the referring page (document.referrer, for
 * another site its origin by default), or empty: the server keeps its host
 * only, and none when it is this site. The page's language is read from its
 * path (/fr…), so the beacon need not send it.
 */
export const hitSchema = z.object({
  path: sitePathSchema,
  referrer: z.optional(
    z
      .string({ error: zodMessage('not_text', { field: 'referrer' }) })
      .check(z.maxLength(800, zodMessage('max_length', { field: 'referrer', max: 800 }))),
  ),
  width: z
    .int({ error: zodMessage('not_number', { field: 'width' }) })
    .check(z.minimum(0, zodMessage('not_number', { field: 'width' })), z.maximum(100_000, zodMessage('not_number', { field: 'width' }))),
});
export type Hit = z.infer<typeof hitSchema>;

/** A page view as stored: the four things counted. */
export const viewSchema = z.object({ path: sitePathSchema, referrer: z.optional(referrerDomainSchema), language, device });
export type View = z.infer<typeof viewSchema>;

const count = z.int().check(z.minimum(0));
const counts = z.record(z.string(), count);

/**
 * One day's counts, stored at audience/days/<YYYY-MM-DD> (the company's
 * calendar, Europe/Paris) by the roll-up, which folds the views recorded up
 * to `folded_until` (a view's key; views after it are still on their own).
 */
export const audienceDaySchema = z.object({
  date: z.string(),
  folded_until: z.string(),
  views: count,
  paths: counts,
  referrers: counts,
  languages: counts,
  devices: counts,
});
export type AudienceDay = z.infer<typeof audienceDaySchema>;

const day = calendarDay();

/** GET /api/admin/audience: the first and last day, inclusive (Europe/Paris); the last 30 days without them. */
export const audienceQuerySchema = z.object({ from: z.optional(day), to: z.optional(day) });
export type AudienceQuery = z.infer<typeof audienceQuerySchema>;

const ranked = z.array(z.object({ key: z.string(), count }));
export type Ranked = z.infer<typeof ranked>;

/** What the Audience screen shows for a period: every list ranked, most first. */
export const audienceReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One entry per day of the period, days without a view included. */
  days: z.array(z.object({ date: z.string(), views: count })),
  views: count,
  paths: ranked,
  referrers: ranked,
  languages: ranked,
  devices: ranked,
  /** Each portfolio project's views per day of the period (its page in both languages), by slug: the projects list's sparklines. */
  project_days: z.record(z.string(), z.array(count)),
  /** Enquiries received in the period, by the page that led to them, and by referring site when they came from one. */
  enquiries: z.object({ total: count, by_source: ranked, by_referrer: ranked }),
  /** Job applications received in the period, by the page they were sent from. */
  applications: z.object({ total: count, by_source: ranked }),
});
export type AudienceReport = z.infer<typeof audienceReportSchema>;
