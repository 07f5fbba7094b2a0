// Drawing helpers for the demo photos (scripts/demo-photos.ts): a scene
// collects its gradients and filters once, and shapes are plain SVG strings.
// Everything is deterministic (a seeded generator), so running the script
// again draws the same photos byte for byte on the same sharp version.

export const WIDTH = 2400;
export const HEIGHT = 1600;

/** A small seeded generator (mulberry32): the same seed draws the same details. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Stop = readonly [offset: number, colour: string, opacity?: number];

const stopsSvg = (stops: readonly Stop[]) =>
  stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rounds for shorter SVG text. */
export const n = (value: number) => Math.round(value * 10) / 10;

export class Scene {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private count = 0;
  readonly rand: () => number;

  constructor(seed: number) {
    this.rand = random(seed);
  }

  /** A value between min and max. */
  between(min: number, max: number): number {
    return min + (max - min) * this.rand();
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rand() * items.length)] as T;
  }

  private define(key: string, make: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return `url(#${known})`;
    const id = `d${(this.count += 1)}`;
    this.cache.set(key, id);
    this.defs.push(make(id));
    return `url(#${id})`;
  }

  /** A linear gradient along a direction in the shape's own box (0–1). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.define(`l${JSON.stringify([stops, x1, y1, x2, y2])}`, (id) => {
      return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`;
    });
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.define(`r${JSON.stringify([stops, cx, cy, r])}`, (id) => {
      return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`;
    });
  }

  /** Brushed or painted metal across a cylinder: dark edges, a highlight left of centre. */
  metal(base: string, light: string, dark: string, vertical = false): string {
    const stops: Stop[] = [
      [0, dark],
      [0.18, base],
      [0.34, light],
      [0.44, base],
      [0.8, dark],
      [1, dark],
    ];
    return vertical ? this.linear(stops, 0, 0, 0, 1) : this.linear(stops, 0, 0, 1, 0);
  }

  blur(deviation: number): string {
    return this.define(`b${deviation}`, (id) => {
      return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
    });
  }

  /** Fine grain over a whole scene, as a camera sensor adds it: it keeps gradients from looking drawn. */
  grain(opacity: number, frequency = 0.9): string {
    return this.define(`g${opacity}${frequency}`, (id) => {
      return `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 ${opacity} 0"/></filter>`;
    });
  }

  /** A blotchy texture (concrete, haze, grime) of a colour. */
  texture(colour: string, opacity: number, frequency: number, seed = 3): string {
    return this.define(`t${colour}${opacity}${frequency}${seed}`, (id) => {
      const [r, g, b] = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16) / 255) as [number, number, number];
      return `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="4" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 ${n(r * 100) / 100}  0 0 0 0 ${n(g * 100) / 100}  0 0 0 0 ${n(b * 100) / 100}  ${opacity * 3} 0 0 0 ${-opacity}"/></filter>`;
    });
  }

  /** A clip path from SVG shapes, for drawing inside a screen or a window. */
  clip(shapes: string): string {
    return this.define(`c${shapes}`, (id) => `<clipPath id="${id}">${shapes}</clipPath>`);
  }

  /** The finished document: a scene's body, then grain and a vignette as a lens gives. */
  svg(body: string, options: { grain?: number; vignette?: number } = {}): string {
    const grain = options.grain ?? 0.1;
    const vignette = options.vignette ?? 0.45;
    const overlay = [
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${this.radial(
        [
          [0.55, '#000', 0],
          [1, '#000', vignette],
        ],
        0.5,
        0.5,
        0.75,
      )}"/>`,
      grain > 0 ? `<rect width="${WIDTH}" height="${HEIGHT}" filter="${this.grain(grain)}" opacity="0.5"/>` : '',
    ].join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${this.defs.join('')}</defs>${body}${overlay}</svg>`;
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const poly = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`;

export const text = (x: number, y: number, content: string, size: number, fill: string, extra = '') =>
  `<text x="${n(x)}" y="${n(y)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" fill="${fill}"${extra ? ` ${extra}` : ''}>${escapeXml(content)}</text>`;
