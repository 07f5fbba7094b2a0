import about from '#assets/about/martigues.svg';
import map from '#assets/contact/map.svg';
import agroFood from '#assets/sectors/agro-food.svg';
import chemistry from '#assets/sectors/chemistry-petrochemistry.svg';
import energy from '#assets/sectors/energy.svg';
import industries from '#assets/sectors/industries.svg';
import oilGas from '#assets/sectors/oil-gas.svg';
import pharmaceutical from '#assets/sectors/pharmaceutical.svg';
import automation from '#assets/services/automation-control-systems.svg';
import computing from '#assets/services/computing.svg';
import engineering from '#assets/services/engineering.svg';
import training from '#assets/services/training.svg';
import type { SectorSlug } from '#content/sectors.ts';
import type { ServiceSlug } from '#content/services.ts';

// The site's illustrations (drawn for it, in src/assets), by page. Imported so
// that the build fingerprints them and pages know their intrinsic size.

export type Art = Pick<ImageMetadata, 'src' | 'width' | 'height'>;

export const sectorArt: Record<SectorSlug, Art> = {
  energy,
  'oil-gas': oilGas,
  'chemistry-petrochemistry': chemistry,
  pharmaceutical,
  'agro-food': agroFood,
  industries,
};

export const serviceArt: Record<ServiceSlug, Art> = {
  'automation-control-systems': automation,
  engineering,
  computing,
  training,
};

export const aboutArt: Art = about;
export const mapArt: Art = map;
