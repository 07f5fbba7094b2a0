import { randomUUID } from 'node:crypto';
import { changeLibrary, type StoredMedia } from '#functions/media/library.ts';
import { demoPhotoFiles, type DemoPhotoFile } from '#functions/seed/demo-photo-files.ts';

// The demo projects' photos: drawn for the demo by `npm run demo-photos`
// (scripts/demo-photos/) and committed as JPEGs in photos/, with a manifest of
// what the library stores of each (demo-photo-files.ts). The seed lists them
// from that manifest, so it needs no photo's bytes, whichever function runs it;
// the functions that serve or back up photos store the bytes when first needed
// (functions/seed/demo-photo-bytes.ts). Their alt texts say what the photo
// shows, not the project's title; the focal point keeps the subject in a crop
// (docs/decisions/0052-demo-photos-drawn-and-committed.md).

interface DemoPhotoSpec {
  alt_en: string;
  alt_fr: string;
  focal_x: number;
  focal_y: number;
}

export const demoPhotos = {
  'control-room': {
    alt_en: 'An operator console in a dim control room: seven screens of furnace graphics, trends and an alarm list, a video wall behind.',
    alt_fr:
      "Un pupitre opérateur dans une salle de contrôle tamisée : sept écrans de vues des fours, de courbes de tendance et une liste d'alarmes, un mur d'images au fond.",
    focal_x: 0.5,
    focal_y: 0.45,
  },
  'furnace-area': {
    alt_en:
      'A row of cracking furnaces at dusk, their stacks against the sky, the glow of peep holes along the fireboxes and a pipe rack in front.',
    alt_fr:
      'Une rangée de fours de craquage au crépuscule, cheminées sur le ciel, la lueur des regards le long des chambres de combustion et un rack de tuyauteries devant.',
    focal_x: 0.3,
    focal_y: 0.5,
  },
  'dcs-cabinet': {
    alt_en:
      'An open control cabinet: a redundant controller rack with green status lights, breakers, a network switch and rows of wired terminals between grey ducts.',
    alt_fr:
      'Une armoire de contrôle ouverte : un rack de contrôleurs redondants aux voyants verts, des disjoncteurs, un switch réseau et des rangées de borniers câblés entre des goulottes grises.',
    focal_x: 0.42,
    focal_y: 0.3,
  },
  'lng-terminal': {
    alt_en: 'Two white LNG storage tanks at sunset, a flare tower, and a carrier moored at the jetty beside its unloading arms.',
    alt_fr:
      "Deux réservoirs blancs de GNL au coucher du soleil, une torchère, et un méthanier amarré à l'appontement près de ses bras de déchargement.",
    focal_x: 0.35,
    focal_y: 0.55,
  },
  'safety-cabinets': {
    alt_en: 'A row of grey safety-system cabinets under a yellow cable tray, one of them open on its rack of safety controller modules.',
    alt_fr:
      "Une rangée d'armoires grises de système de sécurité sous un chemin de câbles jaune, l'une d'elles ouverte sur son rack de modules d'automate de sécurité.",
    focal_x: 0.35,
    focal_y: 0.35,
  },
  'fire-gas-console': {
    alt_en: "A control room console showing a jetty's fire and gas plot plan with its detectors, alarm lists and trends.",
    alt_fr:
      "Un pupitre de salle de contrôle affichant le plan feu et gaz d'un appontement avec ses détecteurs, des listes d'alarmes et des courbes.",
    focal_x: 0.5,
    focal_y: 0.45,
  },
  'tank-farm': {
    alt_en: 'White storage tanks with floating and cone roofs behind a bund wall, motor-operated valves on the pipes in front.',
    alt_fr:
      'Des bacs de stockage blancs à toit flottant et à toit conique derrière un mur de rétention, des vannes motorisées sur les tuyauteries devant.',
    focal_x: 0.5,
    focal_y: 0.5,
  },
  'tank-farm-scada': {
    alt_en: "Operator screens showing a tank farm's levels tank by tank, with trends and an alarm list.",
    alt_fr: "Des écrans opérateur affichant le niveau de chaque bac d'un parc de stockage, avec des courbes et une liste d'alarmes.",
    focal_x: 0.5,
    focal_y: 0.45,
  },
  'valve-manifold': {
    alt_en: 'A manifold of three pipe headers with blue electric valve actuators, each tagged, a pressure gauge, and tanks blurred behind.',
    alt_fr:
      "Un collecteur de trois tuyauteries avec des actionneurs électriques de vannes bleus, chacun repéré, un manomètre, et des bacs flous à l'arrière-plan.",
    focal_x: 0.5,
    focal_y: 0.5,
  },
  'filling-line': {
    alt_en:
      'A sterile filling line in a white clean room: vials on a conveyor inside a glass isolator with glove ports, an operator panel beside it.',
    alt_fr:
      'Une ligne de remplissage stérile en salle blanche : des flacons sur un convoyeur dans un isolateur vitré à ports de gants, un pupitre opérateur à côté.',
    focal_x: 0.45,
    focal_y: 0.45,
  },
  'dairy-process': {
    alt_en:
      'Stainless steel process tanks in a dairy, a matrix of hygienic valves on polished pipework and a control panel with its screen.',
    alt_fr:
      'Des cuves de process en inox dans une laiterie, une matrice de vannes hygiéniques sur des tuyauteries polies et un coffret de commande avec son écran.',
    focal_x: 0.45,
    focal_y: 0.5,
  },
} as const satisfies Record<string, DemoPhotoSpec>;

export type DemoPhotoName = keyof typeof demoPhotos;

export const demoPhotoNames = Object.keys(demoPhotos) as DemoPhotoName[];

function fileOf(name: DemoPhotoName): DemoPhotoFile {
  const file = demoPhotoFiles[name];
  if (!file) throw new Error(`functions/seed/demo-photo-files.ts lacks ${name}: run npm run demo-photos`);
  return file;
}

/**
 * Lists every demo photo as a library item, as its upload would have (a photo
 * already listed keeps its item), and answers each one's url. Only the items:
 * the bytes are stored by the first function that serves or backs them up.
 */
export async function listDemoPhotos(): Promise<Record<DemoPhotoName, string>> {
  const time = new Date().toISOString();
  const items: StoredMedia[] = demoPhotoNames.map((name) => ({
    id: randomUUID(),
    ...fileOf(name),
    ...demoPhotos[name],
    file_name: `${name}.jpg`,
    type: 'image/jpeg',
    created_at: time,
    updated_at: time,
  }));
  await changeLibrary((current) => {
    const fresh = items.filter((item) => !current.some((other) => other.url === item.url && !other.deleted_at));
    if (fresh.length === 0) return { items: undefined, result: undefined };
    const urls = new Set(fresh.map((item) => item.url));
    // Newest first, as uploads one after the other would leave them; a deleted photo's tombstone goes.
    return { items: [...fresh.reverse(), ...current.filter((other) => !urls.has(other.url))], result: undefined };
  });
  return Object.fromEntries(demoPhotoNames.map((name) => [name, fileOf(name).url])) as Record<DemoPhotoName, string>;
}
