import { readFile } from 'node:fs/promises';

// The demo projects' photos: drawn for the demo by `npm run demo-photos`
// (scripts/demo-photos/) and committed as JPEGs beside this file, which
// netlify.toml ships with every function (a preview's first request seeds its
// store, whichever function answers it). Their alt texts say what the photo
// shows, not the project's title; the focal point keeps the subject in a crop.

export const demoPhotoNames = [
  'control-room',
  'furnace-area',
  'dcs-cabinet',
  'lng-terminal',
  'safety-cabinets',
  'fire-gas-console',
  'tank-farm',
  'tank-farm-scada',
  'valve-manifold',
  'filling-line',
  'dairy-process',
] as const;

export type DemoPhotoName = (typeof demoPhotoNames)[number];

/** The photo's bytes, from the committed JPEG. The path is the same from this file and from a bundled function (two levels under the root both). */
export function readDemoPhoto(name: DemoPhotoName): Promise<Uint8Array> {
  return readFile(new URL(`../../functions/seed/photos/${name}.jpg`, import.meta.url));
}
