import { HEIGHT, line, n, rect, text, WIDTH, type Scene } from '#scripts/demo-photos/svg.ts';

// Outdoor process plant equipment: sky, ground, storage tanks, pipe racks,
// valves with handwheels or motor actuators, steel structures. Shapes are lit
// from the left (a low sun), so every cylinder carries the same highlight.

export function sky(
  scene: Scene,
  horizon: number,
  colours: { top: string; middle: string; low: string },
  sun?: { x: number; y: number },
): string {
  const parts = [
    rect(
      0,
      0,
      WIDTH,
      horizon + 40,
      scene.linear([
        [0, colours.top],
        [0.6, colours.middle],
        [1, colours.low],
      ]),
    ),
  ];
  if (sun) {
    parts.push(
      `<circle cx="${sun.x}" cy="${sun.y}" r="900" fill="${scene.radial([
        [0, '#fff4d6', 0.55],
        [0.25, '#ffd9a0', 0.18],
        [1, '#ffd9a0', 0],
      ])}"/>`,
    );
  }
  // Thin high clouds.
  for (let index = 0; index < 7; index += 1) {
    const cx = scene.between(0, WIDTH);
    const cy = scene.between(60, horizon * 0.6);
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(scene.between(250, 600))}" ry="${n(scene.between(14, 40))}" fill="#ffffff" opacity="${n(scene.between(0.08, 0.22))}" filter="${scene.blur(18)}"/>`,
    );
  }
  return parts.join('');
}

export function ground(scene: Scene, horizon: number, colour: string, far: string): string {
  return [
    rect(
      0,
      horizon,
      WIDTH,
      HEIGHT - horizon,
      scene.linear([
        [0, far],
        [1, colour],
      ]),
    ),
    rect(0, horizon, WIDTH, HEIGHT - horizon, '#000', `filter="${scene.texture('#3b3f45', 0.5, 0.012, 5)}" opacity="0.5"`),
  ].join('');
}

