import type { CredentialKind } from '#src/schemas/credential.ts';

// The certifications page (/certifications, /fr/certifications): the words
// around each credential and document, the site's interface. The page's own
// words (head, hero, the list's name) are its page document's, seeded from
// src/site-pages/certifications-seed.ts (ADR 0084); the credentials
// themselves are content, rendered on demand (functions/certifications/).

interface CertificationsTexts {
  kinds: Record<CredentialKind, string>;
  /** The labels before each fact, with their colon: French puts a no-break space before it. */
  issuer: string;
  number: string;
  validity: string;
  logoOf: (name: string) => string;
  empty: string;
  /** The link to a credential's certificate PDF. */
  certificate: string;
  documentsTitle: string;
  documentsLabel: string;
  /** A document's file as listed before download: its size (already formatted) and its language. */
  documentFile: (size: string, language: 'en' | 'fr') => string;
  noDocuments: string;
  /** A project's page: the documents it names (functions/portfolio/related-documents.ts). */
  relatedDocumentsTitle: string;
  relatedDocumentsLabel: string;
  /** The strip of badges on the home page and in the footer (src/site-pages/credential-badges.tsx). */
  badgesTitle: string;
}

export const certificationsTexts: Record<'en' | 'fr', CertificationsTexts> = {
  en: {
    kinds: { certification: 'Certification', clearance: 'Clearance', partnership: 'Partnership' },
    issuer: 'Issued by:',
    number: 'Number:',
    validity: 'Valid:',
    logoOf: (name) => `Logo of ${name}`,
    empty: 'Our certificates are being renewed: contact us for their current status.',
    certificate: 'Download the certificate',
    documentsTitle: 'Documents to download',
    documentsLabel: 'Brochures, case studies and certificates to download',
    documentFile: (size, language) => `PDF, ${size}, in ${language === 'fr' ? 'French' : 'English'}`,
    noDocuments: 'Ask us for our brochure and certificates: we send them the same day.',
    relatedDocumentsTitle: 'Related documents',
    relatedDocumentsLabel: 'Documents about this project to download',
    badgesTitle: 'Certified and recognised',
  },
  fr: {
    kinds: { certification: 'Certification', clearance: 'Habilitation', partnership: 'Partenariat' },
    issuer: 'Délivré par\u00a0:',
    number: 'Numéro\u00a0:',
    validity: 'Validité\u00a0:',
    logoOf: (name) => `Logo de ${name}`,
    empty: 'Nos certificats sont en cours de renouvellement\u00a0: contactez-nous pour connaître leur état.',
    certificate: 'Télécharger le certificat',
    documentsTitle: 'Documents à télécharger',
    documentsLabel: 'Plaquettes, études de cas et certificats à télécharger',
    documentFile: (size, language) => `PDF, ${size}, en ${language === 'fr' ? 'français' : 'anglais'}`,
    noDocuments: 'Demandez-nous notre plaquette et nos certificats\u00a0: nous les envoyons le jour même.',
    relatedDocumentsTitle: 'Documents associés',
    relatedDocumentsLabel: 'Documents à télécharger sur ce projet',
    badgesTitle: 'Certifiés et reconnus',
  },
};
