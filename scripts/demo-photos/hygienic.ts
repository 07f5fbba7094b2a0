import { monitor } from '#scripts/demo-photos/monitor.ts';
import { pipeH, pipeV } from '#scripts/demo-photos/plant.ts';
import { HEIGHT, line, n, rect, Scene, text, WIDTH } from '#scripts/demo-photos/svg.ts';

// Hygienic process rooms: a dairy's stainless tanks and valve clusters, a
// sterile filling line in its isolator. Polished steel reflects the white room.

const stainless: [string, string, string] = ['#b7bfc7', '#f4f7f9', '#6f7a84'];

function processTank(scene: Scene, x: number, base: number, w: number, h: number, tag: string): string {
  const legs = h * 0.16;
  const cone = w * 0.22;
  const top = base - legs - cone - h;
  const body = scene.metal(...stainless);
  return [
    `<ellipse cx="${n(x + w / 2)}" cy="${n(base)}" rx="${n(w * 0.55)}" ry="${n(w * 0.06)}" fill="#000" opacity="0.25" filter="${scene.blur(8)}"/>`,
    rect(x + w * 0.08, base - legs - cone * 0.5, w * 0.04, legs + cone * 0.5, scene.metal(...stainless)),
    rect(x + w * 0.88, base - legs - cone * 0.5, w * 0.04, legs + cone * 0.5, scene.metal(...stainless)),
    rect(x + w * 0.48, base - legs - cone * 0.2, w * 0.04, legs * 0.6, scene.metal(...stainless)),
    `<path d="M${n(x)} ${n(top)}V${n(base - legs - cone)}L${n(x + w * 0.42)} ${n(base - legs)}H${n(x + w * 0.58)}L${n(x + w)} ${n(base - legs - cone)}V${n(top)}Z" fill="${body}"/>`,
    `<path d="M${n(x)} ${n(top)}Q${n(x + w / 2)} ${n(top - w * 0.22)} ${n(x + w)} ${n(top)}Z" fill="${body}"/>`,
    // Insulation cladding seams and a manway.
    ...[0.25, 0.5, 0.75].map((row) => line(x, top + h * row, x + w, top + h * row, '#8d969f', 2, 'opacity="0.5"')),
    `<ellipse cx="${n(x + w * 0.3)}" cy="${n(top + h * 0.35)}" rx="${n(w * 0.09)}" ry="${n(w * 0.12)}" fill="${scene.metal('#9aa3ab', '#e6ebef', '#5c666f')}" stroke="#6b7680" stroke-width="4"/>`,
    rect(x + w * 0.55, top + h * 0.2, w * 0.3, w * 0.1, '#f8fafc', 'stroke="#1f2937" stroke-width="2"'),
    text(x + w * 0.58, top + h * 0.2 + w * 0.07, tag, w * 0.055, '#111827', 'font-weight="bold"'),
  ].join('');
}

function mixproofValve(scene: Scene, x: number, y: number, size: number): string {
  return [
    rect(x - size * 0.35, y - size * 2.4, size * 0.7, size * 1.6, scene.metal(...stainless), `rx="${n(size * 0.3)}"`),
    rect(x - size * 0.4, y - size * 2.6, size * 0.8, size * 0.5, '#f1f5f9', `rx="${n(size * 0.2)}"`),
    `<circle cx="${n(x)}" cy="${n(y - size * 2.35)}" r="${n(size * 0.1)}" fill="#22c55e"/>`,
    rect(x - size * 0.2, y - size * 0.8, size * 0.4, size * 1.6, scene.metal(...stainless)),
  ].join('');
}

export function dairyProcess(): string {
  const scene = new Scene(51);
  const floor = 1240;
  const parts = [
    rect(
      0,
      0,
      WIDTH,
      floor,
      scene.linear([
        [0, '#dfe4e8'],
        [1, '#c5ccd2'],
      ]),
    ),
    // Wall panels, ceiling lights, and the epoxy floor with its reflections.
    ...Array.from({ length: 10 }, (_, index) => line(index * 260, 0, index * 260, floor, '#b6bec6', 3)),
    rect(0, 0, WIDTH, 70, '#f7f9fb'),
    rect(
      0,
      floor,
      WIDTH,
      HEIGHT - floor,
      scene.linear([
        [0, '#9aa5ae'],
        [1, '#6d7983'],
      ]),
    ),
    rect(0, floor, WIDTH, 8, '#7b858e'),
  ];
  const tanks = [
    [-60, 520, 'SILO T-101'],
    [520, 470, 'T-102'],
    [1060, 470, 'T-103'],
  ] as const;
  for (const [x, w, tag] of tanks) parts.push(processTank(scene, x, floor + 40, w, 720, tag));
  // Reflections of the tanks on the wet floor.
  parts.push(
    `<g transform="translate(0 ${2 * (floor + 40)}) scale(1 -1)" opacity="0.18" filter="${scene.blur(10)}">${tanks.map(([x, w, tag]) => processTank(scene, x, floor + 40, w, 720, tag)).join('')}</g>`,
  );
  // The valve matrix: a frame of headers with mixproof valves at every crossing.
  const headers = [560, 690, 820, 950, 1080];
  for (const y of headers) parts.push(pipeH(scene, 1560, WIDTH + 20, y, 40, stainless));
  for (let x = 1640; x < WIDTH; x += 150) parts.push(pipeV(scene, x, 420, floor, 34, stainless));
  for (const y of headers) for (let x = 1640; x < WIDTH; x += 150) parts.push(mixproofValve(scene, x, y, 30));
  parts.push(pipeH(scene, 0, WIDTH, 330, 46, stainless));
  parts.push(pipeH(scene, 0, WIDTH, 400, 34, stainless));
  // A stainless control panel with its operator screen.
  parts.push(rect(1560, 1080, 260, 160, scene.metal(...stainless)));
  parts.push(monitor(scene, { x: 1590, y: 1100, w: 200, h: 118, kind: 'trend' }));
  return scene.svg(parts.join(''), { grain: 0.09, vignette: 0.35 });
}

