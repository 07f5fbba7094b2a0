import { frenchTypography } from '#src/i18n/french-typography.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { plural } from '#src/i18n/plural.ts';
import type { BackupCollectionName } from '#src/schemas/backup.ts';
import { fieldLabels, type Field, type Item } from '#src/schemas/field-labels.ts';
import type { MessageCode, MessageParams, NestedMessage } from '#src/schemas/messages.ts';
import type { Shown } from '#admin/lib/coded-text.ts';

// The coded messages of the schemas, the API and the admin's own requests
// (src/schemas/messages.ts), shown in the admin's language: in English, the
// text the catalogue wrote for them; in French, the French below, chosen by
// code. The French must have every code and every field; a code this admin does
// not know (a newer server's) shows the English text it came with.

const labels: Record<Field, string> = {
  active: 'Actif',
  alt_en: 'Texte alternatif',
  bulk_action: 'action',
  bulk_ids: 'ids',
  categories: 'Catégories',
  category: 'Catégorie',
  chunk_count: 'chunk_count',
  city: 'Ville',
  client: 'Client',
  company: 'Entreprise',
  consent: 'Consentement',
  contract_type: 'Type de contrat',
  country: 'Pays',
  current_password: 'Mot de passe actuel',
  cv: 'CV',
  date_posted: 'Date de mise en ligne',
  description: 'Description',
  document_id: 'Document du certificat',
  display_order: "Ordre d'affichage",
  duration: 'Durée',
  email: 'E-mail',
  enabled: 'Activé',
  end_date: 'Date de fin',
  enquiries: 'enquiries',
  featured: 'À la une',
  featured_image: 'Image principale',
  focal_x: 'Point focal (horizontal)',
  focal_y: 'Point focal (vertical)',
  french_alt_text: 'Texte alternatif en français',
  french_city: 'Ville en français',
  french_country: 'Pays en français',
  french_description: 'Description en français',
  french_duration: 'Durée en français',
  french_key_results: 'Résultats clés en français',
  french_location: 'Lieu en français',
  french_name: 'Nom en français',
  french_requirements: 'Profil recherché en français',
  french_scope: 'Périmètre en français',
  french_scope_and_objectives: 'Périmètre et objectifs en français',
  french_seo_description: 'Description pour les moteurs de recherche en français',
  french_seo_title: 'Titre pour les moteurs de recherche en français',
  french_slug: 'Slug en français',
  french_summary: 'Résumé en français',
  french_title: 'Titre en français',
  icon: 'Icône',
  id: 'Identifiant',
  image_url: "Adresse de l'image",
  invitation_token: "Jeton d'invitation",
  item_id: "Identifiant de l'élément",
  key_results: 'Résultats clés',
  language: 'Langue',
  linkedin_address: 'Adresse LinkedIn',
  list_facet: 'facet',
  list_filter: 'filter',
  list_page: 'page',
  list_query: 'q',
  list_relay: 'relay',
  list_size: 'size',
  list_sort: 'sort',
  list_status: 'show',
  location: 'Lieu',
  logo_size: 'Taille des logos',
  logo_url: 'Adresse du logo',
  issuer: 'Organisme',
  kind: 'Type de titre',
  number: 'Numéro',
  scope: 'Périmètre',
  valid_from: 'Valide à partir du',
  valid_through: "Date limite de l'offre",
  valid_until: "Valide jusqu'au",
  message: 'Message',
  name: 'Nom',
  new_password: 'Nouveau mot de passe',
  noindex: 'Masquée des moteurs de recherche',
  ongoing: 'En cours',
  outcomes: 'Résultats',
  page_items: 'Éléments',
  page_list: 'Liste',
  page_text: 'Texte',
  part: 'part',
  parts: 'parts',
  password: 'Mot de passe',
  path: 'Chemin',
  publish_date: 'Date de publication',
  published: 'Publié',
  referrer: 'Provenance',
  related_documents: 'Documents associés',
  requirements: 'Profil recherché',
  salary_max: 'Salaire maximum',
  salary_min: 'Salaire minimum',
  scope_and_objectives: 'Périmètre et objectifs',
  sectors: 'Secteurs',
  seo_description: 'Description pour les moteurs de recherche',
  seo_title: 'Titre pour les moteurs de recherche',
  slug: 'Slug',
  social_image: 'Image de partage',
  speed: 'Vitesse',
  start_date: 'Date de début',
  status: 'Statut',
  summary: 'Résumé',
  taxonomy_type: 'type',
  technologies: 'Technologies',
  title: 'Titre',
  type: 'Type',
  unpublish_date: 'Date de retrait',
  upload_id: 'upload_id',
  username: "Nom d'utilisateur",
  vendor: 'Fournisseur',
  website: 'Site web',
  width: 'Largeur',
  x_address: 'Adresse X',
  youtube_address: 'Adresse YouTube',
};

