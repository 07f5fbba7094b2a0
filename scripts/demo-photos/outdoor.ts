import { fence, ground, lattice, pipeH, pipeRack, pipeV, sky, skyline, storageTank, valve } from '#scripts/demo-photos/plant.ts';
import { HEIGHT, line, n, poly, rect, Scene, text, WIDTH } from '#scripts/demo-photos/svg.ts';

// The plant outdoors: a refinery tank farm, its valve manifold, an LNG
// terminal at the jetty, a steam cracker's furnaces at dusk.

const bund = (scene: Scene, y: number, h: number) =>
  [
    rect(
      0,
      y,
      WIDTH,
      h,
      scene.linear([
        [0, '#c9c4b8'],
        [0.15, '#b3ada0'],
        [1, '#8e897e'],
      ]),
    ),
    rect(0, y, WIDTH, h, '#000', `filter="${scene.texture('#5b564c', 0.6, 0.05, 9)}" opacity="0.6"`),
    rect(0, y, WIDTH, 6, '#e4e0d6'),
  ].join('');

export function tankFarm(): string {
  const scene = new Scene(21);
  const horizon = 820;
  const parts = [
    sky(scene, horizon, { top: '#5b86b8', middle: '#a9c3dc', low: '#dfe7ee' }, { x: 300, y: 260 }),
    skyline(scene, horizon, '#9fb0c2', 0.7),
    ground(scene, horizon, '#7d7a72', '#a9a69c'),
  ];
  // Far row, then near row of tanks: floating and cone roofs.
  const far = [
    [80, 430, 300, 'floating'],
    [620, 380, 270, 'cone'],
    [1120, 460, 320, 'floating'],
    [1700, 400, 280, 'cone'],
  ] as const;
  far.forEach(([x, w, h, roof], index) =>
    parts.push(storageTank(scene, { x, base: horizon + 90, w, h, roof, paint: 'white', tag: `T-31${index + 1}`, haze: 0.18 })),
  );
  parts.push(pipeRack(scene, -20, WIDTH + 20, horizon + 200, 110, 0.7));
  const near = [
    [-160, 760, 520, 'cone'],
    [1500, 820, 500, 'floating'],
  ] as const;
  near.forEach(([x, w, h, roof], index) =>
    parts.push(storageTank(scene, { x, base: horizon + 380, w, h, roof, paint: 'white', tag: `T-30${index + 4}` })),
  );
  // The bund wall and the manifold in front of it.
  parts.push(bund(scene, 1220, 90));
  parts.push(
    rect(
      0,
      1310,
      WIDTH,
      290,
      scene.linear([
        [0, '#6d6a63'],
        [1, '#4c4a45'],
      ]),
    ),
  );
  parts.push(rect(0, 1310, WIDTH, 290, '#000', `filter="${scene.texture('#2e2c28', 0.6, 0.03, 11)}" opacity="0.7"`));
  for (const [y, d] of [
    [1380, 70],
    [1480, 86],
  ] as const) {
    parts.push(pipeH(scene, -20, WIDTH + 20, y, d, ['#a39b80', '#e6dfc4', '#5d5846']));
  }
  for (const x of [420, 980, 1540, 2100]) {
    parts.push(pipeV(scene, x, 1240, 1380, 56, ['#a39b80', '#e6dfc4', '#5d5846']));
    parts.push(valve(scene, x, 1300, 44, 'actuator'));
  }
  for (let x = 120; x < WIDTH; x += 560) parts.push(rect(x, 1520, 40, 80, '#3c3a36'));
  parts.push(text(1640, 1280, 'BUND 3 — T-304 / T-305', 30, '#2a2f36', 'font-weight="bold" opacity="0.7"'));
  return scene.svg(parts.join(''), { grain: 0.1, vignette: 0.35 });
}

