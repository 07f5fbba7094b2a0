import { translated } from '#src/i18n/translated.ts';

// The labels every service page shares (its template's, not one page's words:
// ADR 0084) and the Services list's name in their breadcrumb. Each service's
// prose is its page's content; the Services list's words are its own page's
// (src/site-pages/services-list-seed.ts).

export const servicesTexts = translated('services', {
  en: {
    crumb: 'Services',
    discuss: 'Discuss your project',
    approach: 'Our approach',
    standards: 'Standards we work to',
    capabilities: 'Capabilities',
    featuresTitle: 'What we can do for you',
    deliverablesEyebrow: 'Deliverables',
    deliverablesTitle: 'What you receive',
    deliverablesLead: 'Every project ends with documents your team can use, not just a running system.',
    others: 'Our other services',
  },
  fr: {
    crumb: 'Services',
    discuss: 'Parler de votre projet',
    approach: 'Notre approche',
    standards: 'Les normes que nous appliquons',
    capabilities: 'Savoir-faire',
    featuresTitle: 'Ce que nous pouvons faire pour vous',
    deliverablesEyebrow: 'Livrables',
    deliverablesTitle: 'Ce que vous recevez',
    deliverablesLead: 'Chaque projet se termine par des documents utiles à votre équipe, pas seulement par un système qui tourne.',
    others: 'Nos autres services',
  },
});
