import { inWords, retention } from '#src/lib/privacy/retention.ts';
import { site } from '#src/site/config.ts';

// The legal pages, governed by French law (spec sections 2 and 9). Each section
// is a title and blocks: a string is a paragraph, an array of strings a list.

export interface LegalSection {
  title: string;
  body: readonly (string | readonly string[])[];
}

/**
 * When each text last changed, shown as "Last updated" on its page. `digest`
 * is the first 16 hex digits of the SHA-256 of the sections' JSON: a unit test
 * (tests/unit/legal-dates.test.ts) fails when the text changes and the digest
 * does not, so whoever edits a text also moves its date to the day it changed.
 */
export const legalUpdates = {
  privacyPolicy: { date: '2026-11-28', digest: 'fedc19a0862ba53e' },
  termsOfService: { date: '2026-11-23', digest: '017b98a54aaffaa6' },
} as const;

const address = `${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;

export const privacyPolicy: readonly LegalSection[] = [
  {
    title: 'Who we are',
    body: [
      `This website is published by ${address}. We are the data controller for the personal data collected through it, within the meaning of the EU General Data Protection Regulation (GDPR) and the French Data Protection Act (loi Informatique et Libertés).`,
    ],
  },
  {
    title: 'Data we collect',
    body: [
      'We collect only what you choose to send us and the minimum needed to run the site:',
      [
        'Contact form: your full name, email address, and, if you provide them, your company, phone number and message.',
        'Job applications: your name, email address, phone number, message and CV, and the job you apply for.',
        'Technical data: the IP address and browser information recorded in our hosting provider’s logs, and the address of pages that could not be found, used to fix broken links.',
      ],
      'We use no third-party analytics, advertising or social-media trackers, and we do not build profiles of visitors. Our own audience measurement counts pages viewed without identifying anyone (see “Audience measurement” below).',
    ],
  },
  {
    title: 'How we use your data',
    body: [
      'We use your data for the following purposes, on the legal bases stated:',
      [
        'To answer your enquiry and prepare any quotation you request: steps taken at your request before entering into a contract (GDPR article 6(1)(b)).',
        'To keep a record of enquiries and follow up on them: our legitimate interest in managing business relationships (article 6(1)(f)).',
        'To assess your job application and contact you about it: steps taken at your request before entering into an employment contract (article 6(1)(b)).',
        'To keep the website secure and working, including rate limits against abuse: our legitimate interest (article 6(1)(f)).',
      ],
      'We never use your data for automated decision-making and never sell it.',
    ],
  },
  {
    title: 'Sharing your data',
    body: [
      'Your data is read only by the Caronte Automation staff who handle enquiries or, for a job application, recruitment. We share it with the following service providers, acting on our instructions under data-processing agreements:',
      [
        'Our website host and its data storage, which run the site and keep enquiries and job applications.',
        'The email relay service that forwards contact-form messages to our inbox.',
      ],
      'We may disclose data to public authorities when French or EU law requires it.',
    ],
  },
  {
    title: 'Data security',
    body: [
      'The site is served only over encrypted HTTPS connections. Enquiries are stored in access-controlled storage, readable only through our administration area, which requires an individual account with a strong password. Our staff are bound by confidentiality, and we review our security measures regularly.',
    ],
  },
  {
    title: 'Your rights under the GDPR',
    body: [
      'You have the right to:',
      [
        'access the personal data we hold about you and receive a copy of it;',
        'have inaccurate data corrected and incomplete data completed;',
        'have your data erased, or its processing restricted, where the GDPR allows;',
        'object to processing based on our legitimate interest;',
        'receive your data in a portable format;',
        'give instructions on what happens to your data after your death, as French law allows.',
      ],
      `To exercise these rights, write to ${site.email} or to our postal address. We will answer within one month and may ask you to prove your identity.`,
    ],
  },
  {
    title: 'Cookies and local storage',
    body: [
      'The public website sets no cookies and uses no tracking technology, so no consent banner is needed. It counts page views for its own statistics without identifying anyone, as described under “Audience measurement” below; the one thing it may keep in your browser is your objection to that count, once you make it. The administration area, used only by our staff, keeps a session token in the browser’s local storage to keep them signed in; it is removed when they sign out.',
    ],
  },
  {
    title: 'Data retention',
    body: [
      [
        `Enquiries sent through the contact form are deleted ${inWords(retention.enquiriesYears, 'en')} years after they were sent, or sooner when you ask us to erase them.`,
        `Job applications that do not lead to a hire are deleted with their CV ${inWords(retention.applicationsYears, 'en')} years after their last change, or sooner when you ask us to erase them.`,
        `Backups of the website, which may include enquiries, are kept ${inWords(retention.backupsDays, 'en')} days.`,
        `The record of what our staff do in the administration area, with the addresses they work from, is kept ${inWords(retention.auditLogMonths, 'en')} months.`,
        `Audience measurement keeps each page view on its own for at most ${inWords(retention.audienceViewsDays, 'en')} day, and the daily counts ${inWords(retention.audienceMonths, 'en')} months.`,
        'Data relating to clients is kept for the duration of the relationship and then for the periods required by French commercial and tax law.',
        'Server logs are kept for no more than twelve months.',
      ],
    ],
  },
  {
    title: 'Children under 18',
    body: [
      'Our website and services are intended for professionals and are not directed to people under 18. We do not knowingly collect data from anyone under 18; if you believe a minor has sent us personal data, please contact us and we will delete it.',
    ],
  },
  {
    title: 'International transfers',
    body: [
      'We store and process your data within the European Union where possible. Some of our service providers may process data outside the European Economic Area; in that case the transfer is covered by a European Commission adequacy decision, such as the EU-US Data Privacy Framework, or by the Commission’s standard contractual clauses.',
    ],
  },
  {
    title: 'Changes to this policy',
    body: [
      'We may update this policy when our practices or the law change. The date at the top of this page shows when it was last updated; significant changes will be highlighted on the site.',
    ],
  },
  {
    title: 'Complaints',
    body: [
      'If you are not satisfied with our answer, you may lodge a complaint with the French data protection authority, the Commission Nationale de l’Informatique et des Libertés (CNIL), 3 place de Fontenoy, 75007 Paris, or online at www.cnil.fr.',
    ],
  },
  {
    title: 'Contact details',
    body: [
      `For any question about this policy or your data, contact us by email at ${site.email}, by phone on ${site.phone.display}, or by post at ${address}.`,
    ],
  },
];

export const termsOfService: readonly LegalSection[] = [
  {
    title: 'Acceptance of these terms',
    body: [
      'These terms govern your use of this website. By browsing it or sending us an enquiry, you accept them. If you do not agree with them, please do not use the site.',
    ],
  },
  {
    title: 'Who we are',
    body: [
      `This website is published by ${address}, a simplified joint-stock company (SAS) incorporated in France. You can reach us at ${site.email} or on ${site.phone.display}.`,
    ],
  },
  {
    title: 'Purpose of the website',
    body: [
      'The website presents our automation, engineering, industrial computing and training services, our sectors of activity and examples of our work, and lets professionals contact us.',
    ],
  },
  {
    title: 'Eligibility',
    body: [
      'The website is intended for businesses and professionals. Our services are not directed to people under 18, and you must be at least 18 years old to send us an enquiry.',
    ],
  },
  {
    title: 'Acceptable use',
    body: [
      'You agree not to:',
      [
        'use the site in a way that breaks any law or regulation;',
        'attempt to gain unauthorised access to the site, its administration area or the systems behind it;',
        'send automated requests, spam or malicious code through the contact form or any other part of the site;',
        'copy the site’s content on a large scale or use it to build a competing database.',
      ],
    ],
  },
  {
    title: 'Intellectual property',
    body: [
      `All content on this website, including text, illustrations, logos, graphics and the software that runs it, belongs to ${site.legalName} or its licensors and is protected by French and international intellectual property law. You may view and print pages for your own information; any other reproduction or use requires our prior written consent.`,
    ],
  },
  {
    title: 'Client names and trademarks',
    body: [
      'Client names, logos and product names shown on the site belong to their respective owners. Their presence does not imply that those owners endorse this website.',
    ],
  },
  {
    title: 'Information only',
    body: [
      'The information on this website is general. It is not engineering advice for a specific installation, and it does not replace a study of your plant by qualified engineers. Project figures describe results obtained in particular conditions and are not a guarantee of future results.',
    ],
  },
  {
    title: 'Enquiries and quotations',
    body: [
      'Sending an enquiry does not create a contract. Any work we carry out is governed by a written quotation or contract accepted by both parties, together with our general terms of sale; these prevail over anything stated on this website.',
    ],
  },
  {
    title: 'Links to other websites',
    body: [
      'The site may link to websites run by others, such as our clients or social networks. We do not control those websites and are not responsible for their content or their privacy practices.',
    ],
  },
  {
    title: 'Availability',
    body: [
      'We aim to keep the website available at all times but cannot guarantee uninterrupted access. We may suspend or change the site, in whole or in part, for maintenance or improvement, without notice.',
    ],
  },
  {
    title: 'Limitation of liability',
    body: [
      'To the extent permitted by law, we are not liable for indirect losses, loss of data or loss of business arising from the use of the website or from the impossibility of using it. Nothing in these terms limits liability that cannot be limited under French law, in particular for gross negligence or wilful misconduct.',
    ],
  },
  {
    title: 'Personal data',
    body: ['We process the personal data you send us as described in our Privacy Policy, which forms part of these terms.'],
  },
  {
    title: 'Changes to these terms',
    body: [
      'We may change these terms at any time. The version that applies is the one published on the website when you use it; the date at the top of this page shows when it was last updated.',
    ],
  },
  {
    title: 'Governing law and jurisdiction',
    body: [
      `These terms are governed by French law. Any dispute relating to the website or these terms that cannot be settled amicably will be brought before the competent courts within the jurisdiction of the Court of Appeal of Aix-en-Provence, on which ${site.address.city} depends.`,
    ],
  },
  {
    title: 'Contact',
    body: [`Questions about these terms can be sent to ${site.email} or by post to ${address}.`],
  },
];
