import type { DemoPhotoName } from '#functions/seed/demo-photos.ts';
import { cabinetRow, openCabinet } from '#scripts/demo-photos/cabinets.ts';
import { dairyProcess, fillingLine } from '#scripts/demo-photos/hygienic.ts';
import { controlRoom } from '#scripts/demo-photos/control-room.ts';
import { furnaceArea, lngTerminal, tankFarm, valveManifold } from '#scripts/demo-photos/outdoor.ts';

// Which drawing makes which demo photo.

export const scenes: Record<DemoPhotoName, () => string> = {
  'control-room': () =>
    controlRoom({
      seed: 11,
      screens: ['overview', 'furnace', 'trend', 'alarms', 'trend', 'furnace', 'overview'],
      wall: ['overview', 'furnace', 'trend', 'tanks', 'alarms', 'trend', 'furnace', 'overview'],
    }),
  'furnace-area': furnaceArea,
  'dcs-cabinet': () => openCabinet({ seed: 13, style: 'dcs' }),
  'safety-cabinets': () => cabinetRow({ seed: 17, style: 'safety', labels: ['ESD-J1-B', 'ESD-J1-A', 'F&G-J1', 'MARSH-03'] }),
  'fire-gas-console': () =>
    controlRoom({
      seed: 19,
      screens: ['fire-gas', 'alarms', 'fire-gas', 'trend', 'overview', 'fire-gas', 'alarms'],
      wall: ['fire-gas', 'fire-gas', 'trend', 'alarms', 'overview', 'trend', 'fire-gas', 'alarms'],
    }),
  'tank-farm-scada': () =>
    controlRoom({
      seed: 29,
      screens: ['tanks', 'tanks', 'trend', 'alarms', 'tanks', 'overview', 'trend'],
      wall: ['tanks', 'tanks', 'trend', 'tanks', 'alarms', 'tanks', 'trend', 'overview'],
    }),
  'lng-terminal': lngTerminal,
  'tank-farm': tankFarm,
  'valve-manifold': valveManifold,
  'filling-line': fillingLine,
  'dairy-process': dairyProcess,
};
