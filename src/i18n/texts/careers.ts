import { translated } from '#src/i18n/translated.ts';

// The careers pages (/careers, /careers/<slug> and under /fr): the words
// around each offer, its page's and a closed offer's, the site's interface
// (`eyebrow` and `crumb` name the careers page on the offers' pages). The
// careers page's own words (head, hero, its sections' headings) are its page
// document's, seeded from src/site-pages/careers-seed.ts (ADR 0084); the
// offers themselves are content, rendered on demand (functions/careers/).

export const careersTexts = translated('careers', {
  en: {
    eyebrow: 'Careers',
    crumb: 'Careers',
    empty: 'No position is open today. You are welcome to send us a spontaneous application below.',
    contracts: { CDI: 'Permanent (CDI)', CDD: 'Fixed-term (CDD)', alternance: 'Work-study (alternance)', stage: 'Internship' },
    location: 'Location:',
    contract: 'Contract:',
    salary: 'Salary:',
    perYear: (range: string) => `${range} a year`,
    salaryFrom: (amount: string) => `from ${amount}`,
    salaryUpTo: (amount: string) => `up to ${amount}`,
    posted: 'Posted:',
    validThrough: 'Apply by:',
    postedOn: (day: string) => `Posted ${day}`,
    descriptionTitle: 'The position',
    requirementsTitle: 'What we look for',
    applyTitle: 'Apply',
    applyFallback: (email: string) => `You can also send your CV to ${email}.`,
    closedTitle: 'This offer is closed',
    closedLead: 'This position is no longer open. See the positions open today, or send a spontaneous application.',
    closedLink: 'See the open positions',
    jobDescription: (title: string, location: string) => `${title}, ${location}: a position at Caronte Automation.`,
  },
  fr: {
    eyebrow: 'Carrières',
    crumb: 'Carrières',
    empty: 'Aucun poste n’est ouvert aujourd’hui. Vous pouvez nous adresser une candidature spontanée ci-dessous.',
    contracts: { CDI: 'CDI', CDD: 'CDD', alternance: 'Alternance', stage: 'Stage' },
    location: 'Lieu :',
    contract: 'Contrat :',
    salary: 'Salaire :',
    perYear: (range: string) => `${range} par an`,
    salaryFrom: (amount: string) => `à partir de ${amount}`,
    salaryUpTo: (amount: string) => `jusqu’à ${amount}`,
    posted: 'Publiée le :',
    validThrough: 'Candidatures jusqu’au :',
    postedOn: (day: string) => `Publiée le ${day}`,
    descriptionTitle: 'Le poste',
    requirementsTitle: 'Votre profil',
    applyTitle: 'Postuler',
    applyFallback: (email: string) => `Vous pouvez aussi envoyer votre CV à ${email}.`,
    closedTitle: 'Cette offre est close',
    closedLead: 'Ce poste n’est plus ouvert. Consultez les postes ouverts aujourd’hui, ou envoyez une candidature spontanée.',
    closedLink: 'Voir les postes ouverts',
    jobDescription: (title: string, location: string) => `${title}, ${location} : un poste chez Caronte Automation.`,
  },
});
