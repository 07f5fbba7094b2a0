import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';

// The Sectors list's own words as the site shipped them, in the shape of its
// stored content (src/schemas/page-types.ts, ADR 0058, 0084): the only copy of
// them in the repository, the seed the page reads as until it is saved
// (functions/pages/seed.ts), and what Astro builds /sectors from. Each
// sector's card is the sector page's own. The introduction is formatted text:
// its paragraphs are separated by a blank line.

export type SectorsListContent = PageVersionOf<'sectors-list'>['en'];

const seed: Record<Locale, SectorsListContent> = {
  en: {
    seo: {
      title: 'Sectors: Energy, Oil & Gas, Chemistry, Pharmaceutical, Agro-Food and Industries',
      description:
        'Caronte Automation serves energy, oil and gas, chemical and petrochemical, pharmaceutical, agro-food and manufacturing plants with control systems, safety systems and engineering.',
      keywords: [
        'energy automation',
        'oil and gas automation',
        'chemical process control',
        'pharmaceutical automation',
        'food automation',
        'manufacturing automation',
      ],
    },
    hero: {
      eyebrow: 'Sectors',
      headline: 'Automation that speaks the language of your industry',
      lead: 'Each sector has its own hazards, regulations and rhythms. Our engineers have worked inside plants of all six, and they bring that experience to yours.',
      crumb: 'Sectors',
    },
    intro: {
      title: 'Process knowledge first, technology second',
      text: [
        'A control system is only as good as its understanding of the process. Before we draw a single loop, we learn how your plant makes its product, where its risks are and which rules it answers to: Seveso and IEC 61511 in a refinery, GMP and GAMP 5 in a pharmaceutical plant, hygiene and traceability in a dairy.',
        'That is why our clients come back to us: the engineer who commissioned their furnace or their filling line already knows their plant when the next project begins.',
      ].join('\n\n'),
    },
    cta: {
      title: 'Your industry is not on the list?',
      text: 'Water treatment, logistics, research facilities: if it has a controller, we can probably help. Ask us.',
    },
  },
  fr: {
    seo: {
      title: 'Secteurs : énergie, pétrole et gaz, chimie, pharmacie, agroalimentaire et industries',
      description:
        "Caronte Automation accompagne l'énergie, le pétrole et le gaz, la chimie, la pharmacie, l'agroalimentaire et l'industrie avec des systèmes de contrôle et de sécurité et de l'ingénierie.",
      keywords: [
        'automatisme énergie',
        'automatisme pétrole et gaz',
        'contrôle de procédé chimique',
        'automatisme pharmaceutique',
        'automatisme agroalimentaire',
        'automatisme industriel',
      ],
    },
    hero: {
      eyebrow: 'Secteurs',
      headline: 'Un automatisme qui parle la langue de votre industrie',
      lead: 'Chaque secteur a ses risques, ses règles et ses rythmes. Nos ingénieurs ont travaillé dans des usines des six, et ils mettent cette expérience au service de la vôtre.',
      crumb: 'Secteurs',
    },
    intro: {
      title: "La connaissance du procédé d'abord, la technologie ensuite",
      text: [
        'Un système de contrôle ne vaut que par sa compréhension du procédé. Avant de dessiner la moindre boucle, nous apprenons comment votre usine fabrique son produit, où sont ses risques et à quelles règles elle répond : Seveso et IEC 61511 dans une raffinerie, BPF et GAMP 5 dans une usine pharmaceutique, hygiène et traçabilité dans une laiterie.',
        "C'est pour cela que nos clients reviennent : l'ingénieur qui a mis en service leur four ou leur ligne de remplissage connaît déjà leur usine quand le projet suivant commence.",
      ].join('\n\n'),
    },
    cta: {
      title: "Votre industrie n'est pas dans la liste ?",
      text: "Traitement de l'eau, logistique, centres de recherche : s'il y a un automate, nous pouvons sans doute vous aider. Demandez-nous.",
    },
  },
};

/** The Sectors list's text in a language as shipped (French as typed: the page applies its typography). */
export const sectorsListSeed = (locale: Locale): SectorsListContent => structuredClone(withoutFrenchTypography(seed[locale]));