/** A kind of item: alone, and with its indefinite article. */
const items: Record<Item, { name: string; one: string }> = {
  application: { name: 'candidature', one: 'Une candidature' },
  backup: { name: 'sauvegarde', one: 'Une sauvegarde' },
  category: { name: 'catégorie', one: 'Une catégorie' },
  client: { name: 'client', one: 'Un client' },
  credential: { name: 'certification', one: 'Une certification' },
  document: { name: 'document', one: 'Un document' },
  enquiry: { name: 'demande', one: 'Une demande' },
  file: { name: 'fichier', one: 'Un fichier' },
  invitation: { name: 'invitation', one: 'Une invitation' },
  job: { name: 'offre', one: 'Une offre' },
  photo: { name: 'photo', one: 'Une photo' },
  project: { name: 'projet', one: 'Un projet' },
  sector: { name: 'secteur', one: 'Un secteur' },
  technology: { name: 'technologie', one: 'Une technologie' },
  user: { name: 'utilisateur', one: 'Un utilisateur' },
};

const collections: Record<BackupCollectionName, string> = {
  projects: 'projets (ancien)',
  'projects-enhanced': 'projets',
  clients: 'clients',
  categories: 'catégories',
  credentials: 'certifications',
  documents: 'documents',
  jobs: 'offres d’emploi',
  sectors: 'secteurs',
  technologies: 'technologies',
};

/** An entry of one of these tables; a key this admin does not know (a newer server's) stands for itself. */
const known = <K extends string, V>(table: Record<K, V>, key: K, unknown: V): V => (Object.hasOwn(table, key) ? table[key] : unknown);

const field = (key: Field) => `« ${known(labels, key, key)} »`;
const item = (key: Item) => known(items, key, { name: key, one: key });
const collection = (key: BackupCollectionName) => known(collections, key, key);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type French = { [C in MessageCode]: (params: MessageParams<C>) => string };