export function valveManifold(): string {
  const scene = new Scene(23);
  const horizon = 700;
  const parts = [
    sky(scene, horizon + 120, { top: '#6f95c1', middle: '#b7cbe0', low: '#e2e8ee' }, { x: 2000, y: 200 }),
    `<g filter="${scene.blur(7)}">`,
    skyline(scene, horizon, '#a3b3c4', 0.8),
    storageTank(scene, { x: 200, base: horizon + 120, w: 700, h: 420, roof: 'cone', paint: 'white' }),
    storageTank(scene, { x: 1300, base: horizon + 140, w: 820, h: 460, roof: 'floating', paint: 'white' }),
    '</g>',
    ground(scene, horizon + 100, '#615e58', '#8d8a82'),
  ];
  // Three headers running across, with a branch and a motor-operated valve per tank line.
  const headers = [
    [1000, 110, ['#7a8794', '#c9d2db', '#3e4752']],
    [1190, 130, ['#a39b80', '#e6dfc4', '#5d5846']],
    [1400, 150, ['#7a8794', '#c9d2db', '#3e4752']],
  ] as const;
  for (const [y, d, colour] of headers) parts.push(pipeH(scene, -40, WIDTH + 40, y, d, [...colour]));
  for (const [index, x] of [300, 900, 1500, 2100].entries()) {
    parts.push(pipeV(scene, x, 760, 1000, 90, ['#7a8794', '#c9d2db', '#3e4752']));
    parts.push(valve(scene, x, 880, 70, 'actuator'));
    parts.push(rect(x + 70, 920, 120, 46, '#f8fafc', 'stroke="#1f2937" stroke-width="2"'));
    parts.push(text(x + 80, 952, `MOV-3${index + 1}4`, 24, '#111827', 'font-weight="bold"'));
    // Pipe supports to the ground.
    parts.push(rect(x - 160, 1470, 40, 130, '#4a4740'));
  }
  // A pressure gauge and a cable tray with its conduits to the actuators.
  parts.push(
    rect(
      0,
      700,
      WIDTH,
      26,
      scene.linear([
        [0, '#b9c0c8'],
        [1, '#6d757e'],
      ]),
    ),
  );
  for (const x of [300, 900, 1500, 2100]) parts.push(line(x + 40, 726, x + 40, 800, '#3b3f45', 10));
  parts.push(`<circle cx="1210" cy="1080" r="58" fill="#f1f5f9" stroke="#374151" stroke-width="10"/>`);
  parts.push(line(1210, 1080, 1245, 1045, '#b91c1c', 5));
  parts.push(pipeV(scene, 1210, 1138, 1190, 22));
  return scene.svg(parts.join(''), { grain: 0.1, vignette: 0.4 });
}

export function lngTerminal(): string {
  const scene = new Scene(31);
  const horizon = 900;
  const parts = [sky(scene, horizon, { top: '#16294a', middle: '#8a6f7a', low: '#f2a65a' }, { x: 1900, y: 820 })];
  // The sea to the right, the terminal's land to the left.
  parts.push(
    rect(
      0,
      horizon,
      WIDTH,
      HEIGHT - horizon,
      scene.linear([
        [0, '#c98654'],
        [0.2, '#5a5a6e'],
        [1, '#1b2437'],
      ]),
    ),
  );
  for (let index = 0; index < 60; index += 1) {
    const y = horizon + 10 + index * index * 0.18;
    parts.push(line(scene.between(900, 2400), y, scene.between(1400, 2600), y, '#ffd6a0', 2, `opacity="${n(0.35 - index * 0.005)}"`));
  }
  parts.push(
    poly(
      [
        [0, horizon - 10],
        [1280, horizon - 10],
        [1480, HEIGHT],
        [0, HEIGHT],
      ],
      scene.linear([
        [0, '#3b3a40'],
        [1, '#1d1d22'],
      ]),
    ),
  );
  // Two full-containment tanks.
  parts.push(storageTank(scene, { x: 60, base: horizon + 60, w: 720, h: 330, roof: 'dome', paint: 'white', tag: 'TK-01' }));
  parts.push(storageTank(scene, { x: 760, base: horizon + 20, w: 560, h: 260, roof: 'dome', paint: 'white', tag: 'TK-02', haze: 0.12 }));
  // Warm light on the tanks' west side.
  // Trestle and jetty out to the ship, with unloading arms.
  parts.push(rect(1200, horizon + 110, 1250, 30, '#3a3d45'));
  for (let x = 1220; x < WIDTH; x += 90) parts.push(rect(x, horizon + 140, 12, 80, '#2a2c33'));
  parts.push(rect(1620, horizon + 40, 500, 80, '#4b4f58'));
  for (let arm = 0; arm < 4; arm += 1) {
    const x = 1660 + arm * 110;
    parts.push(line(x, horizon + 40, x + 10, horizon - 160, '#d8dee4', 12));
    parts.push(line(x + 10, horizon - 160, x + 70, horizon - 60, '#d8dee4', 10));
    parts.push(`<circle cx="${x + 10}" cy="${horizon - 160}" r="14" fill="#e3a21a"/>`);
  }
  // An LNG carrier at the berth, hull dark against the sunset, its membrane tanks' trunk deck.
  parts.push(`<path d="M1560 ${horizon + 30}L2460 ${horizon + 30}L2460 ${horizon - 90}L1600 ${horizon - 90}Z" fill="#1f2230"/>`);
  parts.push(rect(1600, horizon - 130, 860, 40, '#2d3142'));
  parts.push(rect(2280, horizon - 260, 160, 170, '#e5e7eb'));
  for (let row = 0; row < 4; row += 1) parts.push(rect(2295, horizon - 245 + row * 38, 130, 14, '#1f2937'));
  parts.push(rect(1560, horizon + 10, 900, 10, '#9b2c2c'));
  // Lights coming on.
  for (let index = 0; index < 40; index += 1) {
    const x = scene.between(40, 1500);
    const y = scene.between(horizon - 40, horizon + 200);
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(scene.between(2, 5))}" fill="#ffe9b0" opacity="0.9"/>`);
  }
  parts.push(lattice(1340, horizon - 520, 70, 560, 8, '#2a2d35', 5));
  parts.push(
    `<ellipse cx="1375" cy="${horizon - 540}" rx="22" ry="40" fill="${scene.radial([
      [0, '#fff3c4'],
      [0.4, '#f59e0b', 0.9],
      [1, '#f59e0b', 0],
    ])}"/>`,
  );
  return scene.svg(parts.join(''), { grain: 0.12, vignette: 0.5 });
}

