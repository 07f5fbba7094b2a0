import { translated } from '#src/i18n/translated.ts';
import { authMessages } from '#src/schemas/auth.ts';

// The login page (src/pages/admin/login.astro): built in English, switched to
// French by its script for a browser whose last admin language was French.

export const loginTexts = translated('admin-login', {
  en: {
    documentTitle: 'Sign in | Admin',
    title: 'Admin Login',
    subtitle: 'Sign in to access the dashboard',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    signIn: 'Sign In',
    signingIn: 'Signing in...',
    back: '← Back to the website',
    other: 'Français',
    expired: 'Your session has ended. Please sign in again.',
    signedOut: 'You have been signed out.',
    invalidCredentials: authMessages.invalidCredentials,
    network: authMessages.network,
  },
  fr: {
    documentTitle: 'Connexion | Administration',
    title: "Connexion à l'administration",
    subtitle: 'Connectez-vous pour accéder au tableau de bord',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    signIn: 'Se connecter',
    signingIn: 'Connexion…',
    back: '← Retour au site',
    other: 'English',
    expired: 'Votre session a pris fin. Veuillez vous reconnecter.',
    signedOut: 'Vous avez été déconnecté.',
    invalidCredentials: 'Identifiants invalides',
    network: 'Impossible de joindre le serveur. Veuillez réessayer.',
  },
});
