import { inNavigationOrder } from '#src/content/in-navigation-order.ts';
import type { SectorContent } from '#src/schemas/page-content.ts';
import { frenchTexts } from '#src/i18n/translated.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { sectorLinksIn, sectorLinks } from '#src/site/navigation.ts';

// The six sectors: the cards on / and /sectors and the pages at /sectors/<slug>.
// Slugs and titles come from the navigation (and match the seeded sector
// taxonomy, so /projects-enhanced?sector=<slug> lists that sector's projects);
// the prose is the "sectors" content collection (src/content/sectors/*.yaml).

export type SectorSlug = (typeof sectorLinks)[number]['slug'];

export type Sector = (typeof sectorLinks)[number] & SectorContent;

export function sectorsFrom(entries: readonly { id: string; data: SectorContent }[], locale: Locale = 'en'): Sector[] {
  const ordered = inNavigationOrder(locale === 'en' ? 'sectors' : `fr/sectors`, sectorLinksIn(locale), entries);
  return locale === 'en' ? ordered : ordered.map((entry) => frenchTexts(entry));
}
