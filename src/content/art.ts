import about from '#src/assets/about/martigues.svg';
import map from '#src/assets/contact/map.svg';
import agroFood from '#src/assets/sectors/agro-food.svg';
import chemistry from '#src/assets/sectors/chemistry-petrochemistry.svg';
import energy from '#src/assets/sectors/energy.svg';
import industries from '#src/assets/sectors/industries.svg';
import oilGas from '#src/assets/sectors/oil-gas.svg';
import pharmaceutical from '#src/assets/sectors/pharmaceutical.svg';
import automation from '#src/assets/services/automation-control-systems.svg';
import computing from '#src/assets/services/computing.svg';
import engineering from '#src/assets/services/engineering.svg';
import training from '#src/assets/services/training.svg';
import type { SectorSlug } from '#src/content/sectors.ts';
import type { ServiceSlug } from '#src/content/services.ts';

// The site's illustrations (drawn for it, in src/assets), by page. Imported so
// that the build fingerprints them and pages know their intrinsic size; each is
// also a component that draws the SVG inline, which the page heroes use so that
// their illustration costs no request before the page's largest paint.

export type Art = typeof energy;

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
