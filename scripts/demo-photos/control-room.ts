import type { ScreenKind } from '#scripts/demo-photos/hmi.ts';
import { glow, monitor } from '#scripts/demo-photos/monitor.ts';
import { HEIGHT, n, poly, rect, Scene, WIDTH } from '#scripts/demo-photos/svg.ts';

// A control room seen from behind an operator console: two rows of screens on
// the desk, the video wall at the back, ceiling lights running to the
// vanishing point, everything lit mostly by the screens.

export interface ControlRoomOptions {
  seed: number;
  /** The console's screens, lower row left to right (4), then upper row (3). */
  screens: readonly ScreenKind[];
  wall: readonly ScreenKind[];
}

const vx = WIDTH / 2;
const vy = 620;

function room(scene: Scene): string {
  const parts: string[] = [];
  // Back wall, side walls, ceiling and floor in one-point perspective.
  const back = { x1: 560, x2: 1840, y1: 300, y2: 900 };
  parts.push(rect(0, 0, WIDTH, HEIGHT, '#0b1320'));
  parts.push(
    poly(
      [
        [0, 0],
        [WIDTH, 0],
        [back.x2, back.y1],
        [back.x1, back.y1],
      ],
      scene.linear([
        [0, '#0a111c'],
        [1, '#1a2536'],
      ]),
    ),
  );
  parts.push(
    poly(
      [
        [0, 0],
        [back.x1, back.y1],
        [back.x1, back.y2],
        [0, HEIGHT],
      ],
      scene.linear(
        [
          [0, '#0e1826'],
          [1, '#1b2a3f'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  parts.push(
    poly(
      [
        [WIDTH, 0],
        [back.x2, back.y1],
        [back.x2, back.y2],
        [WIDTH, HEIGHT],
      ],
      scene.linear(
        [
          [0, '#1b2a3f'],
          [1, '#0e1826'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  parts.push(
    rect(
      back.x1,
      back.y1,
      back.x2 - back.x1,
      back.y2 - back.y1,
      scene.linear([
        [0, '#1c2840'],
        [1, '#141e30'],
      ]),
    ),
  );
  parts.push(
    poly(
      [
        [0, HEIGHT],
        [back.x1, back.y2],
        [back.x2, back.y2],
        [WIDTH, HEIGHT],
      ],
      scene.linear([
        [0, '#1a212c'],
        [1, '#0c1118'],
      ]),
    ),
  );
  // Acoustic panels on the side walls.
  for (let i = 1; i < 7; i += 1) {
    const t = i / 7;
    const xl = back.x1 * t;
    const xr = WIDTH - (WIDTH - back.x2) * t;
    parts.push(
      `<line x1="${n(xl)}" y1="${n(back.y1 * t)}" x2="${n(xl)}" y2="${n(HEIGHT - (HEIGHT - back.y2) * t)}" stroke="#0a111b" stroke-width="3" opacity="0.7"/>`,
    );
    parts.push(
      `<line x1="${n(xr)}" y1="${n(back.y1 * t)}" x2="${n(xr)}" y2="${n(HEIGHT - (HEIGHT - back.y2) * t)}" stroke="#0a111b" stroke-width="3" opacity="0.7"/>`,
    );
  }
  // Carpet tiles.
  for (let i = -8; i <= 8; i += 1) {
    const x = vx + i * 160;
    parts.push(
      `<line x1="${n(vx + (x - vx) * ((back.y2 - vy) / (HEIGHT - vy)))}" y1="${back.y2}" x2="${n(vx + (x - vx) * 2.2)}" y2="${HEIGHT}" stroke="#242d3a" stroke-width="1.2" opacity="0.5"/>`,
    );
  }
  // Ceiling light panels, rows receding.
  for (let row = 0; row < 5; row += 1) {
    const depth = 1 / (1 + row * 0.55);
    for (const side of [-1, 1]) {
      const cx = vx + side * 520 * depth;
      const cy = vy - (vy - 40) * depth + 10;
      const w = 300 * depth;
      const h = 46 * depth;
      parts.push(
        poly(
          [
            [cx - w / 2, cy],
            [cx + w / 2, cy],
            [cx + w * 0.44, cy + h],
            [cx - w * 0.44, cy + h],
          ],
          scene.linear([
            [0, '#f3f6fb'],
            [1, '#c9d6e8'],
          ]),
          `opacity="${n(0.55 + 0.35 * depth)}"`,
        ),
      );
      parts.push(
        `<ellipse cx="${n(cx)}" cy="${n(cy + h)}" rx="${n(w * 0.9)}" ry="${n(h * 2.4)}" fill="${scene.radial([
          [0, '#cfe0f5', 0.16],
          [1, '#cfe0f5', 0],
        ])}"/>`,
      );
    }
  }
  return parts.join('');
}

function videoWall(scene: Scene, kinds: readonly ScreenKind[]): string {
  const parts: string[] = [];
  const x0 = 640;
  const y0 = 380;
  const w = 270;
  const h = 152;
  parts.push(rect(x0 - 20, y0 - 20, w * 4 + 12 * 3 + 40, h * 2 + 12 + 40, '#070b12'));
  kinds.slice(0, 8).forEach((kind, index) => {
    const col = index % 4;
    const row = Math.floor(index / 4);
    parts.push(monitor(scene, { x: x0 + col * (w + 12), y: y0 + row * (h + 12), w, h, kind, dim: 0.18 }));
  });
  parts.push(glow(scene, WIDTH / 2, y0 + h, 900, 320, '#d6e4f5', 0.12));
  return `<g filter="${scene.blur(2.2)}">${parts.join('')}</g>`;
}

function desk(scene: Scene): string {
  const parts: string[] = [];
  // The console's worktop, curved towards the operator, and its front edge.
  parts.push(
    `<path d="M-40 1230 Q1200 1120 2440 1230 L2440 1600 L-40 1600Z" fill="${scene.linear([
      [0, '#3a4350'],
      [0.25, '#262d37'],
      [1, '#161b22'],
    ])}"/>`,
  );
  parts.push(`<path d="M-40 1230 Q1200 1120 2440 1230" fill="none" stroke="#8f9aa8" stroke-width="5" opacity="0.7"/>`);
  parts.push(`<path d="M-40 1300 Q1200 1195 2440 1300 L2440 1330 Q1200 1225 -40 1330Z" fill="#11161d" opacity="0.6"/>`);
  // Console body below the screens.
  parts.push(
    `<path d="M60 1140 Q1200 1040 2340 1140 L2340 1205 Q1200 1105 60 1205Z" fill="${scene.linear([
      [0, '#1f262f'],
      [1, '#11161c'],
    ])}"/>`,
  );
  // Keyboards, mice, a telephone and a notebook lit by the screens.
  for (const [x, y, w, angle] of [
    [520, 1330, 430, 4],
    [1460, 1330, 430, -4],
  ] as const) {
    parts.push(
      `<g transform="rotate(${angle} ${x + w / 2} ${y})"><rect x="${x}" y="${y}" width="${w}" height="120" rx="10" fill="#14181e" stroke="#3c4552" stroke-width="2"/>`,
    );
    for (let row = 0; row < 5; row += 1) {
      for (let key = 0; key < 15; key += 1) {
        parts.push(
          `<rect x="${n(x + 14 + key * ((w - 28) / 15))}" y="${n(y + 12 + row * 21)}" width="${n((w - 28) / 15 - 4)}" height="16" rx="2.5" fill="#232a33"/>`,
        );
      }
    }
    parts.push('</g>');
    parts.push(`<ellipse cx="${x + w + 90}" cy="${y + 60}" rx="34" ry="52" fill="#1a1f27" stroke="#3c4552" stroke-width="2"/>`);
  }
  parts.push(`<rect x="1090" y="1290" width="230" height="170" rx="8" fill="#111419" stroke="#2c333d" stroke-width="2"/>`);
  parts.push(`<rect x="1110" y="1305" width="80" height="50" rx="4" fill="#28465e"/>`);
  for (let key = 0; key < 12; key += 1)
    parts.push(`<rect x="${1210 + (key % 3) * 32}" y="${1305 + Math.floor(key / 3) * 32}" width="24" height="24" rx="3" fill="#252b34"/>`);
  parts.push(
    `<g transform="rotate(-8 260 1450)"><rect x="140" y="1390" width="300" height="200" fill="#e9e4d8"/><rect x="140" y="1390" width="300" height="200" fill="#000" opacity="0.35"/>`,
  );
  for (let row = 0; row < 7; row += 1)
    parts.push(
      `<line x1="160" y1="${1420 + row * 24}" x2="${400 - (row % 3) * 40}" y2="${1420 + row * 24}" stroke="#3b4a66" stroke-width="2" opacity="0.5"/>`,
    );
  parts.push('</g>');
  return parts.join('');
}

export function controlRoom(options: ControlRoomOptions): string {
  const scene = new Scene(options.seed);
  const lower = options.screens.slice(0, 4);
  const upper = options.screens.slice(4, 7);
  const parts = [room(scene), videoWall(scene, options.wall)];
  // Upper row, a step back and a little smaller.
  upper.forEach((kind, index) => {
    const w = 470;
    const h = 276;
    const x = 420 + index * (w + 40);
    const turn = (index - 1) * -0.05;
    parts.push(monitor(scene, { x, y: 520 + Math.abs(index - 1) * 12, w, h, kind, turn, dim: 0.08 }));
  });
  parts.push(glow(scene, WIDTH / 2, 1120, 1300, 200, '#dbe7f5', 0.28));
  lower.forEach((kind, index) => {
    const w = 540;
    const h = 318;
    const x = 40 + index * (w + 36);
    const turn = (index - 1.5) * -0.045;
    parts.push(monitor(scene, { x, y: 830 + Math.abs(index - 1.5) * 22, w, h, kind, turn, stand: true }));
  });
  parts.push(desk(scene));
  parts.push(glow(scene, WIDTH / 2, 1300, 1200, 180, '#dbe7f5', 0.2));
  return scene.svg(parts.join(''), { grain: 0.12, vignette: 0.55 });
}