export function fillingLine(): string {
  const scene = new Scene(61);
  const floor = 1180;
  const parts = [
    rect(
      0,
      0,
      WIDTH,
      floor,
      scene.linear([
        [0, '#eef2f5'],
        [1, '#d7dee4'],
      ]),
    ),
    rect(0, 0, WIDTH, 60, '#f8fafc'),
    ...Array.from({ length: 6 }, (_, index) => rect(140 + index * 400, 8, 240, 40, '#ffffff', 'stroke="#cbd5e1" stroke-width="3"')),
    rect(
      0,
      floor,
      WIDTH,
      HEIGHT - floor,
      scene.linear([
        [0, '#b3c2cf'],
        [1, '#7e93a5'],
      ]),
    ),
  ];
  // The isolator: a stainless base, a glass enclosure with glove ports, filtered air from above.
  const x0 = 120;
  const x1 = 2280;
  parts.push(rect(x0, 820, x1 - x0, 420, scene.metal('#c3cad1', '#f5f8fa', '#7b8690', true)));
  for (let x = x0 + 200; x < x1; x += 420)
    parts.push(rect(x, 880, 260, 300, scene.metal('#b7bfc7', '#eef2f5', '#7b8690', true), 'stroke="#8b96a0" stroke-width="3"'));
  parts.push(rect(x0, 200, x1 - x0, 130, scene.metal('#d2d8de', '#f8fafc', '#8f9aa4', true)));
  for (let x = x0 + 40; x < x1 - 40; x += 30) parts.push(line(x, 300, x, 326, '#9aa5ae', 4));
  // Vials on the conveyor inside, and the filling needles over them.
  parts.push(rect(x0 + 60, 760, x1 - x0 - 120, 28, '#8d99a4'));
  for (let x = x0 + 80; x < x1 - 80; x += 38) {
    parts.push(
      rect(
        x,
        690,
        26,
        70,
        scene.linear(
          [
            [0, '#d6e6f5', 0.8],
            [0.4, '#ffffff', 0.95],
            [1, '#9fb8cf', 0.8],
          ],
          0,
          0,
          1,
          0,
        ),
        'rx="5"',
      ),
    );
    parts.push(rect(x + 4, 676, 18, 16, '#c0c7ce'));
    parts.push(rect(x + 1, 722, 24, 36, '#f2dca0', 'opacity="0.55"'));
  }
  for (let needle = 0; needle < 10; needle += 1) {
    const x = 900 + needle * 38 + 13;
    parts.push(line(x, 520, x, 660, '#6b7280', 4));
  }
  parts.push(rect(860, 470, 420, 60, scene.metal('#aab3bb', '#eef2f5', '#6d7882', true)));
  // The glass, its frame, glove ports with their gloves.
  parts.push(rect(x0, 330, x1 - x0, 490, '#dbeaf5', 'opacity="0.35"'));
  for (let x = x0; x <= x1; x += (x1 - x0) / 4) parts.push(rect(x - 8, 330, 16, 490, scene.metal('#b7bfc7', '#eef2f5', '#7b8690')));
  for (const x of [420, 980, 1520, 2020]) {
    parts.push(`<circle cx="${x}" cy="600" r="70" fill="#d1d5db" stroke="#6b7280" stroke-width="12"/>`);
    parts.push(`<circle cx="${x}" cy="600" r="58" fill="#e9d8a6" opacity="0.8"/>`);
  }
  parts.push(`<path d="M${x0} 330L${x0 + 900} 330L${x0 + 500} 820L${x0} 820Z" fill="#ffffff" opacity="0.18"/>`);
  // The operator panel on its arm, showing the batch.
  parts.push(rect(2060, 860, 26, 340, scene.metal(...stainless)));
  parts.push(monitor(scene, { x: 1880, y: 900, w: 380, h: 240, kind: 'batch', stand: false }));
  parts.push(text(x0 + 40, 1230, 'FILLING LINE 2  —  GRADE A', 30, '#334155', 'font-weight="bold" opacity="0.8"'));
  return scene.svg(parts.join(''), { grain: 0.07, vignette: 0.3 });
}