function furnace(scene: Scene, x: number, base: number, w: number, h: number, depth: number): string {
  const parts: string[] = [];
  const body = scene.linear(
    [
      [0, '#6d7580'],
      [0.3, '#aab2bb'],
      [1, '#59616b'],
    ],
    0,
    0,
    1,
    0,
  );
  // Radiant box, convection section, stack.
  parts.push(rect(x, base - h, w, h, body));
  for (let panel = 1; panel < 6; panel += 1) parts.push(line(x + (w * panel) / 6, base - h, x + (w * panel) / 6, base, '#4b535c', 2));
  for (let row = 1; row < 4; row += 1) {
    for (let door = 0; door < 5; door += 1) {
      parts.push(
        rect(
          x + w * 0.08 + door * w * 0.18,
          base - (h * row) / 4,
          w * 0.05,
          w * 0.04,
          '#ffb347',
          `opacity="${n(0.5 + scene.rand() * 0.5)}"`,
        ),
      );
    }
  }
  parts.push(
    rect(
      x + w * 0.15,
      base - h - h * 0.55,
      w * 0.7,
      h * 0.55,
      scene.linear(
        [
          [0, '#5e6670'],
          [0.35, '#a0a8b1'],
          [1, '#4c545d'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  parts.push(lattice(x + w * 0.1, base - h - h * 0.55, w * 0.8, h * 0.55, 4, '#2f5580', 4 * depth));
  parts.push(
    rect(
      x + w * 0.4,
      base - h * 2.4,
      w * 0.2,
      h * 0.85,
      scene.linear(
        [
          [0, '#5c636c'],
          [0.4, '#9aa2ab'],
          [1, '#444b53'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  parts.push(rect(x + w * 0.4, base - h * 2.4, w * 0.2, h * 0.05, '#b91c1c'));
  parts.push(rect(x + w * 0.4, base - h * 2.3, w * 0.2, h * 0.04, '#f3f4f6'));
  // Platforms with yellow handrails.
  for (const level of [0.35, 0.7, 1]) {
    parts.push(rect(x - w * 0.06, base - h * level, w * 1.12, 6 * depth, '#2f3540'));
    parts.push(line(x - w * 0.06, base - h * level - 22 * depth, x + w * 1.06, base - h * level - 22 * depth, '#f2b233', 3 * depth));
  }
  // Burners' glow under the floor.
  parts.push(
    rect(
      x,
      base - 10,
      w,
      30,
      scene.linear([
        [0, '#ffb347', 0.7],
        [1, '#ff7a1a', 0],
      ]),
    ),
  );
  return parts.join('');
}

export function furnaceArea(): string {
  const scene = new Scene(41);
  const horizon = 1150;
  const parts = [sky(scene, horizon, { top: '#0f1d31', middle: '#34476a', low: '#c07a55' }), skyline(scene, horizon - 20, '#1c2638', 0.9)];
  // Far furnaces, then near ones, all in a row as a cracker's furnace area is.
  for (let index = 0; index < 4; index += 1) parts.push(furnace(scene, 1250 + index * 290, horizon - 20, 240, 300, 0.6));
  for (let index = 0; index < 3; index += 1) parts.push(furnace(scene, 60 + index * 420, horizon + 60, 360, 440, 1));
  parts.push(ground(scene, horizon + 60, '#2a2c31', '#3b3d43'));
  parts.push(pipeRack(scene, -20, WIDTH + 20, 1480, 260, 1.1));
  // Plant lights and their glow.
  for (let index = 0; index < 70; index += 1) {
    const x = scene.between(0, WIDTH);
    const y = scene.between(500, 1300);
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(scene.between(2, 5))}" fill="#ffe7a8"/>`);
  }
  parts.push(
    `<rect x="0" y="${horizon - 200}" width="${WIDTH}" height="500" fill="${scene.linear([
      [0, '#ff9b4a', 0],
      [0.6, '#ff9b4a', 0.12],
      [1, '#ff9b4a', 0],
    ])}"/>`,
  );
  parts.push(fence(1500, '#1e2229'));
  return scene.svg(parts.join(''), { grain: 0.14, vignette: 0.5 });
}
