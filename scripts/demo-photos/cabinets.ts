import { HEIGHT, line, n, rect, Scene, text, WIDTH } from '#scripts/demo-photos/svg.ts';

// Automation cabinets as they leave the panel shop: a galvanised mounting
// plate, slotted grey wiring ducts, DIN rails of terminals and breakers, the
// controller rack with its status LEDs, wires dressed into the ducts.

type RackStyle = 'dcs' | 'safety';

const wireColours = ['#1d4ed8', '#1d4ed8', '#1d4ed8', '#b91c1c', '#111827', '#7c3aed', '#e5e7eb', '#ca8a04'];

function duct(scene: Scene, x: number, y: number, w: number, h: number, horizontal: boolean): string {
  const parts = [
    rect(
      x,
      y,
      w,
      h,
      scene.linear(
        [
          [0, '#b4b9be'],
          [0.5, '#9ba1a7'],
          [1, '#7f858b'],
        ],
        0,
        0,
        horizontal ? 0 : 1,
        horizontal ? 1 : 0,
      ),
    ),
  ];
  const step = 16;
  if (horizontal) {
    for (let sx = x + 6; sx < x + w - 6; sx += step) {
      parts.push(rect(sx, y, 7, h * 0.28, '#5d6369'));
      parts.push(rect(sx, y + h * 0.72, 7, h * 0.28, '#5d6369'));
    }
  } else {
    for (let sy = y + 6; sy < y + h - 6; sy += step) {
      parts.push(rect(x, sy, w * 0.28, 7, '#5d6369'));
      parts.push(rect(x + w * 0.72, sy, w * 0.28, 7, '#5d6369'));
    }
  }
  return parts.join('');
}

