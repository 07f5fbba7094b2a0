import { withoutFrenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { siteTexts } from '#src/i18n/texts/site.ts';
import type { PageVersionOf } from '#src/schemas/pages.ts';
import { site } from '#src/site/config.ts';

// The Contact page's own words as the site shipped them, in the shape of its
// stored content (src/schemas/page-types.ts, ADR 0058, 0084): the only copy of
// them in the repository, the seed the page reads as until it is saved
// (functions/pages/seed.ts), and what Astro builds /contact from. The
// company's name, telephone, email and reply time are written out from the
// site's facts; the form's texts are the site's interface
// (src/i18n/texts/contact.ts).

export type ContactContent = PageVersionOf<'contact'>['en'];

function seed(locale: Locale): ContactContent {
  const reply = siteTexts[locale].replyPromise;
  if (locale === 'fr')
    return {
      seo: {
        title: 'Nous contacter',
        description: `Contactez ${site.name} à Martigues : envoyez une demande, appelez le ${site.phone.display} ou écrivez à ${site.email}. Nous répondons sous ${reply}.`,
        keywords: ['contact', 'devis automatisme', "demande d'ingénierie", 'Martigues', 'automatisme industriel France'],
      },
      hero: {
        eyebrow: 'Contact',
        headline: 'Prenons contact',
        lead: `Parlez-nous de votre usine, de votre projet ou de votre problème. Un ingénieur vous répondra sous ${reply}.`,
        crumb: 'Contact',
      },
      details: {
        section_label: 'Coordonnées et formulaire',
        title: 'Coordonnées',
        email: 'E-mail',
        phone: 'Téléphone',
        office: 'Bureaux',
        hours: "Heures d'ouverture",
        map_alt: "Carte de l'étang de Berre montrant Martigues sur le canal de Caronte, entre Fos-sur-Mer et Marseille.",
      },
    };
  return {
    seo: {
      title: 'Contact Us',
      description: `Contact ${site.name} in Martigues, France: send an enquiry, call ${site.phone.display} or email ${site.email}. We reply within ${reply}.`,
      keywords: ['contact', 'automation quote', 'engineering enquiry', 'Martigues', 'industrial automation France'],
    },
    hero: {
      eyebrow: 'Contact',
      headline: 'Get In Touch',
      lead: `Tell us about your plant, your project or your problem. An engineer will answer within ${reply}.`,
      crumb: 'Contact',
    },
    details: {
      section_label: 'Contact details and form',
      title: 'Contact details',
      email: 'Email',
      phone: 'Phone',
      office: 'Office',
      hours: 'Office hours',
      map_alt: 'Map of the Étang de Berre showing Martigues on the Caronte canal, between Fos-sur-Mer and Marseille.',
    },
  };
}

/** The Contact page's text in a language as shipped (French as typed: the page applies its typography). */
export const contactSeed = (locale: Locale): ContactContent => withoutFrenchTypography(seed(locale));
