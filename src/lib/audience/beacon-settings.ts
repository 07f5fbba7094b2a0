// What the pages' beacon (src/components/AudienceBeacon.astro), the privacy
// policy's switch, the contact form and the server (src/schemas/audience.ts,
// functions/api/hit.ts) share. No import here: the islands that read it stay small.

export const audienceDevices = ['mobile', 'tablet', 'desktop'] as const;
export type AudienceDevice = (typeof audienceDevices)[number];

/** The widest viewport of each class, in CSS pixels (the server classifies the width the beacon sends). */
export const DEVICE_MAX_WIDTH = { mobile: 767, tablet: 1199 } as const;

/** The key of the one thing the site stores in a browser: the visitor's objection, set only when they choose it. */
export const AUDIENCE_OPT_OUT_KEY = 'audience-opt-out';

/** The longest path counted (the server refuses longer ones). */
export const MAX_PATH_LENGTH = 200;

/**
 * The visitor objects to being counted: Global Privacy Control, Do Not Track,
 * or the switch on the privacy policy. Storage that cannot be read counts as
 * an objection, the choice being unknown.
 */
export function visitorObjects(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return true;
  try {
    return localStorage.getItem(AUDIENCE_OPT_OUT_KEY) === '1';
  } catch {
    return true;
  }
}
