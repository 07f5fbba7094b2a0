import { frenchTypography } from '#src/i18n/french-typography.ts';

// The messages the shared schemas and the API write in English (field errors,
// failures), read in French when the admin is in French. The
// schemas build their messages from a field's label and a few rules
// (src/schemas/common.ts), so a table of labels and one pattern per rule
// cover them; a message with no French here is shown as the server wrote it.

const labels: Record<string, string> = {
  Active: 'Actif',
  Categories: 'Catégories',
  Category: 'Catégorie',
  City: 'Ville',
  Client: 'Client',
  Country: 'Pays',
  Description: 'Description',
  'Display order': "Ordre d'affichage",
  Duration: 'Durée',
  'End date': 'Date de fin',
  Featured: 'À la une',
  'Featured image': 'Image principale',
  'Image URL': "Adresse de l'image",
  'Key results': 'Résultats clés',
  'LinkedIn address': 'Adresse LinkedIn',
  Location: 'Lieu',
  'Logo URL': 'Adresse du logo',
  Name: 'Nom',
  Ongoing: 'En cours',
  Outcomes: 'Résultats',
  Published: 'Publié',
  'Scope and objectives': 'Périmètre et objectifs',
  Sectors: 'Secteurs',
  Slug: 'Slug',
  'Start date': 'Date de début',
  Summary: 'Résumé',
  Technologies: 'Technologies',
  Title: 'Titre',
  Type: 'Type',
  Username: "Nom d'utilisateur",
  Password: 'Mot de passe',
  'Current password': 'Mot de passe actuel',
  'New password': 'Nouveau mot de passe',
  Vendor: 'Fournisseur',
  Website: 'Site web',
  'X address': 'Adresse X',
  'YouTube address': 'Adresse YouTube',
  'Logo size': 'Taille des logos',
  Speed: 'Vitesse',
  Enabled: 'Activé',
};

/** A label in French: "French title" is the title in French. */
function label(english: string): string {
  const french = /^French (.+)$/.exec(english);
  if (french) return `${label(french[1]!.replace(/^./, (first) => first.toUpperCase()))} en français`;
  return labels[english] ?? english;
}

const fixed: Record<string, string> = {
  'Failed to connect to server': 'Impossible de joindre le serveur',
  'Display order must be a number': "L'ordre d'affichage doit être un nombre",
  'Display order must be a whole number': "L'ordre d'affichage doit être un nombre entier",
  'Display order must be 0 or more': "L'ordre d'affichage doit être supérieur ou égal à 0",
  'Display order is too large': "L'ordre d'affichage est trop grand",
  'Slug may contain only lowercase letters, digits and single hyphens':
    'Le slug ne peut contenir que des minuscules, des chiffres et des tirets simples',
  'A project with this slug already exists': 'Un projet utilise déjà ce slug',
  'Current password is incorrect': 'Le mot de passe actuel est incorrect',
  'New password must be different from the current one': "Le nouveau mot de passe doit être différent de l'actuel",
  'Logo file size must be less than 5MB': 'Le fichier du logo doit faire moins de 5 Mo',
  'Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)': 'Le logo doit être une image (JPEG, PNG, GIF, SVG, WebP)',
  'Failed to upload logo': 'Échec du téléversement du logo',
  'SVG files declaring entities are not accepted': 'Les fichiers SVG qui déclarent des entités ne sont pas acceptés',
  'The file contains no <svg> element': "Le fichier ne contient pas d'élément <svg>",
  'The root element is not <svg>': "L'élément racine n'est pas <svg>",
  'The logo file is empty': 'Le fichier du logo est vide',
  'The data store is temporarily unavailable. Please try again.':
    'Le stockage des données est momentanément indisponible. Veuillez réessayer.',
  'Some related records do not exist': "Certains éléments liés n'existent pas",
  'Project not found': 'Projet introuvable',
  'Client not found': 'Client introuvable',
  'Enquiry not found': 'Demande introuvable',
  'Session has expired, please sign in again': 'La session a expiré, veuillez vous reconnecter',
  'Session has been revoked, please sign in again': 'La session a été révoquée, veuillez vous reconnecter',
  'Speed must be a number': 'La vitesse doit être un nombre',
  'Speed must be a whole number of seconds': 'La vitesse doit être un nombre entier de secondes',
  'Logo size must be a number': 'La taille des logos doit être un nombre',
  'Logo size must be a whole number': 'La taille des logos doit être un nombre entier',
  'This item was changed since you opened its history. Reload it to see the latest version.':
    "Cet élément a été modifié depuis l'ouverture de son historique. Rechargez-le pour voir la dernière version.",
  'Nothing to restore: no such item, version or recently deleted item':
    'Rien à restaurer : élément, version ou élément récemment supprimé introuvable',
  'This item exists again: restore one of its versions instead': 'Cet élément existe de nouveau : restaurez plutôt une de ses versions',
  'This version of the settings can no longer be restored.': 'Cette version des paramètres ne peut plus être restaurée.',
  'Invalid credentials': 'Identifiants invalides',
  'Invalid token': 'Jeton invalide',
  'Authentication required': 'Authentification requise',
  'Unpublish date must be after the publish date': 'La date de retrait doit suivre la date de publication',
  'Publish date must be a date and time': 'La date de publication doit être une date et une heure',
  'Unpublish date must be a date and time': 'La date de retrait doit être une date et une heure',
  'This file is not a zip archive': "Ce fichier n'est pas une archive zip",
  'This file is not a Caronte Automation backup': "Ce fichier n'est pas une sauvegarde de Caronte Automation",
  'This backup was made by another version of the site': 'Cette sauvegarde a été faite par une autre version du site',
  'This backup unpacks to more than 200 MB': 'Cette sauvegarde dépasse 200 Mo une fois décompressée',
  'The import failed part way and was undone: the content is as it was before. Please try again.':
    "L'import a échoué en cours de route et a été annulé : le contenu est tel qu'il était. Veuillez réessayer.",
  'Backup not found': 'Sauvegarde introuvable',
  'Only an administrator can do this': 'Seul un administrateur peut faire cela',
  'This account no longer exists': "Ce compte n'existe plus",
  'This username is already taken': "Ce nom d'utilisateur est déjà pris",
  'This username has already been invited; revoke that invitation to send a new one':
    "Ce nom d'utilisateur a déjà été invité ; révoquez cette invitation pour en envoyer une nouvelle",
  "The site owner's account stays an administrator": 'Le compte du propriétaire du site reste administrateur',
  "The site owner's account cannot be removed": 'Le compte du propriétaire du site ne peut pas être supprimé',
  'You cannot change your own role': 'Vous ne pouvez pas changer votre propre rôle',
  'You cannot remove your own account': 'Vous ne pouvez pas supprimer votre propre compte',
  'User not found': 'Utilisateur introuvable',
  'Invitation not found': 'Invitation introuvable',
  'This invitation link is not valid any more. Ask an administrator for a new one.':
    "Ce lien d'invitation n'est plus valide. Demandez-en un nouveau à un administrateur.",
  'Too many attempts with invitation links. Please wait before trying again.':
    "Trop de tentatives avec des liens d'invitation. Patientez avant de réessayer.",
  'Username may only contain letters, digits and . _ @ -': "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres et . _ @ -",
};

