import type { LegalSection } from '#src/content/legal.ts';
import { frenchTexts } from '#src/i18n/translated.ts';
import { inWords, retention } from '#src/lib/privacy/retention.ts';
import { site } from '#src/site/config.ts';

// The legal pages in French, the same sections as the English texts
// (src/content/legal.ts). French law governs both; each text has its own
// "last updated" date, pinned by tests/unit/legal-dates.test.ts.

export const legalUpdatesFr = {
  privacyPolicy: { date: '2026-11-28', digest: '6af565c337c8892c' },
  termsOfService: { date: '2026-11-25', digest: 'da8c5d11d790f083' },
} as const;

const address = `${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, France`;

export const privacyPolicyFr: readonly LegalSection[] = frenchTexts([
  {
    title: 'Qui sommes-nous',
    body: [
      `Ce site est édité par ${address}. Nous sommes responsables du traitement des données personnelles collectées par son intermédiaire, au sens du Règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.`,
    ],
  },
  {
    title: 'Les données que nous collectons',
    body: [
      'Nous ne collectons que ce que vous choisissez de nous envoyer et le minimum nécessaire au fonctionnement du site :',
      [
        'Formulaire de contact : vos nom et prénom, votre adresse e-mail et, si vous les indiquez, votre entreprise, votre numéro de téléphone et votre message.',
        'Candidatures : vos nom et prénom, votre adresse e-mail, votre numéro de téléphone, votre message et votre CV, ainsi que le poste visé.',
        "Données techniques : l'adresse IP et les informations de navigateur enregistrées dans les journaux de notre hébergeur, ainsi que l'adresse des pages introuvables, utilisée pour corriger les liens cassés.",
      ],
      "Nous n'utilisons aucun outil tiers de mesure d'audience, de publicité ou de suivi des réseaux sociaux, et nous ne constituons aucun profil de visiteur. Notre propre mesure d'audience compte les pages vues sans identifier quiconque (voir « Mesure d'audience » plus bas).",
    ],
  },
  {
    title: 'Comment nous utilisons vos données',
    body: [
      'Nous utilisons vos données pour les finalités suivantes, sur les bases légales indiquées :',
      [
        'Répondre à votre demande et préparer le devis que vous sollicitez : mesures précontractuelles prises à votre demande (article 6, paragraphe 1, point b du RGPD).',
        "Garder une trace des demandes et en assurer le suivi : notre intérêt légitime à gérer nos relations d'affaires (article 6, paragraphe 1, point f).",
        "Étudier votre candidature et vous recontacter à son sujet : mesures précontractuelles prises à votre demande avant la conclusion d'un contrat de travail (article 6, paragraphe 1, point b).",
        'Assurer la sécurité et le bon fonctionnement du site, y compris les limites de débit contre les abus : notre intérêt légitime (article 6, paragraphe 1, point f).',
      ],
      "Nous n'utilisons jamais vos données pour une prise de décision automatisée et ne les vendons jamais.",
    ],
  },
  {
    title: 'Le partage de vos données',
    body: [
      "Vos données ne sont lues que par les membres de l'équipe de Caronte Automation qui traitent les demandes ou, pour une candidature, le recrutement. Nous les partageons avec les prestataires suivants, qui agissent sur nos instructions dans le cadre de contrats de sous-traitance :",
      [
        'Notre hébergeur et son service de stockage de données, qui font fonctionner le site et conservent les demandes et les candidatures.',
        "Le service de relais d'e-mails qui transmet les messages du formulaire de contact à notre boîte de réception.",
      ],
      'Nous pouvons communiquer des données aux autorités publiques lorsque le droit français ou européen l’exige.',
    ],
  },
  {
    title: 'La sécurité des données',
    body: [
      "Le site n'est servi qu'en connexion chiffrée HTTPS. Les demandes sont conservées dans un stockage à accès contrôlé, lisible uniquement depuis notre espace d'administration, qui exige un compte individuel protégé par un mot de passe robuste. Notre équipe est tenue à la confidentialité, et nous revoyons régulièrement nos mesures de sécurité.",
    ],
  },
  {
    title: 'Vos droits au titre du RGPD',
    body: [
      'Vous avez le droit :',
      [
        "d'accéder aux données personnelles que nous détenons sur vous et d'en recevoir une copie ;",
        'de faire rectifier les données inexactes et compléter les données incomplètes ;',
        "de faire effacer vos données, ou d'en faire limiter le traitement, lorsque le RGPD le permet ;",
        'de vous opposer au traitement fondé sur notre intérêt légitime ;',
        'de recevoir vos données dans un format portable ;',
        'de donner des directives sur le sort de vos données après votre décès, comme le permet le droit français.',
      ],
      `Pour exercer ces droits, écrivez à ${site.email} ou à notre adresse postale. Nous répondrons dans un délai d'un mois et pourrons vous demander de justifier de votre identité.`,
    ],
  },
  {
    title: 'Cookies et stockage local',
    body: [
      "Le site public ne dépose aucun cookie et n'utilise aucune technologie de suivi : aucun bandeau de consentement n'est donc nécessaire. Il compte les pages vues pour ses propres statistiques sans identifier quiconque, comme décrit plus bas sous « Mesure d'audience » ; la seule chose qu'il peut conserver dans votre navigateur est votre opposition à ce décompte, une fois que vous l'avez exprimée. L'espace d'administration, réservé à notre équipe, conserve un jeton de session dans le stockage local du navigateur pour maintenir la connexion ; il est supprimé à la déconnexion.",
    ],
  },
  {
    title: 'La durée de conservation',
    body: [
      [
        `Les demandes envoyées par le formulaire de contact sont supprimées ${inWords(retention.enquiriesYears, 'fr')} ans après leur envoi, ou plus tôt si vous nous demandez de les effacer.`,
        `Les candidatures qui n'aboutissent pas à une embauche sont supprimées avec leur CV ${inWords(retention.applicationsYears, 'fr')} ans après leur dernière modification, ou plus tôt si vous nous demandez de les effacer.`,
        `Les sauvegardes du site, qui peuvent contenir des demandes, sont conservées ${inWords(retention.backupsDays, 'fr')} jours.`,
        `Le journal des actions de notre équipe dans l'espace d'administration, avec les adresses depuis lesquelles elle travaille, est conservé ${inWords(retention.auditLogMonths, 'fr')} mois.`,
        `La mesure d'audience conserve chaque page vue seule ${inWords(retention.audienceViewsDays, 'fr')} jour au plus, et les totaux par jour ${inWords(retention.audienceMonths, 'fr')} mois.`,
        'Les données relatives aux clients sont conservées pendant la durée de la relation, puis pendant les durées imposées par le droit commercial et fiscal français.',
        'Les journaux des serveurs sont conservés douze mois au plus.',
      ],
    ],
  },
  {
    title: 'Les mineurs',
    body: [
      "Notre site et nos services s'adressent aux professionnels et ne visent pas les personnes de moins de 18 ans. Nous ne collectons pas sciemment de données auprès de mineurs ; si vous pensez qu'un mineur nous a transmis des données personnelles, contactez-nous et nous les supprimerons.",
    ],
  },
  {
    title: 'Les transferts internationaux',
    body: [
      "Nous conservons et traitons vos données dans l'Union européenne lorsque c'est possible. Certains de nos prestataires peuvent traiter des données hors de l'Espace économique européen ; le transfert est alors encadré par une décision d'adéquation de la Commission européenne, comme le cadre de protection des données UE-États-Unis, ou par les clauses contractuelles types de la Commission.",
    ],
  },
  {
    title: 'Les modifications de cette politique',
    body: [
      'Nous pouvons mettre à jour cette politique lorsque nos pratiques ou la loi évoluent. La date en haut de cette page indique sa dernière mise à jour ; les changements importants seront signalés sur le site.',
    ],
  },
  {
    title: 'Les réclamations',
    body: [
      "Si notre réponse ne vous satisfait pas, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, 75007 Paris, ou en ligne sur www.cnil.fr.",
    ],
  },
  {
    title: 'Nous contacter',
    body: [
      `Pour toute question sur cette politique ou sur vos données, écrivez-nous à ${site.email}, appelez-nous au ${site.phone.display} ou écrivez-nous à ${address}.`,
    ],
  },
]);

