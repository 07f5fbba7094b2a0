import { getCollection } from 'astro:content';
import type { Locale } from '#src/i18n/locales.ts';
import { sectorsFrom, type Sector } from '#src/content/sectors.ts';
import { servicesFrom, type Service } from '#src/content/services.ts';

// The sector and service pages' prose in a page's language (src/content.config.ts).

export async function getSectors(locale: Locale): Promise<Sector[]> {
  return sectorsFrom(await getCollection(locale === 'fr' ? 'sectorsFr' : 'sectors'), locale);
}

export async function getServices(locale: Locale): Promise<Service[]> {
  return servicesFrom(await getCollection(locale === 'fr' ? 'servicesFr' : 'services'), locale);
}
