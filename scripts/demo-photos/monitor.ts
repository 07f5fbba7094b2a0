import { screen, type ScreenKind } from '#scripts/demo-photos/hmi.ts';
import { n, rect, type Scene } from '#scripts/demo-photos/svg.ts';

// A flat screen on a console or a wall: a thin black bezel, the picture, the
// faint sheen of its glass, and the light it throws on what is in front.

export interface MonitorOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  kind: ScreenKind;
  /** Turned away from the camera: a vertical shear of the whole monitor (−0.2 to 0.2). */
  turn?: number;
  /** Darkens the picture, as a screen seen at an angle or far away looks. */
  dim?: number;
  stand?: boolean;
}

export function monitor(scene: Scene, options: MonitorOptions): string {
  const { x, y, w, h, kind } = options;
  const turn = options.turn ?? 0;
  const bezel = Math.max(4, w * 0.018);
  const picture = `<g clip-path="${scene.clip(`<rect width="${n(w)}" height="${n(h)}"/>`)}">${screen(scene, kind, w, h)}</g>`;
  const sheen = rect(
    0,
    0,
    w,
    h,
    scene.linear(
      [
        [0, '#ffffff', 0.1],
        [0.45, '#ffffff', 0.02],
        [1, '#000000', 0.12],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const dim = options.dim ? rect(0, 0, w, h, '#0a1422', `opacity="${options.dim}"`) : '';
  const stand = options.stand
    ? [
        rect(
          w / 2 - w * 0.03,
          h + bezel,
          w * 0.06,
          h * 0.22,
          scene.linear(
            [
              [0, '#1f2937'],
              [0.5, '#4b5563'],
              [1, '#111827'],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
        `<ellipse cx="${n(w / 2)}" cy="${n(h + bezel + h * 0.22)}" rx="${n(w * 0.16)}" ry="${n(h * 0.03)}" fill="#151b24"/>`,
      ].join('')
    : '';
  const halo = `<rect x="${n(-bezel * 4)}" y="${n(-bezel * 4)}" width="${n(w + bezel * 8)}" height="${n(h + bezel * 8)}" fill="#cfe0f5" opacity="0.18" filter="${scene.blur(Math.max(6, w * 0.03))}"/>`;
  const body = [
    halo,
    stand,
    `<rect x="${n(-bezel)}" y="${n(-bezel)}" width="${n(w + bezel * 2)}" height="${n(h + bezel * 2)}" rx="${n(bezel * 0.6)}" fill="#0d1117" stroke="#2b323c" stroke-width="1.5"/>`,
    picture,
    sheen,
    dim,
  ].join('');
  return `<g transform="matrix(1 ${turn} 0 1 ${n(x)} ${n(y)})">${body}</g>`;
}

/** The pool of light a bright screen throws on a desk or floor in front of it. */
export function glow(scene: Scene, cx: number, cy: number, rx: number, ry: number, colour = '#cfe0f5', strength = 0.35): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${scene.radial([
    [0, colour, strength],
    [1, colour, 0],
  ])}"/>`;
}