const collectionNames: Record<string, string> = {
  projects: 'projets (ancien)',
  'projects-enhanced': 'projets',
  clients: 'clients',
  categories: 'catégories',
  sectors: 'secteurs',
  technologies: 'technologies',
};

const rules: [RegExp, (label: string, ...rest: string[]) => string][] = [
  // An item of a backup at fault (functions/backup/backup.ts): where it is, then what is wrong, each in French.
  [
    /^(projects|projects-enhanced|clients|categories|sectors|technologies) item (\d+) \((.*)\): (.+)$/,
    (collection, index, where, problem) =>
      `${collectionNames[collection] ?? collection}, élément ${index} (${where.replace(/^id /, 'identifiant ').replace(/, id /, ', identifiant ')}) : ${frenchMessage(problem)}`,
  ],
  [/^This backup has no (.+)$/, (file) => `Cette sauvegarde ne contient pas ${file}`],
  [/^(.+) is required$/, (field) => `« ${field} » est obligatoire`],
  [/^(.+) must be at most (\d+) characters$/, (field, max) => `« ${field} » ne doit pas dépasser ${max} caractères`],
  [/^(.+) entries must be at most (\d+) characters$/, (field, max) => `Chaque entrée de « ${field} » doit faire au plus ${max} caractères`],
  [/^(.+) can have at most (\d+) entries$/, (field, max) => `« ${field} » ne peut pas avoir plus de ${max} entrées`],
  [
    /^(.+) must be on one line, without control characters$/,
    (field) => `« ${field} » doit tenir sur une ligne, sans caractères de contrôle`,
  ],
  [/^(.+) must not contain control characters$/, (field) => `« ${field} » ne doit pas contenir de caractères de contrôle`],
  [/^(.+) must be a URL$/, (field) => `« ${field} » doit être une adresse web`],
  [/^(.+) must be an https:\/\/ address$/, (field) => `« ${field} » doit être une adresse https://`],
  [/^(.+) must be at least (\d+) characters$/, (field, min) => `« ${field} » doit faire au moins ${min} caractères`],
  [/^(.+) is too long$/, (field) => `« ${field} » est trop long`],
  [/^(.+) must be text$/, (field) => `« ${field} » doit être un texte`],
  [/^(.+) must be a list$/, (field) => `« ${field} » doit être une liste`],
  [/^(.+) must be true or false$/, (field) => `« ${field} » doit valoir vrai ou faux`],
  [/^(.+) must be one of: (.+)$/, (field, values) => `« ${field} » doit être l'une des valeurs : ${values}`],
  [
    /^A (category|sector|technology) with this slug already exists$/,
    (type) => `${{ category: 'Une catégorie', sector: 'Un secteur', technology: 'Une technologie' }[type] ?? type} utilise déjà ce slug`,
  ],
  [
    /^Unknown (category|sector|technology) ids?: (.+)$/,
    (type, ids) =>
      `Identifiant inconnu (${{ category: 'catégorie', sector: 'secteur', technology: 'technologie' }[type] ?? type}) : ${ids}`,
  ],
];

/** A message of the schemas or the API in French, or the message as it is when it has no French here. */
export function frenchMessage(message: string): string {
  // A failure without an answer: our own French text, then the spec's English suffix.
  const retry = /^(.+)\. Please try again\.$/.exec(message);
  if (retry && !fixed[message]) return frenchTypography(`${frenchMessage(retry[1]!)}. Veuillez réessayer.`);
  const status = /^Request failed with status (\d+)$/.exec(message);
  if (status) return `La requête a échoué (statut ${status[1]!})`;
  const exact = fixed[message];
  if (exact) return frenchTypography(exact);
  for (const [pattern, write] of rules) {
    const match = pattern.exec(message);
    if (!match) continue;
    const [, first = '', ...rest] = match;
    return frenchTypography(write(/^(category|sector|technology)$/.test(first) ? first : label(first), ...rest));
  }
  return message;
}
