import { translated } from '#src/i18n/translated.ts';

// The frame of every public page: skip link, header, breadcrumb, footer and
// the language switcher.

export const layoutTexts = translated('layout', {
  en: {
    skipLink: 'Skip to content',
    homeLabel: 'Caronte Automation, home',
    menu: 'Menu',
    close: 'Close',
    mainNav: 'Main',
    contactUs: 'Contact Us',
    nav: {
      services: 'Services',
      sectors: 'Sectors',
      expertise: 'Expertise',
      projects: 'Projects',
      about: 'About',
      aboutUs: 'About Us',
      certifications: 'Certifications',
      careers: 'Careers',
    },
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    footerAbout: (city: string) =>
      `Automation, control systems and engineering for process and manufacturing plants, from our workshop in ${city} on the Étang de Berre.`,
    socialMedia: 'Social media',
    onNetwork: (company: string, network: string) => `${company} on ${network}`,
    quickLinks: 'Quick links',
    services: 'Services',
    contact: 'Contact',
    rights: 'All rights reserved.',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    country: 'France',
  },
  fr: {
    skipLink: 'Aller au contenu',
    homeLabel: 'Caronte Automation, accueil',
    menu: 'Menu',
    close: 'Fermer',
    mainNav: 'Navigation principale',
    contactUs: 'Nous contacter',
    nav: {
      services: 'Services',
      sectors: 'Secteurs',
      expertise: 'Expertise',
      projects: 'Projets',
      about: 'À propos',
      aboutUs: 'À propos',
      certifications: 'Certifications',
      careers: 'Carrières',
    },
    breadcrumb: "Fil d'Ariane",
    home: 'Accueil',
    footerAbout: (city: string) =>
      `Automatisme, contrôle-commande et ingénierie pour les usines de procédé et de production, depuis notre atelier de ${city}, au bord de l'étang de Berre.`,
    socialMedia: 'Réseaux sociaux',
    onNetwork: (company: string, network: string) => `${company} sur ${network}`,
    quickLinks: 'Liens rapides',
    services: 'Services',
    contact: 'Contact',
    rights: 'Tous droits réservés.',
    privacy: 'Politique de confidentialité',
    terms: "Conditions d'utilisation",
    country: 'France',
  },
});
