import { readFile } from 'node:fs/promises';
import { storeMediaItem } from '#functions/media/store-media.ts';

// The demo projects' photos: drawn for the demo by `npm run demo-photos`
// (scripts/demo-photos/) and committed as JPEGs beside this file, which
// netlify.toml ships with every function (a preview's first request seeds its
// store, whichever function answers it). Their alt texts say what the photo
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

/** The photo's bytes, from the committed JPEG. The path is the same from this file and from a bundled function (two levels under the root both). */
function readDemoPhoto(name: DemoPhotoName): Promise<Uint8Array> {
  return readFile(new URL(`../../functions/seed/photos/${name}.jpg`, import.meta.url));
}

/** Stores every demo photo as a library item, as an upload would, and answers each one's url. */
export async function storeDemoPhotos(): Promise<Record<DemoPhotoName, string>> {
  const urls: Partial<Record<DemoPhotoName, string>> = {};
  // One after the other: each one changes the library document.
  for (const name of demoPhotoNames) {
    const { item } = await storeMediaItem(await readDemoPhoto(name), { file_name: `${name}.jpg`, ...demoPhotos[name] });
    urls[name] = item.url;
  }
  return urls as Record<DemoPhotoName, string>;
}
