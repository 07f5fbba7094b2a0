import * as z from '#src/schemas/zod-mini.ts';
import { optionalHttpsUrl } from '#src/schemas/common.ts';
import { zodMessage } from '#src/schemas/coded-issues.ts';

// Site settings: the carousel (spec sections 5 and 9) and the footer's social links.
export const LOGO_SIZE = { min: 100, max: 500, step: 16, default: 256 } as const;
export const CAROUSEL_SPEED = { min: 10, max: 120, step: 5, default: 40 } as const;

/**
 * Logo sizes move in steps of 16 around the 256 default (…, 240, 256, 272, …),
 * clamped to the 100 and 500 bounds, which are themselves allowed.
 */
export function isLogoSizeStep(value: number): boolean {
  return value === LOGO_SIZE.min || value === LOGO_SIZE.max || value % LOGO_SIZE.step === 0;
}

/**
 * Snaps any number to the nearest allowed logo size. The bounds count as
 * allowed sizes, so 500 stays 500 (not 496) and 102 becomes 100.
 */
export function snapLogoSize(value: number): number {
  if (!Number.isFinite(value)) return LOGO_SIZE.default;
  const clamped = Math.min(LOGO_SIZE.max, Math.max(LOGO_SIZE.min, value));
  const below = Math.max(LOGO_SIZE.min, Math.floor(clamped / LOGO_SIZE.step) * LOGO_SIZE.step);
  const above = Math.min(LOGO_SIZE.max, Math.ceil(clamped / LOGO_SIZE.step) * LOGO_SIZE.step);
  return clamped - below < above - clamped ? below : above;
}

export function snapCarouselSpeed(value: number): number {
  if (!Number.isFinite(value)) return CAROUSEL_SPEED.default;
  const snapped = Math.round(value / CAROUSEL_SPEED.step) * CAROUSEL_SPEED.step;
  return Math.min(CAROUSEL_SPEED.max, Math.max(CAROUSEL_SPEED.min, snapped));
}

export const settingsSchema = z.object({
  carousel_logo_size: z
    .number({ error: zodMessage('not_number', { field: 'logo_size' }) })
    .check(
      z.int(zodMessage('not_whole_number', { field: 'logo_size' })),
      z.minimum(LOGO_SIZE.min, zodMessage('min_value', { field: 'logo_size', min: LOGO_SIZE.min })),
      z.maximum(LOGO_SIZE.max, zodMessage('max_value', { field: 'logo_size', max: LOGO_SIZE.max })),
      z.refine(isLogoSizeStep, zodMessage('multiple_of', { field: 'logo_size', step: LOGO_SIZE.step })),
    ),
  carousel_speed: z
    .number({ error: zodMessage('not_number', { field: 'speed' }) })
    .check(
      z.int(zodMessage('whole_seconds', { field: 'speed' })),
      z.minimum(CAROUSEL_SPEED.min, zodMessage('min_seconds', { field: 'speed', min: CAROUSEL_SPEED.min })),
      z.maximum(CAROUSEL_SPEED.max, zodMessage('max_seconds', { field: 'speed', max: CAROUSEL_SPEED.max })),
      z.multipleOf(CAROUSEL_SPEED.step, zodMessage('multiple_of_seconds', { field: 'speed', step: CAROUSEL_SPEED.step })),
    ),
  carousel_enabled: z.boolean({ error: zodMessage('not_boolean', { field: 'enabled' }) }),
  // The company's pages elsewhere, shown as icons in every page's footer; an empty one is not shown.
  social_linkedin: optionalHttpsUrl('linkedin_address'),
  social_youtube: optionalHttpsUrl('youtube_address'),
  social_x: optionalHttpsUrl('x_address'),
  /** When the settings were last saved: their version for a save based on one (none before the first save). */
  updated_at: z.optional(z.iso.datetime()),
});

/** The footer's social links, in the order they are shown. */
export const socialLinks = [
  { key: 'social_linkedin', label: 'LinkedIn' },
  { key: 'social_youtube', label: 'YouTube' },
  { key: 'social_x', label: 'X' },
] as const;

export type Settings = z.infer<typeof settingsSchema>;
/** What a save may send: a social link it leaves out keeps its stored value. */
export type SettingsInput = z.input<typeof settingsSchema>;

export const defaultSettings: Settings = {
  carousel_logo_size: LOGO_SIZE.default,
  carousel_speed: CAROUSEL_SPEED.default,
  carousel_enabled: true,
  social_linkedin: '',
  social_youtube: '',
  social_x: '',
};

/** A form value parsed as a number; anything non-numeric falls back to the default (spec section 5). */
export function numberOrDefault(raw: unknown, fallback: number): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(String(raw), 10);
  return Number.isFinite(value) ? value : fallback;
}