export const frenchMessages: French = {
  required: (p) => `${field(p.field)} est obligatoire`,
  max_length: (p) => `${field(p.field)} ne doit pas dépasser ${p.max} caractères`,
  min_length: (p) => `${field(p.field)} doit faire au moins ${p.min} caractères`,
  too_long: (p) => `${field(p.field)} est trop long`,
  single_line: (p) => `${field(p.field)} doit tenir sur une ligne, sans caractères de contrôle`,
  no_control_characters: (p) => `${field(p.field)} ne doit pas contenir de caractères de contrôle`,
  not_text: (p) => `${field(p.field)} doit être un texte`,
  not_url: (p) => `${field(p.field)} doit être une adresse web`,
  not_https_url: (p) => `${field(p.field)} doit être une adresse https://`,
  not_boolean: (p) => `${field(p.field)} doit valoir vrai ou faux`,
  not_list: (p) => `${field(p.field)} doit être une liste`,
  max_entries: (p) => `${field(p.field)} ne peut pas avoir plus de ${p.max} entrées`,
  entry_not_text: (p) => `Chaque entrée de ${field(p.field)} doit être un texte`,
  entry_max_length: (p) => `Chaque entrée de ${field(p.field)} doit faire au plus ${p.max} caractères`,
  entry_single_line: (p) => `Chaque entrée de ${field(p.field)} doit tenir sur une ligne, sans caractères de contrôle`,
  not_id_list: (p) => `${field(p.field)} doit être une liste d'identifiants`,
  empty_id: (p) => `${field(p.field)} ne doit pas contenir d'identifiant vide`,
  id_too_long: (p) => `${field(p.field)} contient un identifiant trop long`,
  too_many_ids: (p) => `${field(p.field)} contient trop d'entrées`,
  not_number: (p) => `${field(p.field)} doit être un nombre`,
  not_whole_number: (p) => `${field(p.field)} doit être un nombre entier`,
  not_negative: (p) => `${field(p.field)} doit être supérieur ou égal à 0`,
  too_large: (p) => `${field(p.field)} est trop grand`,
  min_value: (p) => `${field(p.field)} doit valoir au moins ${p.min}`,
  max_value: (p) => `${field(p.field)} doit valoir au plus ${p.max}`,
  multiple_of: (p) => `${field(p.field)} doit être un multiple de ${p.step}`,
  whole_seconds: (p) => `${field(p.field)} doit être un nombre entier de secondes`,
  min_seconds: (p) => `${field(p.field)} doit valoir au moins ${p.min} secondes`,
  max_seconds: (p) => `${field(p.field)} doit valoir au plus ${p.max} secondes`,
  multiple_of_seconds: (p) => `${field(p.field)} doit être un multiple de ${p.step} secondes`,
  one_of: (p) => `${field(p.field)} doit être l'une des valeurs : ${p.values}`,
  empty_or_one_of: (p) => `${field(p.field)} doit être vide ou l'une des valeurs : ${p.values}`,
  not_datetime: (p) => `${field(p.field)} doit être une date et une heure`,
  not_valid: (p) => `${field(p.field)} n'est pas valide`,
  not_absolute_path: (p) => `${field(p.field)} doit commencer par /`,
  slug_format: () => 'Le slug ne peut contenir que des minuscules, des chiffres et des tirets simples',
  username_format: () => "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres et . _ @ -",
  role_or_permissions: () => 'Indiquez un rôle, des autorisations ou les deux',
  upload_path: () => "Doit être le chemin d'un fichier téléversé",
  day_format: () => 'Les dates sont au format AAAA-MM-JJ',
  audit_cursor_format: () => "before doit être l'identifiant d'une entrée du journal",
  upload_name: () => 'Les noms de fichiers téléversés sont ceux que donne le site : un UUID et une extension d’image',
  invalid_email: () => 'Veuillez indiquer une adresse e-mail valide',
  invalid_phone: () => 'Veuillez indiquer un numéro de téléphone valide',
  unpublish_before_publish: () => 'La date de retrait doit suivre la date de publication',
  salary_range: () => 'Le salaire maximum ne doit pas être inférieur au minimum',
  days_in_order: (p) => `« ${field(p.field)} » ne doit pas précéder « ${field(p.after)} »`,
  invalid_input: () => 'Saisie non valide',
  invalid: (p) => p.detail,

  method_not_allowed: (p) => `La méthode ${p.method} n'est pas autorisée`,
  json_required: () => 'Le Content-Type doit être application/json',
  zip_required: () => 'Le Content-Type doit être application/zip',
  pdf_body_required: () => 'Le Content-Type doit être application/pdf',
  multipart_required: () => 'Le Content-Type doit être multipart/form-data avec un champ de fichier « logo »',
  body_not_object: () => 'Le corps de la requête doit être un objet JSON',
  body_empty: () => 'Le corps de la requête est vide',
  body_not_json: () => "Le corps de la requête n'est pas du JSON valide",
  body_not_utf8: () => "Le corps de la requête n'est pas de l'UTF-8 valide",
  body_too_large: (p) => `Le corps de la requête ne doit pas dépasser ${p.size}`,
  multipart_unreadable: () => "Le corps multipart n'a pas pu être lu",
  logo_field_required: () => 'Un champ de fichier « logo » est obligatoire',
  invalid_upload_fields: () => 'Champs de téléversement non valides',
  not_below: (p) => `${p.index} doit être inférieur à ${p.count}`,
  query_required: (p) => `Le paramètre ${p.parameter} est obligatoire`,
  username_or_invitation_required: () => 'Le paramètre username ou invitation est obligatoire',
  csv_or_json: () => 'format doit valoir csv ou json',
  invalid_audit_filter: () => 'Filtre du journal non valide',

  internal_error: () => 'Erreur interne',
  store_unavailable: () => 'Le stockage des données est momentanément indisponible. Veuillez réessayer.',
  write_contention: () => 'Trop de modifications simultanées : la vôtre n’a pas été enregistrée. Veuillez réessayer.',
  admin_not_configured: (p) =>
    `L'administration n'est pas configurée sur ce site : ${p.problems}. Définissez ces variables dans Netlify (Site configuration → Environment variables), puis redéployez.`,

  auth_required: () => 'Authentification requise',
  bearer_required: () => "L'en-tête Authorization doit être « Bearer <jeton> »",
  invalid_token: () => 'Jeton invalide',
  session_expired: () => 'La session a expiré, veuillez vous reconnecter',
  session_revoked: () => 'La session a été révoquée, veuillez vous reconnecter',
  account_gone: () => "Ce compte n'existe plus",
  admin_only: () => 'Seul un administrateur peut faire cela',
  enquiries_not_allowed: () => "Les demandes sont réservées aux administrateurs et aux membres de l'équipe autorisés à les voir",
  audience_not_allowed: () => "L'audience est réservée aux administrateurs et aux membres de l'équipe autorisés à la voir",
  applications_not_allowed: () => "Les candidatures sont réservées aux administrateurs et aux membres de l'équipe autorisés à les voir",
  invalid_credentials: () => 'Identifiants invalides',
  too_many_sign_ins: () => 'Trop de tentatives de connexion échouées. Patientez avant de réessayer.',
  too_many_invitation_attempts: () => "Trop de tentatives avec des liens d'invitation. Patientez avant de réessayer.",
  too_many_password_attempts: () => 'Trop de mots de passe actuels erronés. Patientez avant de réessayer.',
  too_many_messages: () => 'Trop de messages envoyés depuis votre connexion. Patientez quelques minutes avant de réessayer.',
  too_many_views: () => 'Trop de pages vues comptées depuis votre connexion. Patientez une minute.',
  audience_period: (p) => `La période doit commencer au plus tard à son dernier jour et couvrir au plus ${p.days} jours`,
  current_password_incorrect: () => 'Le mot de passe actuel est incorrect',
  password_unchanged: () => "Le nouveau mot de passe doit être différent de l'actuel",
  username_taken: () => "Ce nom d'utilisateur est déjà pris",
  username_invited: () => "Ce nom d'utilisateur a déjà été invité ; révoquez cette invitation pour en envoyer une nouvelle",
  invitation_invalid: () => "Ce lien d'invitation n'est plus valide. Demandez-en un nouveau à un administrateur.",
  owner_stays_admin: () => 'Le compte du propriétaire du site reste administrateur',
  owner_not_removable: () => 'Le compte du propriétaire du site ne peut pas être supprimé',
  own_role: () => 'Vous ne pouvez pas changer votre propre rôle',
  own_account: () => 'Vous ne pouvez pas supprimer votre propre compte',

  nothing_to_retry: () => "La notification de cette demande est envoyée, ou en cours d'envoi : il n'y a rien à relancer",

  not_found: (p) => `${capitalised(item(p.item).name)} introuvable`,
  slug_taken: (p) => `${item(p.item).one} utilise déjà ce slug`,
  unknown_ids: (p) =>
    `${plural('fr', p.count, { one: 'Identifiant inconnu', other: 'Identifiants inconnus' })} (${item(p.item).name}) : ${p.ids}`,
  related_missing: () => "Certains éléments liés n'existent pas",
  nothing_to_restore: () => 'Rien à restaurer : élément, version ou élément récemment supprimé introuvable',
  changed_since: () => "Cet élément a été modifié depuis l'ouverture de son historique. Rechargez-le pour voir la dernière version.",
  version_unrestorable: (p) => `Cette version ne peut plus être restaurée (${p.path} : ${nestedFrench(p.problem)}).`,
  not_deleted: () => "Cet élément n'est pas supprimé : choisissez une version à restaurer",
  settings_unrestorable: () => 'Cette version des paramètres ne peut plus être restaurée.',
  exists_again: () => 'Cet élément existe de nouveau : restaurez plutôt une de ses versions',
  page_not_found: (p) => `Aucune page du site n'a l'identifiant « ${p.id} »`,
  page_incomplete: () => 'Cette page ne peut pas être publiée : il manque en anglais les champs indiqués',
  page_preview_unavailable: (p) =>
    `La page « ${p.id} » n'a pas encore d'aperçu : le site n'affiche pas son texte enregistré, un aperçu ne montrerait donc pas ce que voient les visiteurs`,
  legal_publish_admin_only: () => 'Seul un administrateur peut publier les pages légales',
  schedule_author_not_admin: () => 'Non publiée : la personne qui a programmé cette page légale n’est plus administrateur',
  schedule_in_past: () => 'La date de publication doit être à venir : pour publier maintenant, utilisez Publier',
  schedule_changed: () =>
    'Quelqu’un a modifié la publication programmée de cette page depuis que vous l’avez ouverte : la date désormais prévue est affichée, vérifiez-la avant de la changer',
  page_link_unknown: (p) => `Aucune page du site n'est à l'adresse ${p.link}`,
  french_slug_taken: (p) => `L'adresse française /fr/…/${p.slug} est déjà celle d'une autre page`,
  edit_conflict: (p) =>
    `Quelqu'un d'autre a enregistré cet élément depuis que vous l'avez ouvert (version ${p.at}). Rien n'a été enregistré : comparez ses modifications avec les vôtres et enregistrez de nouveau.`,
  bad_if_match: () => "If-Match doit être la version de l'élément entre guillemets, telle que lue dans son updated_at",

  logo_too_large: () => 'Le fichier du logo doit faire moins de 5 Mo',
  logo_bad_type: () => 'Le logo doit être une image (JPEG, PNG, GIF, SVG, WebP)',
  logo_empty: () => 'Le fichier du logo est vide',
  part_too_large: (p) => `Chaque partie doit faire au plus ${p.size}`,
  svg_not_utf8: () => "Le SVG n'est pas de l'UTF-8 valide",
  svg_entities: () => 'Les fichiers SVG qui déclarent des entités ne sont pas acceptés',
  svg_root: () => "L'élément racine n'est pas <svg>",
  svg_missing: () => "Le fichier ne contient pas d'élément <svg>",
  svg_not_xml: (p) => `Le SVG n'est pas du XML bien formé (${p.detail})`,
  storage_full: (p) =>
    `L'espace des fichiers téléversés est plein (${p.megabytes} Mo). Supprimez des logos ou des projets inutilisés avant d'en téléverser d'autres.`,
  upload_expired: () => 'Téléversement introuvable ou expiré',
  parts_mismatch: (p) => `${p.name} ne correspond pas à la première partie`,
  part_received: (p) => `La partie ${p.index} a déjà été reçue`,
  part_missing: (p) => `La partie ${p.index} manque : les parties s'envoient dans l'ordre, une à la fois`,
  upload_incomplete: () => 'Une partie du téléversement manque ; recommencez',
  first_part_with_id: () => "La première partie ne doit pas porter d'upload_id",
  upload_id_required: () => "L'upload_id est obligatoire pour chaque partie après la première",

  media_file_required: () => 'Envoyez la photo dans un champ de fichier « file » (multipart/form-data)',
  media_bad_type: () => 'Une photo doit être une image JPEG, PNG, WebP ou AVIF',
  media_heic: () =>
    'Les photos HEIC ne sont pas acceptées ici : exportez-la en JPEG (sur iPhone : Réglages › Appareil photo › Formats › « Le plus compatible ») puis téléversez-la de nouveau',
  media_unreadable: () => 'La photo est tronquée ou endommagée : elle ne peut pas être lue',
  document_file_required: () => 'Envoyez le PDF dans un champ de fichier « file » (multipart/form-data)',
  document_not_pdf: () =>
    'Ce fichier n’est pas un PDF : un PDF commence par %PDF- et finit par %%EOF (une page web ou un autre fichier renommé .pdf est refusé)',
  document_active_content: (p) =>
    `Ce PDF contient des scripts, des actions automatiques ou des fichiers joints (${p.found}) qu’un lecteur pourrait exécuter : enregistrez-le à nouveau sans eux (par exemple avec Imprimer en PDF) puis envoyez-le`,
  document_too_large: (p) => `Le PDF doit faire au plus ${p.megabytes} Mo`,
  document_send_in_parts: (p) =>
    `Un PDF de plus de ${p.megabytes} Mo s’envoie en parties (POST /api/admin/documents/parts), puis se désigne par son upload_id ; le PDF doit faire au plus ${p.most} Mo`,
  job_not_open: () => "Cette offre n'est pas ouverte aux candidatures : envoyez une candidature spontanée depuis la page carrières",
  backup_document_refused: (p) => `uploads/${p.file} dans cette sauvegarde est refusé : ${nestedFrench(p.problem)}`,
  backup_missing_document: (p) =>
    `Le document « ${p.label} » a besoin de uploads/${p.file}, que ni la sauvegarde ni ce site ne contiennent`,
  media_too_large: (p) => `Le fichier de la photo doit faire au plus ${p.megabytes} Mo`,
  media_too_many_pixels: (p) => `La photo a trop de pixels : au plus ${p.megapixels} millions`,
  media_avif_metadata: () =>
    'Cette photo AVIF contient des métadonnées (Exif ou XMP, dont parfois le lieu de prise de vue) : exportez-la sans métadonnées, ou en JPEG',
  media_in_use: (p) =>
    `Cette photo est utilisée par ${p.places} : retirez-la de ${plural('fr', p.count, { one: 'cet élément', other: 'ces éléments' })} d'abord`,
  upload_not_stored: (p) =>
    `${p.url} ne désigne aucun fichier téléversé (un fichier laissé un jour sans enregistrer est retiré) : téléversez-le de nouveau`,
  media_unknown: (p) => `${p.url} n'est pas dans la médiathèque : téléversez la photo ou choisissez-la dans la médiathèque`,

  backup_too_large: (p) => `Une sauvegarde peut faire au plus ${p.size}`,
  whole_backup_with_id: () => "Une sauvegarde envoyée d'un seul tenant ne porte pas d'upload_id",
  export_too_large: (p) =>
    `La sauvegarde du site fait ${p.size}, plus qu'une réponse ne peut porter (${p.limit}) : prenez-la avec POST /api/admin/backups et téléchargez-la par plages d'octets`,
  download_too_large: (p) =>
    `Cette sauvegarde fait ${p.size}, plus qu'une réponse ne peut porter (${p.limit}) : téléchargez-la par plages d'octets (Range: bytes=0-${p.last}, etc.)`,
  range_outside: (p) => `La plage demandée est hors de cette sauvegarde de ${p.bytes} octets`,
  not_zip: () => "Ce fichier n'est pas une archive zip",
  not_a_backup: () => "Ce fichier n'est pas une sauvegarde de Caronte Automation",
  backup_version: () => 'Cette sauvegarde a été faite par une autre version du site',
  backup_unpacks_too_large: () => 'Cette sauvegarde dépasse 200 Mo une fois décompressée',
  backup_entry_too_large: (p) =>
    `Dans cette sauvegarde, ${p.file} dépasse une fois décompressé les ${p.size} octets que déclare son en-tête zip`,
  backup_entry_damaged: (p) =>
    `Dans cette sauvegarde, ${p.file} est endommagé : il ne correspond pas à la taille ou à la somme de contrôle de son en-tête zip`,
  backup_manifest_invalid: () => "Le manifeste de la sauvegarde n'est pas valide",
  backup_file_missing: (p) => `Cette sauvegarde ne contient pas ${p.file}`,
  backup_file_not_json: (p) => `${p.file} n'est pas du JSON valide dans cette sauvegarde`,
  backup_item_invalid: (p) =>
    `${collection(p.collection)}, élément ${p.position} (${p.label ? `“${p.label}”, ` : ''}${p.id ? `identifiant ${p.id}` : 'sans identifiant'}) : ${nestedFrench(p.problem)}`,
  backup_entry_invalid: (p) => `${p.path} : ${nestedFrench(p.problem)}`,
  backup_bad_id: (p) => `${collection(p.collection)} : “${p.label}” a un identifiant que ce site ne peut pas enregistrer`,
  backup_duplicate_id: (p) => `${collection(p.collection)} : deux éléments ont l'identifiant ${p.id}`,
  backup_duplicate_slug: (p) => `${collection(p.collection)} : “${p.label}” et un autre élément utilisent tous deux le slug “${p.slug}”`,
  backup_unknown_media: (p) =>
    `${collection(p.collection)} : « ${p.label} » montre la photo ${p.url}, que la médiathèque de la sauvegarde ne contient pas`,
  backup_missing_photo: (p) => `médiathèque : la photo « ${p.label} » (${p.file}) n'est ni dans la sauvegarde ni sur ce site`,
  backup_duplicate_photo: (p) => `médiathèque : la photo « ${p.label} » et une autre ont le même identifiant ou la même adresse (${p.id})`,
  backup_missing_upload: (p) =>
    `${collection(p.collection)} : “${p.label}” affiche le fichier téléversé ${p.file}, qui n'est ni dans la sauvegarde ni sur ce site`,
  backup_upload_damaged: (p) => `Le fichier téléversé ${p.file} manque dans la sauvegarde ou est endommagé`,
  backup_upload_not_image: (p) => `Le fichier téléversé ${p.file} n'est pas une image que ce site accepte`,
  backup_upload_type_mismatch: (p) =>
    `Le fichier téléversé ${p.file} est de type ${p.type}, et non ${p.declared} comme le déclare le manifeste de la sauvegarde`,
  backup_upload_too_large: (p) => `Le fichier téléversé ${p.file} dépasse la taille permise pour un téléversement (${p.megabytes} Mo)`,
  backup_enquiry_in_future: (p) =>
    `demandes, élément ${p.position} (identifiant ${p.id}) : datée du ${p.date}, dans le futur, ce qu'aucune demande reçue ne peut être`,
  import_failed: () => "L'import a échoué en cours de route et a été annulé : le contenu est tel qu'il était. Veuillez réessayer.",
  import_running: (p) => `Un import lancé par ${p.by} est en cours : attendez qu'il se termine, puis réessayez.`,

  network_failure: () => 'Impossible de joindre le serveur',
  request_failed: (p) => `La requête a échoué (statut ${p.status})`,
  retry: (p) => `${p.failure}. Veuillez réessayer.`,
  logo_upload_failed: () => 'Échec du téléversement du logo',
  logo_upload_interrupted: () => 'Échec du téléversement du logo. Veuillez réessayer.',
};

/** The French of a code, or undefined for a code this admin does not know. */
function inFrench(code: string, params: unknown): string | undefined {
  if (!Object.hasOwn(frenchMessages, code)) return undefined;
  return (frenchMessages[code as MessageCode] as (params: unknown) => string)(params);
}

function nestedFrench(said: NestedMessage): string {
  return inFrench(said.code, said.params) ?? said.code;
}

/** A message in a language: the admin's own text as it is, a coded one by its code, or its English for an unknown code. */
export function messageText(shown: Shown, language: Locale): string {
  if (typeof shown === 'string') return shown;
  const french = language === 'fr' ? inFrench(shown.code, shown.params) : undefined;
  return french === undefined ? shown.text : frenchTypography(french);
}

/** A field as the forms label it, in a language: the shared English label or its French. */
export function fieldLabel(key: Field, language: Locale): string {
  return language === 'fr' ? labels[key] : fieldLabels[key];
}
