import { translated } from '#src/i18n/translated.ts';
import { inWords, retention } from '#src/lib/privacy/retention.ts';

// The privacy policy's block on audience measurement (ADR 0073), after the
// policy's editable text: what is counted, why no consent is asked, how long
// it is kept (src/lib/privacy/retention.ts) and the switch to object.

const months = retention.audienceMonths;
const days = retention.audienceViewsDays;

export const audienceTexts = translated('audience', {
  en: {
    title: 'Audience measurement',
    intro:
      'To know which pages interest visitors, each page view sends this website’s own server the page’s address, the address of the page whose link was followed and the width of the window. The server keeps four things: the page’s address, the domain of the site whose link was followed (only its name, such as google.com), the page’s language, and whether the screen is a phone’s, a tablet’s or a computer’s. An enquiry sent with the contact form records the address of the page that led to it.',
    nothing:
      'Nothing identifies you: no cookie, nothing kept in your browser, no IP address, no browser description, no identifier, nothing that links one page you read to another. Robots and pages loaded in advance are not counted. The figures are ours alone: they are not shared, sold or combined with other data, and no other company is involved.',
    exemption:
      'This measurement meets the conditions under which the CNIL (France’s data protection authority) exempts audience measurement from consent: strictly for the publisher’s own statistics, anonymous, not cross-referenced with other processing, not passed to anyone, not following you across sites, and you are told of it here and may object.',
    kept: `Each view is kept on its own for at most ${inWords(days, 'en')} day, then only as a count for its day; the daily counts are kept ${inWords(months, 'en')} months (${months}), then deleted.`,
    objectTitle: 'Object to being counted',
    object:
      'Your browser’s Global Privacy Control or Do Not Track setting is honoured as an objection. You may also object here: your choice is the one thing this website stores in your browser, and only once you make it.',
    switchLabel: 'Count my visits in the audience measurement',
    counted: 'Your visits are counted, anonymously.',
    optedOut: 'You objected: your visits are not counted from this browser.',
    browserObjects: 'Your browser objects already (Global Privacy Control or Do Not Track): your visits are not counted.',
    noScript: 'The switch needs JavaScript; without it, the page sends nothing at all.',
  },
  fr: {
    title: 'Mesure d’audience',
    intro:
      'Pour savoir quelles pages intéressent les visiteurs, chaque page vue envoie au serveur de ce site l’adresse de la page, celle de la page dont le lien a été suivi et la largeur de la fenêtre. Le serveur en garde quatre informations : l’adresse de la page, le domaine du site dont le lien a été suivi (son nom seulement, comme google.com), la langue de la page, et s’il s’agit d’un écran de téléphone, de tablette ou d’ordinateur. Une demande envoyée par le formulaire de contact enregistre l’adresse de la page qui y a mené.',
    nothing:
      'Rien ne vous identifie : aucun cookie, rien de conservé dans votre navigateur, aucune adresse IP, aucune description du navigateur, aucun identifiant, rien qui relie une page lue à une autre. Les robots et les pages chargées par anticipation ne sont pas comptés. Les chiffres sont à notre seul usage : ils ne sont ni partagés, ni vendus, ni croisés avec d’autres données, et aucune autre société n’intervient.',
    exemption:
      'Cette mesure remplit les conditions auxquelles la CNIL dispense la mesure d’audience de consentement : au seul usage statistique de l’éditeur, anonyme, sans recoupement avec d’autres traitements, sans transmission à quiconque, sans suivi d’un site à l’autre, et vous en êtes informé ici et pouvez vous y opposer.',
    kept: `Chaque page vue est conservée seule ${inWords(days, 'fr')} jour au plus, puis uniquement comme un total de sa journée ; les totaux par jour sont conservés ${inWords(months, 'fr')} mois (${months}), puis supprimés.`,
    objectTitle: 'S’opposer à la mesure',
    object:
      'Le réglage Global Privacy Control ou Do Not Track de votre navigateur vaut opposition. Vous pouvez aussi vous opposer ici : votre choix est la seule chose que ce site enregistre dans votre navigateur, et seulement quand vous le faites.',
    switchLabel: 'Compter mes visites dans la mesure d’audience',
    counted: 'Vos visites sont comptées, anonymement.',
    optedOut: 'Vous vous êtes opposé : vos visites ne sont pas comptées depuis ce navigateur.',
    browserObjects: 'Votre navigateur s’y oppose déjà (Global Privacy Control ou Do Not Track) : vos visites ne sont pas comptées.',
    noScript: 'Ce bouton nécessite JavaScript ; sans lui, la page n’envoie rien du tout.',
  },
});
