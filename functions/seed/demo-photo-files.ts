// Written by `npm run demo-photos` (scripts/demo-photos/files.ts) from the JPEGs in photos/: do not edit.
// What the media library stores of each demo photo, so the seed lists them without reading their bytes.

export interface DemoPhotoFile {
  /** The library address: the hash of the bytes kept (metadata stripped). */
  url: string;
  width: number;
  height: number;
  /** The size of the bytes kept. */
  bytes: number;
}

export const demoPhotoFiles: Readonly<Record<string, DemoPhotoFile>> = {
  'control-room': { url: '/media/6553ee2316b87c4b9b900c48643ab4bf.jpg', width: 2400, height: 1600, bytes: 258061 },
  'furnace-area': { url: '/media/e5d035bc4e8e512bccb531cffb279ceb.jpg', width: 2400, height: 1600, bytes: 235975 },
  'dcs-cabinet': { url: '/media/9a951d5f4e8173ed717c6faaf280387f.jpg', width: 2400, height: 1600, bytes: 313913 },
  'lng-terminal': { url: '/media/687928e67ab415f682a02cc758768e61.jpg', width: 2400, height: 1600, bytes: 132140 },
  'safety-cabinets': { url: '/media/8e38e25cabfff9784a823199dc20fcde.jpg', width: 2400, height: 1600, bytes: 190794 },
  'fire-gas-console': { url: '/media/47b2d9dbaca9a67387fed3f3d8eecb0c.jpg', width: 2400, height: 1600, bytes: 229938 },
  'tank-farm': { url: '/media/fa7e84f02bb8fd73e380a358d118aee5.jpg', width: 2400, height: 1600, bytes: 170239 },
  'tank-farm-scada': { url: '/media/490f3d5a5bddc889697bdb8a87c2a730.jpg', width: 2400, height: 1600, bytes: 246750 },
  'valve-manifold': { url: '/media/fb145ba5d0a9c95ea1c175e5963d7564.jpg', width: 2400, height: 1600, bytes: 153232 },
  'filling-line': { url: '/media/9c152e901380392a8867e5aafdce2e2e.jpg', width: 2400, height: 1600, bytes: 135592 },
  'dairy-process': { url: '/media/6634c1f397bca3b8cd7cc6240cc910a3.jpg', width: 2400, height: 1600, bytes: 176385 },
};