/** A steel cylinder standing on the ground: body, roof, ring seams, a stair wound round it. */
export function storageTank(
  scene: Scene,
  options: {
    x: number;
    base: number;
    w: number;
    h: number;
    paint?: 'white' | 'grey' | 'steel';
    roof?: 'cone' | 'dome' | 'floating';
    tag?: string;
    haze?: number;
  },
): string {
  const { x, base, w, h } = options;
  const paints = {
    white: ['#d9dee4', '#f7f9fb', '#8b939c'],
    grey: ['#a7afb8', '#d3d8de', '#5f6770'],
    steel: ['#9aa4ae', '#dfe5ea', '#4e5761'],
  } as const;
  const [base1, light, dark] = paints[options.paint ?? 'white'];
  const ry = w * 0.09;
  const top = base - h;
  const parts: string[] = [];
  parts.push(
    `<ellipse cx="${n(x + w / 2)}" cy="${n(base)}" rx="${n(w * 0.56)}" ry="${n(ry * 1.3)}" fill="#000" opacity="0.25" filter="${scene.blur(6)}"/>`,
  );
  parts.push(
    `<path d="M${n(x)} ${n(top)}V${n(base)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(x + w)} ${n(base)}V${n(top)}Z" fill="${scene.metal(base1, light, dark)}"/>`,
  );
  for (let ring = 1; ring < 6; ring += 1) {
    const y = top + (h * ring) / 6;
    parts.push(
      `<path d="M${n(x)} ${n(y)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(x + w)} ${n(y)}" fill="none" stroke="${dark}" stroke-width="1.5" opacity="0.35"/>`,
    );
  }
  // Stair and handrail wound up the shell.
  parts.push(
    `<path d="M${n(x + w * 0.12)} ${n(base + ry * 0.4)}L${n(x + w * 0.7)} ${n(top + ry * 0.9)}" stroke="#5a6068" stroke-width="${n(w * 0.012)}" opacity="0.8"/>`,
  );
  parts.push(
    `<path d="M${n(x + w * 0.12)} ${n(base + ry * 0.4 - w * 0.04)}L${n(x + w * 0.7)} ${n(top + ry * 0.9 - w * 0.04)}" stroke="#e3a21a" stroke-width="${n(w * 0.006)}"/>`,
  );
  const roof = options.roof ?? 'cone';
  if (roof === 'dome') {
    parts.push(
      `<path d="M${n(x)} ${n(top)}Q${n(x + w / 2)} ${n(top - w * 0.32)} ${n(x + w)} ${n(top)}Z" fill="${scene.metal(base1, light, dark)}"/>`,
    );
  } else if (roof === 'cone') {
    parts.push(
      `<path d="M${n(x)} ${n(top)}L${n(x + w / 2)} ${n(top - w * 0.12)}L${n(x + w)} ${n(top)}Z" fill="${scene.metal(base1, light, dark)}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${n(x + w / 2)}" cy="${n(top)}" rx="${n(w / 2)}" ry="${n(ry)}" fill="${roof === 'floating' ? '#6d747c' : 'none'}" stroke="${dark}" stroke-width="2" opacity="${roof === 'floating' ? 1 : 0.4}"/>`,
  );
  // Roof handrail.
  parts.push(
    `<path d="M${n(x)} ${n(top - w * 0.02)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(x + w)} ${n(top - w * 0.02)}" fill="none" stroke="#e3a21a" stroke-width="${n(Math.max(1.5, w * 0.005))}"/>`,
  );
  if (options.tag) parts.push(text(x + w * 0.38, top + h * 0.45, options.tag, w * 0.07, '#1f2a37', 'font-weight="bold" opacity="0.75"'));
  if (options.haze)
    parts.push(
      `<path d="M${n(x)} ${n(top)}V${n(base)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(x + w)} ${n(base)}V${n(top)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(x)} ${n(top)}Z" fill="#c9d4df" opacity="${options.haze}"/>`,
    );
  return parts.join('');
}

/** A horizontal pipe with a round look, and its flanges. */
export function pipeH(
  scene: Scene,
  x1: number,
  x2: number,
  y: number,
  d: number,
  colour: [string, string, string] = ['#8f98a2', '#d8dee4', '#4b535c'],
): string {
  const [base, light, dark] = colour;
  const parts = [rect(x1, y - d / 2, x2 - x1, d, scene.metal(base, light, dark, true))];
  for (let x = x1 + 180; x < x2 - 40; x += 360) parts.push(rect(x, y - d * 0.65, d * 0.28, d * 1.3, scene.metal(base, light, dark, true)));
  return parts.join('');
}

export function pipeV(
  scene: Scene,
  x: number,
  y1: number,
  y2: number,
  d: number,
  colour: [string, string, string] = ['#8f98a2', '#d8dee4', '#4b535c'],
): string {
  const [base, light, dark] = colour;
  return rect(x - d / 2, y1, d, y2 - y1, scene.metal(base, light, dark));
}

/** A valve on a horizontal pipe: handwheel, or an electric actuator with its local control box. */
export function valve(scene: Scene, x: number, y: number, d: number, kind: 'handwheel' | 'actuator'): string {
  const parts = [
    rect(x - d * 0.9, y - d * 0.85, d * 0.22, d * 1.7, '#5f6770'),
    rect(x + d * 0.68, y - d * 0.85, d * 0.22, d * 1.7, '#5f6770'),
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(d * 0.75)}" ry="${n(d * 0.8)}" fill="${scene.metal('#4b5560', '#8b96a2', '#262c33')}"/>`,
    rect(x - d * 0.12, y - d * 1.9, d * 0.24, d * 1.2, scene.metal('#6b7480', '#b6bec7', '#3a4048')),
  ];
  if (kind === 'handwheel') {
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y - d * 1.95)}" rx="${n(d * 0.9)}" ry="${n(d * 0.22)}" fill="none" stroke="#b91c1c" stroke-width="${n(d * 0.12)}"/>`,
    );
  } else {
    parts.push(rect(x - d * 0.75, y - d * 3.3, d * 1.5, d * 1.45, scene.metal('#2f5d8a', '#6b98c4', '#1b3653'), `rx="${n(d * 0.12)}"`));
    parts.push(rect(x + d * 0.75, y - d * 3.0, d * 0.55, d * 0.9, scene.metal('#2f5d8a', '#6b98c4', '#1b3653')));
    parts.push(`<circle cx="${n(x + d * 1.02)}" cy="${n(y - d * 2.7)}" r="${n(d * 0.1)}" fill="#16a34a"/>`);
    parts.push(rect(x - d * 0.45, y - d * 3.1, d * 0.9, d * 0.28, '#f3f4f6', 'opacity="0.85"'));
  }
  return parts.join('');
}

