import type { CredentialKind } from '#src/schemas/credential.ts';

// The certifications page (/certifications, /fr/certifications): its head,
// hero and the words around each credential. The credentials themselves are
// content, rendered on demand (functions/certifications/).

interface CertificationsTexts {
  title: string;
  description: string;
  keywords: readonly string[];
  eyebrow: string;
  headline: string;
  lead: string;
  crumb: string;
  listLabel: string;
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
    title: 'Certifications and partnerships',
    description:
      'MASE, ISO 9001, electrical clearances and vendor partnerships held by Caronte Automation: the certificates industrial sites around the Étang de Berre ask of their contractors.',
    keywords: ['MASE', 'ISO 9001', 'habilitation électrique', 'Siemens Solution Partner', 'industrial contractor certification'],
    eyebrow: 'Trust',
    headline: 'Certifications and partnerships',
    lead: 'The certifications, clearances and partnerships we hold today, with their issuer, number and validity.',
    crumb: 'Certifications',
    listLabel: 'Our current certifications, clearances and partnerships',
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
    title: 'Certifications et partenariats',
    description:
      'MASE, ISO 9001, habilitations électriques et partenariats fournisseurs de Caronte Automation\u00a0: les certificats que les sites industriels de l’étang de Berre demandent à leurs entreprises extérieures.',
    keywords: ['MASE', 'ISO 9001', 'habilitation électrique', 'Siemens Solution Partner', 'certification entreprise extérieure'],
    eyebrow: 'Confiance',
    headline: 'Certifications et partenariats',
    lead: 'Les certifications, habilitations et partenariats que nous détenons aujourd’hui, avec leur organisme, leur numéro et leur validité.',
    crumb: 'Certifications',
    listLabel: 'Nos certifications, habilitations et partenariats en cours',
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
