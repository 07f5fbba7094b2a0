import { translated } from '#src/i18n/translated.ts';
import { contactExceptionMessage, contactFailureMessage, contactMessages, contactSuccessMessage } from '#src/schemas/contact.ts';
import { inWords, retention } from '#src/lib/privacy/retention.ts';
import { site } from '#src/site/config.ts';

// The contact form (an island of the site's interface, ADR 0084; the Contact
// page's own words are its page's, src/site-pages/contact-seed.ts). The English form messages are the spec's, taken from
// the shared validator (src/schemas/contact.ts) so they cannot drift; the
// island receives one language's texts as plain data.

export const contactFormTexts = translated('contact-form', {
  en: {
    title: 'Send us a message',
    hintBefore: 'Fields marked',
    required: 'required',
    hintAfter: 'are required.',
    name: 'Full Name',
    email: 'Email Address',
    company: 'Company',
    phone: 'Phone Number',
    message: 'Message',
    trap: 'Leave this field empty',
    send: 'Send Message',
    sending: 'Sending...',
    gdprBefore: `We use your details only to answer your enquiry, keep it ${inWords(retention.enquiriesYears, 'en')} years, and never share them for marketing. Read our`,
    privacy: 'Privacy Policy',
    gdprAfter: 'to learn how to see, correct or erase them.',
    errors: { ...contactMessages },
    invalid: 'Please check this field',
    success: contactSuccessMessage,
    failure: contactFailureMessage,
    exception: contactExceptionMessage(site.email),
    notifications: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  fr: {
    title: 'Envoyez-nous un message',
    hintBefore: 'Les champs marqués',
    required: 'obligatoires',
    hintAfter: 'sont obligatoires.',
    name: 'Nom complet',
    email: 'Adresse e-mail',
    company: 'Entreprise',
    phone: 'Numéro de téléphone',
    message: 'Message',
    trap: 'Laissez ce champ vide',
    send: 'Envoyer le message',
    sending: 'Envoi en cours…',
    gdprBefore: `Nous utilisons vos coordonnées uniquement pour répondre à votre demande, la conservons ${inWords(retention.enquiriesYears, 'fr')} ans et ne les cédons jamais à des fins commerciales. Consultez notre`,
    privacy: 'politique de confidentialité',
    gdprAfter: 'pour savoir comment les consulter, les corriger ou les effacer.',
    errors: {
      name: 'Le nom doit comporter au moins 2 caractères',
      email: 'Veuillez indiquer une adresse e-mail valide',
      message: 'Le message doit comporter au moins 10 caractères',
      phone: 'Veuillez indiquer un numéro de téléphone valide',
    },
    invalid: 'Un champ contient des caractères non autorisés : vérifiez votre saisie',
    success: 'Merci pour votre message ! Nous vous répondrons sous 24 à 48 heures.',
    failure: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
    exception: `Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer ou nous écrire directement à ${site.email}`,
    notifications: 'Notifications',
    dismiss: 'Fermer la notification',
  },
});

export type ContactFormTexts = (typeof contactFormTexts)['en'];
