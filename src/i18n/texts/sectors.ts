import { translated } from '#src/i18n/translated.ts';

// /sectors and the sector pages, apart from each sector's prose (src/content/sectors, src/content/fr/sectors).

export const sectorsTexts = translated('sectors', {
  en: {
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
    eyebrow: 'Sectors',
    headline: 'Automation that speaks the language of your industry',
    lead: 'Each sector has its own hazards, regulations and rhythms. Our engineers have worked inside plants of all six, and they bring that experience to yours.',
    crumb: 'Sectors',
    introTitle: 'Process knowledge first, technology second',
    intro: [
      'A control system is only as good as its understanding of the process. Before we draw a single loop, we learn how your plant makes its product, where its risks are and which rules it answers to: Seveso and IEC 61511 in a refinery, GMP and GAMP 5 in a pharmaceutical plant, hygiene and traceability in a dairy.',
      'That is why our clients come back to us: the engineer who commissioned their furnace or their filling line already knows their plant when the next project begins.',
    ],
    ctaTitle: 'Your industry is not on the list?',
    ctaText: 'Water treatment, logistics, research facilities: if it has a controller, we can probably help. Ask us.',
    pageTitle: (sector: string) => `${sector} Automation`,
    pageEyebrow: (sector: string) => `Sector · ${sector}`,
    ourWork: (sector: string) => `Our work in ${sector.toLowerCase()}`,
    capabilities: 'Key capabilities',
    howWeHelp: (sector: string) => `How we help ${sector.toLowerCase()} plants`,
    solutionsEyebrow: 'Solutions',
    solutionsTitle: 'Solutions we deliver',
    seeProjects: (sector: string) => `See our ${sector.toLowerCase()} projects`,
    pageCtaTitle: (sector: string) => `Let's talk about your ${sector.toLowerCase()} project`,
    pageCtaText: 'Tell us about your plant, your constraints and your timing. We will propose a first approach within a few days.',
  },
  fr: {
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
    eyebrow: 'Secteurs',
    headline: 'Un automatisme qui parle la langue de votre industrie',
    lead: 'Chaque secteur a ses risques, ses règles et ses rythmes. Nos ingénieurs ont travaillé dans des usines des six, et ils mettent cette expérience au service de la vôtre.',
    crumb: 'Secteurs',
    introTitle: "La connaissance du procédé d'abord, la technologie ensuite",
    intro: [
      'Un système de contrôle ne vaut que par sa compréhension du procédé. Avant de dessiner la moindre boucle, nous apprenons comment votre usine fabrique son produit, où sont ses risques et à quelles règles elle répond : Seveso et IEC 61511 dans une raffinerie, BPF et GAMP 5 dans une usine pharmaceutique, hygiène et traçabilité dans une laiterie.',
      "C'est pour cela que nos clients reviennent : l'ingénieur qui a mis en service leur four ou leur ligne de remplissage connaît déjà leur usine quand le projet suivant commence.",
    ],
    ctaTitle: "Votre industrie n'est pas dans la liste ?",
    ctaText:
      "Traitement de l'eau, logistique, centres de recherche : s'il y a un automate, nous pouvons sans doute vous aider. Demandez-nous.",
    pageTitle: (sector: string) => `Automatisme : ${sector}`,
    pageEyebrow: (sector: string) => `Secteur · ${sector}`,
    ourWork: (sector: string) => `Notre travail dans le secteur ${sector}`,
    capabilities: 'Savoir-faire clés',
    howWeHelp: (sector: string) => `Comment nous aidons les sites du secteur ${sector}`,
    solutionsEyebrow: 'Solutions',
    solutionsTitle: 'Les solutions que nous livrons',
    seeProjects: (sector: string) => `Voir nos projets du secteur ${sector}`,
    pageCtaTitle: (sector: string) => `Parlons de votre projet dans le secteur ${sector}`,
    pageCtaText:
      'Parlez-nous de votre usine, de vos contraintes et de votre calendrier. Nous vous proposerons une première approche sous quelques jours.',
  },
});