function terminals(scene: Scene, x: number, y: number, count: number, size: number): string {
  const parts = [rect(x - 10, y + size * 0.9, count * size * 0.32 + 20, size * 0.22, scene.metal('#a4abb2', '#e5e9ec', '#6b727a', true))];
  for (let index = 0; index < count; index += 1) {
    const colour = index % 12 === 11 ? '#65a30d' : index % 6 === 5 ? '#2563eb' : '#9ca3af';
    const tx = x + index * size * 0.32;
    parts.push(
      rect(
        tx,
        y,
        size * 0.3,
        size * 2,
        scene.linear(
          [
            [0, colour],
            [0.5, '#d1d5db'],
            [1, colour],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    parts.push(rect(tx + size * 0.05, y + size * 0.15, size * 0.2, size * 0.22, '#374151'));
    parts.push(rect(tx + size * 0.05, y + size * 1.6, size * 0.2, size * 0.22, '#374151'));
    parts.push(line(tx + size * 0.15, y, tx + size * 0.15, y - size * 0.7, scene.pick(wireColours), size * 0.09));
    parts.push(line(tx + size * 0.15, y + size * 2, tx + size * 0.15, y + size * 2.7, scene.pick(wireColours), size * 0.09));
  }
  return parts.join('');
}

function breakers(x: number, y: number, count: number, size: number): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const bx = x + index * size * 0.9;
    parts.push(rect(bx, y, size * 0.86, size * 2.4, '#eef0f2', 'stroke="#9ca3af" stroke-width="1"'));
    parts.push(rect(bx + size * 0.28, y + size * 0.9, size * 0.3, size * 0.55, index % 5 === 3 ? '#16a34a' : '#1f2937'));
    parts.push(text(bx + size * 0.12, y + size * 0.5, 'C6', size * 0.26, '#374151'));
  }
  return parts.join('');
}

function rack(scene: Scene, x: number, y: number, w: number, h: number, style: RackStyle): string {
  const parts = [rect(x - 8, y - 8, w + 16, h + 16, '#2b2f35')];
  const modules = style === 'dcs' ? 14 : 16;
  const mw = w / modules;
  for (let index = 0; index < modules; index += 1) {
    const mx = x + index * mw;
    const wide = style === 'dcs' && (index === 0 || index === 2);
    const face =
      style === 'safety'
        ? scene.linear(
            [
              [0, '#c9cdd2'],
              [0.5, '#e4e7ea'],
              [1, '#aeb3b9'],
            ],
            0,
            0,
            1,
            0,
          )
        : scene.linear(
            [
              [0, '#30353c'],
              [0.5, '#4a5059'],
              [1, '#262a30'],
            ],
            0,
            0,
            1,
            0,
          );
    parts.push(rect(mx + 1, y, mw - 2, h, face));
    if (style === 'safety') parts.push(rect(mx + 1, y, mw - 2, h * 0.06, '#c8102e'));
    else parts.push(rect(mx + mw * 0.15, y + h * 0.06, mw * 0.7, h * 0.05, '#0f766e'));
    for (let led = 0; led < (wide ? 4 : 8); led += 1) {
      const on = scene.rand() > 0.2;
      const colour = on ? (scene.rand() > 0.93 ? '#f59e0b' : '#22c55e') : '#14532d';
      parts.push(`<circle cx="${n(mx + mw * 0.3)}" cy="${n(y + h * 0.16 + led * h * 0.035)}" r="${n(mw * 0.07)}" fill="${colour}"/>`);
      if (on)
        parts.push(
          `<circle cx="${n(mx + mw * 0.3)}" cy="${n(y + h * 0.16 + led * h * 0.035)}" r="${n(mw * 0.2)}" fill="${colour}" opacity="0.25"/>`,
        );
    }
    parts.push(rect(mx + mw * 0.2, y + h * 0.5, mw * 0.6, h * 0.38, style === 'safety' ? '#9aa0a6' : '#1c2026'));
    // Front connector's wires bundled down to the duct.
    for (let wire = 0; wire < 3; wire += 1)
      parts.push(
        line(mx + mw * (0.35 + wire * 0.15), y + h * 0.88, mx + mw * (0.35 + wire * 0.15), y + h + 40, scene.pick(wireColours), 3),
      );
    parts.push(
      text(mx + mw * 0.2, y + h * 0.46, style === 'safety' ? 'X-DI' : `${index}`, mw * 0.16, style === 'safety' ? '#374151' : '#cbd5e1'),
    );
  }
  if (style === 'safety') parts.push(text(x, y - 22, 'HIMax  SIL 3  —  ESD-J1-A', 22, '#1f2937', 'font-weight="bold"'));
  else parts.push(text(x, y - 22, 'AS 410H  CPU-A / CPU-B  —  F-1140', 22, '#1f2937', 'font-weight="bold"'));
  return parts.join('');
}

/** The inside of an open cabinet, in its own box (0,0)–(w,h). */
function cabinetInside(scene: Scene, w: number, h: number, style: RackStyle): string {
  const parts = [
    rect(
      0,
      0,
      w,
      h,
      scene.linear(
        [
          [0, '#d5d9dc'],
          [1, '#b9bec3'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    rect(0, 0, w, h, '#000', `filter="${scene.texture('#8e959c', 0.35, 0.02, 13)}" opacity="0.4"`),
  ];
  const margin = w * 0.04;
  const ductH = h * 0.045;
  const rows = [0.04, 0.3, 0.52, 0.74, 0.95];
  for (const row of rows) parts.push(duct(scene, margin, h * row - ductH / 2, w - margin * 2, ductH, true));
  parts.push(duct(scene, margin - ductH * 0.2, h * 0.04, ductH, h * 0.91, false));
  parts.push(duct(scene, w - margin - ductH * 0.8, h * 0.04, ductH, h * 0.91, false));
  parts.push(rack(scene, margin + ductH * 1.4, h * 0.1, w * 0.62, h * 0.16, style));
  // Power supplies and a network switch beside the rack.
  parts.push(rect(w * 0.72, h * 0.1, w * 0.09, h * 0.16, scene.metal('#a9b0b7', '#e4e8eb', '#6c737a')));
  parts.push(rect(w * 0.82, h * 0.1, w * 0.09, h * 0.16, scene.metal('#a9b0b7', '#e4e8eb', '#6c737a')));
  parts.push(
    `<circle cx="${n(w * 0.745)}" cy="${n(h * 0.125)}" r="5" fill="#22c55e"/><circle cx="${n(w * 0.845)}" cy="${n(h * 0.125)}" r="5" fill="#22c55e"/>`,
  );
  parts.push(breakers(margin + ductH * 1.4, h * 0.355, 18, w * 0.034));
  parts.push(rect(w * 0.62, h * 0.35, w * 0.26, h * 0.1, '#1f2937'));
  for (let port = 0; port < 8; port += 1) {
    parts.push(rect(w * 0.635 + port * w * 0.029, h * 0.39, w * 0.022, h * 0.03, '#0b0f14'));
    parts.push(
      line(w * 0.646 + port * w * 0.029, h * 0.42, w * 0.646 + port * w * 0.029, h * 0.5, scene.pick(['#16a34a', '#2563eb', '#f59e0b']), 5),
    );
  }
  parts.push(terminals(scene, margin + ductH * 1.4, h * 0.575, 46, w * 0.055));
  parts.push(terminals(scene, margin + ductH * 1.4, h * 0.795, 46, w * 0.055));
  // The cable entry at the bottom: a bundle of grey field cables.
  for (let cable = 0; cable < 18; cable += 1)
    parts.push(
      line(
        w * 0.1 + cable * w * 0.045,
        h * 0.97,
        w * 0.12 + cable * w * 0.044,
        h + 10,
        scene.pick(['#4b5563', '#374151', '#1e3a8a']),
        w * 0.018,
      ),
    );
  // Light falls from the top of the cabinet, the bottom is in shadow.
  parts.push(
    rect(
      0,
      0,
      w,
      h,
      scene.linear([
        [0, '#ffffff', 0.08],
        [0.6, '#000', 0],
        [1, '#000', 0.35],
      ]),
    ),
  );
  return parts.join('');
}

function closedCabinet(scene: Scene, x: number, y: number, w: number, h: number, label: string): string {
  return [
    rect(
      x,
      y,
      w,
      h,
      scene.linear(
        [
          [0, '#b8bcbd'],
          [0.2, '#d8dcdd'],
          [1, '#a5aaab'],
        ],
        0,
        0,
        1,
        0,
      ),
      'stroke="#7b8083" stroke-width="3"',
    ),
    rect(x + w * 0.82, y + h * 0.45, w * 0.05, h * 0.1, '#3b3f45', `rx="6"`),
    rect(x + w * 0.3, y + h * 0.08, w * 0.4, h * 0.045, '#f8fafc', 'stroke="#374151" stroke-width="2"'),
    text(x + w * 0.33, y + h * 0.115, label, w * 0.06, '#111827', 'font-weight="bold"'),
    rect(x + w * 0.2, y + h * 0.75, w * 0.6, h * 0.12, '#9ca3af'),
    ...Array.from({ length: 8 }, (_, index) =>
      line(x + w * 0.22, y + h * (0.76 + index * 0.013), x + w * 0.78, y + h * (0.76 + index * 0.013), '#4b5563', 4),
    ),
    rect(
      x + w * 0.4,
      y + h * 0.18,
      w * 0.2,
      w * 0.2,
      '#f5c518',
      `transform="rotate(45 ${n(x + w / 2)} ${n(y + h * 0.18 + w * 0.1)})" opacity="0.95"`,
    ),
  ].join('');
}

/** One open cabinet filling the frame, its door swung open on the right. */
export function openCabinet(options: { seed: number; style: RackStyle }): string {
  const scene = new Scene(options.seed);
  const parts = [
    rect(
      0,
      0,
      WIDTH,
      HEIGHT,
      scene.linear([
        [0, '#5d6670'],
        [1, '#2e343b'],
      ]),
    ),
  ];
  const x = 340;
  const y = 60;
  const w = 1480;
  const h = 1520;
  parts.push(
    rect(
      x - 40,
      y - 40,
      w + 80,
      h + 80,
      scene.linear(
        [
          [0, '#c3c7c9'],
          [1, '#8f9597'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  parts.push(`<g transform="translate(${x} ${y})">${cabinetInside(scene, w, h, options.style)}</g>`);
  // The open door, seen edge-on in perspective, with the drawing pocket.
  parts.push(
    `<path d="M${x + w + 40} ${y - 40}L${x + w + 520} ${y + 120}L${x + w + 520} ${y + h - 80}L${x + w + 40} ${y + h + 40}Z" fill="${scene.linear(
      [
        [0, '#d4d8da'],
        [1, '#9ea3a6'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  parts.push(
    `<path d="M${x + w + 120} ${y + 260}L${x + w + 440} ${y + 360}L${x + w + 440} ${y + 760}L${x + w + 120} ${y + 700}Z" fill="#8a8f93"/>`,
  );
  parts.push(
    `<path d="M${x + w + 140} ${y + 300}L${x + w + 420} ${y + 385}L${x + w + 420} ${y + 720}L${x + w + 140} ${y + 670}Z" fill="#f1f1ec"/>`,
  );
  parts.push(
    `<rect x="0" y="0" width="${x - 40}" height="${HEIGHT}" fill="${scene.linear(
      [
        [0, '#1c2026'],
        [1, '#3d444c'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  return scene.svg(parts.join(''), { grain: 0.1, vignette: 0.45 });
}

/** A row of cabinets in a technical room, one open. */
export function cabinetRow(options: { seed: number; style: RackStyle; labels: readonly string[] }): string {
  const scene = new Scene(options.seed);
  const parts = [
    rect(
      0,
      0,
      WIDTH,
      HEIGHT,
      scene.linear([
        [0, '#e6e8ea'],
        [0.62, '#c9ced3'],
        [0.62, '#8d949b'],
        [1, '#5f666d'],
      ]),
    ),
    // Raised floor tiles and ceiling lights.
    ...Array.from({ length: 12 }, (_, index) => line(index * 220, 992, index * 260 - 300, HEIGHT, '#6f767d', 2)),
    line(0, 1200, WIDTH, 1200, '#6f767d', 2),
    line(0, 1420, WIDTH, 1420, '#6f767d', 2),
    rect(0, 0, WIDTH, 90, '#f4f6f8'),
    // A yellow cable tray above the cabinets.
    rect(0, 120, WIDTH, 36, '#e3b21a'),
    ...Array.from({ length: 30 }, (_, index) => line(index * 80, 120, index * 80, 156, '#a7820f', 4)),
  ];
  const w = 520;
  const h = 880;
  const y = 150;
  options.labels.forEach((label, index) => {
    const x = 40 + index * (w + 10);
    if (index === 1) {
      parts.push(rect(x, y, w, h, '#9ca3af'));
      parts.push(
        `<g transform="translate(${x + 20} ${y + 20}) scale(${n((w - 40) / 1480)} ${n((h - 40) / 1520)})">${cabinetInside(scene, 1480, 1520, options.style)}</g>`,
      );
    } else {
      parts.push(closedCabinet(scene, x, y, w, h, label));
    }
    parts.push(rect(x, y + h, w, 60, '#2f3338'));
  });
  parts.push(`<ellipse cx="1200" cy="1100" rx="1300" ry="60" fill="#000" opacity="0.25" filter="${scene.blur(14)}"/>`);
  return scene.svg(parts.join(''), { grain: 0.09, vignette: 0.4 });
}
