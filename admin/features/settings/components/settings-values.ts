import {
  CAROUSEL_SPEED,
  isLogoSizeStep,
  LOGO_SIZE,
  numberOrDefault,
  snapCarouselSpeed,
  snapLogoSize,
  type Settings,
} from '#src/schemas/settings.ts';
import type { Field } from '#src/schemas/field-labels.ts';
import type { useFormState } from '#admin/lib/use-form-state.ts';

// The settings as their form holds them: the numbers as typed, read back snapped
// to their steps, a non-numeric entry falling back to the default.

/** Every allowed logo size, in order: 100, 112, 128, …, 496, 500. */
export const LOGO_SIZES = Array.from({ length: LOGO_SIZE.max - LOGO_SIZE.min + 1 }, (_, index) => LOGO_SIZE.min + index).filter(
  isLogoSizeStep,
);

export interface Values {
  enabled: boolean;
  size: string;
  speed: string;
  social_linkedin: string;
  social_youtube: string;
  social_x: string;
}

/** What each part of the form reads and writes. */
export type SettingsFields = Pick<ReturnType<typeof useFormState<Values>>, 'values' | 'set' | 'setValues' | 'errors'>;

export const toValues = (settings: Settings): Values => ({
  enabled: settings.carousel_enabled,
  size: String(settings.carousel_logo_size),
  speed: String(settings.carousel_speed),
  social_linkedin: settings.social_linkedin,
  social_youtube: settings.social_youtube,
  social_x: settings.social_x,
});

/** The shared field each value is labelled as (the comparison after a save met another, ADR 0045). */
export const fieldOfValue: Record<keyof Values, Field> = {
  enabled: 'enabled',
  size: 'logo_size',
  speed: 'speed',
  social_linkedin: 'linkedin_address',
  social_youtube: 'youtube_address',
  social_x: 'x_address',
};

export const carouselValues = (settings: Settings) => {
  const { enabled, size, speed } = toValues(settings);
  return { enabled, size, speed };
};

export const sizeOf = (raw: string) => snapLogoSize(numberOrDefault(raw, LOGO_SIZE.default));
export const speedOf = (raw: string) => snapCarouselSpeed(numberOrDefault(raw, CAROUSEL_SPEED.default));
