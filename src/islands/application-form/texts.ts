import { inWords, retention } from '#src/lib/privacy/retention.ts';
import { MAX_CV_BYTES } from '#src/schemas/form-limits.ts';

// The application form's words in English and French. The retention stated
// beside the consent box is the one the sweep applies (src/lib/privacy/retention.ts).

const megabytes = MAX_CV_BYTES / (1024 * 1024);

export const applicationFormTexts = {
  en: {
    title: 'Apply',
    spontaneousTitle: 'Send a spontaneous application',
    hint: 'Fields marked * are required.',
    required: 'required',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    cv: 'CV (PDF)',
    cvHint: `A PDF of at most ${megabytes} MB.`,
    consent: `I agree that Caronte Automation keeps my application and CV to consider it. If it is not successful, they are erased ${inWords(retention.applicationsYears, 'en')} years after its last change.`,
    privacy: 'Privacy policy',
    trap: 'Leave this field empty',
    send: 'Send my application',
    sending: 'Sending...',
    success: 'Thank you for your application! We will read it and get back to you.',
    errors: {
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'Message must be at least 10 characters',
      cv: 'Please attach your CV as a PDF',
      cvSize: `Your CV must be at most ${megabytes} MB`,
      cvType: 'Your CV must be a PDF file',
      cvActive:
        'Your CV’s PDF runs scripts or actions when opened, which we cannot accept: save it again as a plain PDF (Print, then Save as PDF)',
      consent: 'Please agree to your application being kept',
    },
    failure: 'There was an error sending your application. Please try again.',
    jobClosed: 'This job offer is no longer open. You can send a spontaneous application from the careers page.',
    tooMany: 'Too many applications sent from your connection. Please wait a few minutes before trying again.',
  },
  fr: {
    title: 'Postuler',
    spontaneousTitle: 'Envoyer une candidature spontanée',
    hint: 'Les champs marqués * sont obligatoires.',
    required: 'obligatoire',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    message: 'Message',
    cv: 'CV (PDF)',
    cvHint: `Un PDF de ${megabytes} Mo au plus.`,
    consent: `J’accepte que Caronte Automation conserve ma candidature et mon CV pour l’étudier. Si elle n’aboutit pas, ils sont effacés ${inWords(retention.applicationsYears, 'fr')} ans après sa dernière modification.`,
    privacy: 'Politique de confidentialité',
    trap: 'Laissez ce champ vide',
    send: 'Envoyer ma candidature',
    sending: 'Envoi…',
    success: 'Merci pour votre candidature\u202F! Nous allons la lire et revenir vers vous.',
    errors: {
      name: 'Le nom doit comporter au moins 2 caractères',
      email: 'Veuillez saisir une adresse e-mail valide',
      phone: 'Veuillez saisir un numéro de téléphone valide',
      message: 'Le message doit comporter au moins 10 caractères',
      cv: 'Veuillez joindre votre CV en PDF',
      cvSize: `Votre CV doit faire au plus ${megabytes} Mo`,
      cvType: 'Votre CV doit être un fichier PDF',
      cvActive:
        'Le PDF de votre CV lance des scripts ou des actions à l’ouverture, ce que nous ne pouvons pas accepter\u00A0: enregistrez-le de nouveau en PDF simple (Imprimer, puis Enregistrer au format PDF)',
      consent: 'Veuillez accepter la conservation de votre candidature',
    },
    failure: 'Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer.',
    jobClosed: 'Cette offre n’est plus ouverte. Vous pouvez envoyer une candidature spontanée depuis la page carrières.',
    tooMany: 'Trop de candidatures envoyées depuis votre connexion. Patientez quelques minutes avant de réessayer.',
  },
} as const;
