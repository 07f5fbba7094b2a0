import { site } from '#src/site/config.ts';

// The company as schema.org's Organization: the structured data every page
// that asks for it carries (src/components/Seo.astro), and the one the
// certifications page extends with its credentials (functions/certifications/).

export const organizationId = `${site.url}/#organization`;

export const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': organizationId,
  name: site.name,
  legalName: site.legalName,
  url: site.url,
  logo: new URL('/favicon.svg', site.url).href,
  email: site.email,
  telephone: site.phone.display,
  foundingDate: String(site.founded),
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    postalCode: site.address.postalCode,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    addressCountry: site.address.countryCode,
  },
};
