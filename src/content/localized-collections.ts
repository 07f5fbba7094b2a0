import { getCollection } from 'astro:content';
import type { Locale } from '#src/i18n/locales.ts';
import { sectorsFrom, type Sector } from '#src/content/sectors.ts';
import { servicesFrom, type Service } from '#src/content/services.ts';
import type { SectorContent, ServiceContent } from '#src/schemas/page-content.ts';

// The sector and service pages' prose in a page's language (src/content.config.ts).

export async function getSectors(locale: Locale): Promise<Sector[]> {
  return sectorsFrom(await getCollection(locale === 'fr' ? 'sectorsFr' : 'sectors'), locale);
}

export async function getServices(locale: Locale): Promise<Service[]> {
  return servicesFrom(await getCollection(locale === 'fr' ? 'servicesFr' : 'services'), locale);
}

/** A service's prose as written, French without the typography the pages apply (the seed's form, src/site-pages/topic-seed.ts). */
export async function getServiceProse(locale: Locale, slug: string): Promise<ServiceContent | undefined> {
  return (await getCollection(locale === 'fr' ? 'servicesFr' : 'services')).find((entry) => entry.id === slug)?.data;
}

/** A sector's prose as written, French without the typography the pages apply. */
export async function getSectorProse(locale: Locale, slug: string): Promise<SectorContent | undefined> {
  return (await getCollection(locale === 'fr' ? 'sectorsFr' : 'sectors')).find((entry) => entry.id === slug)?.data;
}
