// Wordmarks of the fictional clients of the demo content: a geometric mark and
// a two-line name, drawn in plain SVG (no script, no external reference, no
// embedded font) at the carousel's 2:1 ratio.

export type LogoMark = 'drop' | 'hexagon' | 'wave' | 'capsule' | 'leaf' | 'flame' | 'beam' | 'flask';

export interface LogoSpec {
  /** Base of the stored file name and of nothing else. */
  slug: string;
  lines: readonly [string, string];
  mark: LogoMark;
  colour: string;
  accent: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Each mark is drawn in an 80 × 80 box. */
function markShape(mark: LogoMark, colour: string, accent: string): string {
  switch (mark) {
    case 'drop':
      return `<path d="M40 6C40 6 14 38 14 54a26 26 0 0 0 52 0C66 38 40 6 40 6Z" fill="${colour}"/><path d="M40 30c0 0-12 15-12 24a12 12 0 0 0 24 0c0-9-12-24-12-24Z" fill="${accent}"/>`;
    case 'hexagon':
      return `<path d="M40 4 71 22v36L40 76 9 58V22Z" fill="none" stroke="${colour}" stroke-width="7" stroke-linejoin="round"/><circle cx="40" cy="40" r="11" fill="${accent}"/><path d="M40 29V11M49.5 45.5 65 54.5M30.5 45.5 15 54.5" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`;
    case 'wave':
      return `<circle cx="40" cy="30" r="16" fill="${accent}"/><path d="M6 52c8-7 16-7 24 0s16 7 24 0 16-7 20-3" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round"/><path d="M6 68c8-7 16-7 24 0s16 7 24 0 16-7 20-3" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>`;
    case 'capsule':
      return `<g transform="rotate(-40 40 44)"><rect x="8" y="30" width="64" height="28" rx="14" fill="${accent}"/><path d="M40 30H22a14 14 0 0 0 0 28h18Z" fill="${colour}"/></g><path d="M62 6v16M54 14h16" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`;
    case 'leaf':
      return `<path d="M12 68C12 30 36 10 70 10c0 36-20 58-58 58Z" fill="${colour}"/><path d="M16 64C30 46 44 34 60 22" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`;
    case 'flame':
      return `<path d="M40 4c6 14 24 22 24 44a24 24 0 0 1-48 0c0-12 7-19 12-26 1 8 4 12 8 14-1-13 1-23 4-32Z" fill="${colour}"/><path d="M40 42c3 6 12 10 12 19a12 12 0 0 1-24 0c0-7 6-11 12-19Z" fill="${accent}"/>`;
    case 'beam':
      return `<path d="M10 10h60v14H48v32h22v14H10V56h22V24H10Z" fill="${colour}"/><rect x="34" y="30" width="12" height="20" fill="${accent}"/>`;
    case 'flask':
      return `<path d="M30 8h20M34 8v22L14 64a8 8 0 0 0 7 12h38a8 8 0 0 0 7-12L46 30V8" fill="none" stroke="${colour}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/><path d="M24 56h32l6 10a3 3 0 0 1-3 4H21a3 3 0 0 1-3-4Z" fill="${accent}"/>`;
  }
}

export function logoSvg(spec: LogoSpec): string {
  const [first, second] = spec.lines.map(escapeXml);
  const title = escapeXml(spec.lines.join(' '));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" width="320" height="160" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<g transform="translate(16 40)">${markShape(spec.mark, spec.colour, spec.accent)}</g>`,
    `<text x="112" y="76" font-family="Helvetica, Arial, sans-serif" font-size="25" font-weight="700" letter-spacing="0.5" fill="${spec.colour}">${first}</text>`,
    `<text x="112" y="106" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="400" letter-spacing="2.5" fill="${spec.colour}" opacity="0.85">${second}</text>`,
    `</svg>`,
  ].join('');
}

export const demoLogos = {
  provenceRaffinage: { slug: 'provence-raffinage', lines: ['Provence', 'RAFFINAGE'], mark: 'drop', colour: '#8c2a1c', accent: '#e3a21a' },
  berrePolymeres: { slug: 'berre-polymeres', lines: ['Berre', 'POLYMÈRES'], mark: 'hexagon', colour: '#0e5f63', accent: '#4fb3a9' },
  mediterraneeEnergies: {
    slug: 'mediterranee-energies',
    lines: ['Méditerranée', 'ÉNERGIES'],
    mark: 'wave',
    colour: '#163f73',
    accent: '#f2b233',
  },
  laboratoiresCalanques: {
    slug: 'laboratoires-calanques',
    lines: ['Calanques', 'LABORATOIRES'],
    mark: 'capsule',
    colour: '#25664d',
    accent: '#9fd3b8',
  },
  laiterieLyonnais: { slug: 'laiterie-lyonnais', lines: ['Laiterie', 'DU LYONNAIS'], mark: 'leaf', colour: '#3d6b2a', accent: '#d9e8c4' },
  terminalFos: { slug: 'terminal-gazier-fos', lines: ['Fos GNL', 'TERMINAL GAZIER'], mark: 'flame', colour: '#13294b', accent: '#f08a24' },
  acieriesGolfe: { slug: 'acieries-du-golfe', lines: ['Aciéries', 'DU GOLFE'], mark: 'beam', colour: '#33383d', accent: '#c8102e' },
  rhoneChimie: { slug: 'rhone-chimie-fine', lines: ['Rhône', 'CHIMIE FINE'], mark: 'flask', colour: '#4b3382', accent: '#a58cd6' },
} as const satisfies Record<string, LogoSpec>;

export type DemoLogo = keyof typeof demoLogos;