export const termsOfServiceFr: readonly LegalSection[] = frenchTexts([
  {
    title: 'Acceptation des présentes conditions',
    body: [
      "Les présentes conditions régissent l'utilisation de ce site. En le consultant ou en nous envoyant une demande, vous les acceptez. Si vous ne les acceptez pas, merci de ne pas utiliser le site.",
    ],
  },
  {
    title: 'Qui sommes-nous',
    body: [
      `Ce site est édité par ${address}, société par actions simplifiée (SAS) de droit français. Vous pouvez nous joindre à ${site.email} ou au ${site.phone.display}.`,
    ],
  },
  {
    title: 'Objet du site',
    body: [
      "Le site présente nos services d'automatisme, d'ingénierie, d'informatique industrielle et de formation, nos secteurs d'activité et des exemples de nos réalisations, et permet aux professionnels de nous contacter.",
    ],
  },
  {
    title: 'Public visé',
    body: [
      "Le site s'adresse aux entreprises et aux professionnels. Nos services ne visent pas les personnes de moins de 18 ans, et vous devez avoir au moins 18 ans pour nous envoyer une demande.",
    ],
  },
  {
    title: 'Utilisation acceptable',
    body: [
      'Vous vous engagez à ne pas :',
      [
        "utiliser le site d'une manière contraire à une loi ou à un règlement ;",
        "tenter d'accéder sans autorisation au site, à son espace d'administration ou aux systèmes qui le font fonctionner ;",
        'envoyer des requêtes automatisées, des messages indésirables ou du code malveillant par le formulaire de contact ou toute autre partie du site ;',
        'copier le contenu du site à grande échelle ou vous en servir pour constituer une base de données concurrente.',
      ],
    ],
  },
  {
    title: 'Propriété intellectuelle',
    body: [
      `L'ensemble du contenu de ce site, y compris les textes, illustrations, logos, graphismes et le logiciel qui le fait fonctionner, appartient à ${site.legalName} ou à ses concédants et est protégé par le droit français et international de la propriété intellectuelle. Vous pouvez consulter et imprimer les pages pour votre information personnelle ; toute autre reproduction ou utilisation requiert notre accord écrit préalable.`,
    ],
  },
  {
    title: 'Noms et marques des clients',
    body: [
      'Les noms, logos et noms de produits des clients présentés sur le site appartiennent à leurs propriétaires respectifs. Leur présence ne signifie pas que ces propriétaires approuvent ce site.',
    ],
  },
  {
    title: 'Informations générales',
    body: [
      "Les informations de ce site sont d'ordre général. Elles ne constituent pas un conseil d'ingénierie pour une installation donnée et ne remplacent pas l'étude de votre usine par des ingénieurs qualifiés. Les chiffres des projets décrivent des résultats obtenus dans des conditions particulières et ne garantissent pas des résultats futurs.",
    ],
  },
  {
    title: 'Demandes et devis',
    body: [
      "L'envoi d'une demande ne crée pas de contrat. Tout travail que nous réalisons est régi par un devis ou un contrat écrit accepté par les deux parties, ainsi que par nos conditions générales de vente ; ceux-ci prévalent sur tout ce qui figure sur ce site.",
    ],
  },
  {
    title: 'Liens vers d’autres sites',
    body: [
      'Le site peut renvoyer vers des sites exploités par des tiers, comme nos clients ou des réseaux sociaux. Nous ne contrôlons pas ces sites et ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de données personnelles.',
    ],
  },
  {
    title: 'Disponibilité',
    body: [
      'Nous nous efforçons de maintenir le site accessible en permanence mais ne pouvons garantir un accès ininterrompu. Nous pouvons suspendre ou modifier tout ou partie du site, pour maintenance ou amélioration, sans préavis.',
    ],
  },
  {
    title: 'Limitation de responsabilité',
    body: [
      "Dans les limites permises par la loi, nous ne sommes pas responsables des dommages indirects, pertes de données ou pertes d'exploitation résultant de l'utilisation du site ou de l'impossibilité de l'utiliser. Rien dans les présentes conditions ne limite une responsabilité qui ne peut l'être en droit français, notamment en cas de faute lourde ou intentionnelle.",
    ],
  },
  {
    title: 'Données personnelles',
    body: [
      'Nous traitons les données personnelles que vous nous transmettez comme le décrit notre politique de confidentialité, qui fait partie des présentes conditions.',
    ],
  },
  {
    title: 'Modification des présentes conditions',
    body: [
      "Nous pouvons modifier les présentes conditions à tout moment. La version applicable est celle publiée sur le site au moment où vous l'utilisez ; la date en haut de cette page indique sa dernière mise à jour.",
    ],
  },
  {
    title: 'Droit applicable et juridiction',
    body: [
      `Les présentes conditions sont régies par le droit français. Tout litige relatif au site ou aux présentes conditions qui ne pourrait être réglé à l'amiable sera porté devant les juridictions compétentes du ressort de la cour d'appel d'Aix-en-Provence, dont relève ${site.address.city}.`,
    ],
  },
  {
    title: 'Contact',
    body: [`Les questions sur les présentes conditions peuvent être envoyées à ${site.email} ou par courrier à ${address}.`],
  },
]);