/** A steel pipe rack: columns, beams on two levels, pipes of several sizes laid on them. */
export function pipeRack(scene: Scene, x1: number, x2: number, baseY: number, height: number, scale: number): string {
  const parts: string[] = [];
  const beamColour = '#39618c';
  for (let x = x1; x <= x2; x += 420 * scale) {
    parts.push(rect(x, baseY - height, 16 * scale, height, scene.metal('#2f5580', '#5f89b5', '#1b3350')));
  }
  for (const level of [0.5, 1]) {
    const y = baseY - height * level;
    parts.push(rect(x1, y, x2 - x1 + 16 * scale, 14 * scale, beamColour));
    // Pipes further back on the beam sit a little higher in the picture.
    for (let pipe = 5; pipe >= 0; pipe -= 1) {
      const d = scene.between(14, 34) * scale;
      const colour: [string, string, string] = scene.rand() > 0.7 ? ['#a7a28f', '#e2dcc4', '#5e5a4b'] : ['#8f98a2', '#d8dee4', '#4b535c'];
      parts.push(pipeH(scene, x1 - 40, x2 + 40, y - d / 2 - pipe * 7 * scale, d, colour));
    }
  }
  return parts.join('');
}

/** A lattice of steel: the frame of a furnace's convection section or a stair tower. */
export function lattice(x: number, y: number, w: number, h: number, bays: number, colour: string, stroke: number): string {
  const parts = [line(x, y, x, y + h, colour, stroke * 1.6), line(x + w, y, x + w, y + h, colour, stroke * 1.6)];
  for (let bay = 0; bay <= bays; bay += 1) {
    const yy = y + (h * bay) / bays;
    parts.push(line(x, yy, x + w, yy, colour, stroke));
    if (bay < bays) parts.push(line(x, yy, x + w, yy + h / bays, colour, stroke * 0.7));
  }
  return parts.join('');
}

/** A far skyline of plant: stacks, columns, flares, in the haze of distance. */
export function skyline(scene: Scene, horizon: number, colour: string, opacity: number): string {
  const parts: string[] = [];
  let x = -40;
  while (x < WIDTH) {
    const w = scene.between(40, 160);
    const h = scene.between(30, 140);
    parts.push(rect(x, horizon - h, w, h + 4, colour));
    if (scene.rand() > 0.7)
      parts.push(rect(x + w * 0.4, horizon - h - scene.between(80, 260), scene.between(10, 22), scene.between(80, 260) + 4, colour));
    x += w + scene.between(10, 120);
  }
  return `<g opacity="${opacity}">${parts.join('')}</g>`;
}

export function fence(y: number, colour: string): string {
  const parts = [line(0, y, WIDTH, y, colour, 3), line(0, y + 60, WIDTH, y + 60, colour, 3)];
  for (let x = 0; x < WIDTH; x += 120) parts.push(line(x, y - 10, x, y + 80, colour, 5));
  return parts.join('');
}
