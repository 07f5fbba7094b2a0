import { inNavigationOrder } from '#src/content/in-navigation-order.ts';
import type { ServiceContent } from '#src/schemas/page-content.ts';
import { frenchTexts } from '#src/i18n/translated.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { serviceLinksIn, serviceLinks } from '#src/site/navigation.ts';

// The four services: the cards on / and /services and the detail pages at
// /services/<slug>. Slugs and titles come from the navigation; the prose is
// the "services" content collection (src/content/services/*.yaml).

export type ServiceSlug = (typeof serviceLinks)[number]['slug'];

export type Service = (typeof serviceLinks)[number] & ServiceContent;

export function servicesFrom(entries: readonly { id: string; data: ServiceContent }[], locale: Locale = 'en'): Service[] {
  const ordered = inNavigationOrder(locale === 'en' ? 'services' : `fr/services`, serviceLinksIn(locale), entries);
  return locale === 'en' ? ordered : ordered.map((entry) => frenchTexts(entry));
}
