import { randomUUID } from 'node:crypto';
import { documentFieldsSchema, type DocumentFields, type DocumentRecord } from '#src/schemas/document.ts';
import { storeDocumentFile } from '#functions/documents/document-files.ts';
import { tinyPdf } from '#functions/seed/tiny-pdf.ts';

// The demo content's documents: two brochures, one in each language, and the
// MASE and ISO 9001 certificates the demo credentials link to (by slug,
// functions/seed/demo-credentials.ts), as one-page PDFs built in code
// (functions/seed/tiny-pdf.ts), so a fresh clone has files to download at
// /documents/<slug>.pdf.

const brochures: { fields: DocumentFields; file_name: string; text: string }[] = [
  {
    fields: {
      title: 'Caronte Automation company brochure',
      description: 'Who we are, what we automate and the plants around the Étang de Berre we work in.',
      slug: 'caronte-automation-brochure',
      language: 'en',
      category: 'brochure',
      display_order: 0,
      is_published: true,
      fr: {
        title: 'Plaquette Caronte Automation (anglais)',
        description: 'Qui nous sommes, ce que nous automatisons et les sites de l’Étang de Berre où nous intervenons.',
      },
    },
    file_name: 'caronte-automation-brochure.pdf',
    text: 'Caronte Automation - industrial automation, Martigues',
  },
  {
    fields: {
      title: 'Caronte Automation brochure (French)',
      description: 'The company brochure in French.',
      slug: 'plaquette-caronte-automation',
      language: 'fr',
      category: 'brochure',
      display_order: 1,
      is_published: true,
      fr: { title: 'Plaquette Caronte Automation', description: 'La plaquette de l’entreprise, en français.' },
    },
    file_name: 'plaquette-caronte-automation.pdf',
    text: 'Caronte Automation - automatisme industriel, Martigues',
  },
  {
    fields: {
      title: 'MASE certificate',
      description: 'The MASE certificate for our work on operating sites (demo copy).',
      slug: 'certificat-mase',
      language: 'fr',
      category: 'certificate',
      display_order: 2,
      is_published: true,
      fr: {
        title: 'Certificat MASE',
        description: 'Le certificat MASE de nos interventions sur sites en exploitation (copie de démonstration).',
      },
    },
    file_name: 'certificat-mase.pdf',
    text: 'Certificat MASE - Caronte Automation (demonstration)',
  },
  {
    fields: {
      title: 'ISO 9001:2015 certificate',
      description: 'The ISO 9001 certificate of our quality management (demo copy).',
      slug: 'iso-9001-certificate',
      language: 'en',
      category: 'certificate',
      display_order: 3,
      is_published: true,
      fr: {
        title: 'Certificat ISO 9001:2015 (anglais)',
        description: 'Le certificat ISO 9001 de notre management de la qualité (copie de démonstration).',
      },
    },
    file_name: 'iso-9001-certificate.pdf',
    text: 'ISO 9001:2015 certificate - Caronte Automation (demonstration)',
  },
];

/** Stores the documents' files and returns their records. */
export async function demoDocuments(seededAt: string): Promise<DocumentRecord[]> {
  return Promise.all(
    brochures.map(async ({ fields, file_name, text }) => {
      const bytes = tinyPdf(text);
      return {
        ...documentFieldsSchema.parse(fields),
        id: randomUUID(),
        file_name,
        file_size: bytes.byteLength,
        file_sha256: await storeDocumentFile(bytes),
        uploaded_at: seededAt,
        created_at: seededAt,
        updated_at: seededAt,
      };
    }),
  );
}
