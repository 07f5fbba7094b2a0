import { translated } from '#src/i18n/translated.ts';

// The invitation page, where an invited person chooses a password (ADR 0033).

export const invitationTexts = translated('admin-invitation', {
  en: {
    title: 'Join the Caronte Automation admin',
    checking: 'Checking your invitation...',
    invalidTitle: 'This invitation cannot be used',
    noToken: 'This address carries no invitation. Open the full link you were sent.',
    toLogin: 'Go to sign in',
    welcome: 'You are invited as {role} with the username {username}. Choose your password to finish.',
    password: 'Password',
    confirm: 'Confirm password',
    atLeast: 'At least {count} characters.',
    mismatch: 'Passwords do not match',
    submit: 'Create my account',
    submitting: 'Creating your account...',
    failed: 'Failed to create your account',
    expires: 'This invitation expires {date}.',
  },
  fr: {
    title: "Rejoindre l'administration de Caronte Automation",
    checking: 'Vérification de votre invitation…',
    invalidTitle: 'Cette invitation ne peut pas être utilisée',
    noToken: "Cette adresse ne contient pas d'invitation. Ouvrez le lien complet que vous avez reçu.",
    toLogin: 'Aller à la connexion',
    welcome: "Vous êtes invité en tant qu'{role} avec le nom d'utilisateur {username}. Choisissez votre mot de passe pour terminer.",
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
    atLeast: 'Au moins {count} caractères.',
    mismatch: 'Les mots de passe ne correspondent pas',
    submit: 'Créer mon compte',
    submitting: 'Création de votre compte…',
    failed: 'Échec de la création de votre compte',
    expires: 'Cette invitation expire le {date}.',
  },
});
