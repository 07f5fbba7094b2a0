import { translated } from '#src/i18n/translated.ts';

// The labels and sentences every sector page shares around its name (its
// template's, not one page's words: ADR 0084) and the Sectors list's name in
// their breadcrumb. Each sector's prose is its page's content; the Sectors
// list's words are its own page's (src/site-pages/sectors-list-seed.ts).

export const sectorsTexts = translated('sectors', {
  en: {
    crumb: 'Sectors',
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
    crumb: 'Secteurs',
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
