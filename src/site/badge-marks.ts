// The places every built page leaves for the strip of credential badges
// (ADR 0076): the footer's, and the home page's below its hero. Comments, so
// the page as built shows nothing there; a function rendering the page fills
// them from the credentials valid today (functions/site-pages/badges.ts). A
// strip is never built: it could outlive a credential's last day.

export const badgeMarks = {
  footer: '<!--badges-->',
  home: '<!--badges:home-->',
} as const;

export type BadgePlace = keyof typeof badgeMarks;
