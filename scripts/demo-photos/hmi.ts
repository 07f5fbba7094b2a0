import { line, n, rect, text, type Scene } from '#scripts/demo-photos/svg.ts';

// Operator screens as a control system shows them: high-performance graphics
// (ISA-101: grey equipment on a grey ground, colour only for alarms and
// running states), trends, alarm lists. Drawn in the screen's own box
// (0,0)–(w,h) and placed by the scene.

export type ScreenKind = 'furnace' | 'trend' | 'tanks' | 'alarms' | 'fire-gas' | 'batch' | 'overview';

const ground = '#c7cbd0';
const equipment = '#8d949c';
const edge = '#5b636c';
const value = '#10233f';
const titleBar = '#3c4a5c';

/** A random walk, for trend pens. */
function walk(scene: Scene, points: number, start: number, step: number, min: number, max: number): number[] {
  const values: number[] = [];
  let current = start;
  for (let index = 0; index < points; index += 1) {
    current = Math.min(max, Math.max(min, current + (scene.rand() - 0.5) * step));
    values.push(current);
  }
  return values;
}

function trendBox(scene: Scene, x: number, y: number, w: number, h: number, pens: readonly string[]): string {
  const parts = [rect(x, y, w, h, '#e9ecef', `stroke="${edge}" stroke-width="1"`)];
  for (let row = 1; row < 5; row += 1) parts.push(line(x, y + (h * row) / 5, x + w, y + (h * row) / 5, '#c5cad0', 0.8));
  for (let col = 1; col < 8; col += 1) parts.push(line(x + (w * col) / 8, y, x + (w * col) / 8, y + h, '#c5cad0', 0.8));
  pens.forEach((pen, index) => {
    const values = walk(scene, 60, 0.35 + index * 0.18, 0.07, 0.08, 0.92);
    const points = values.map((v, i) => `${n(x + (w * i) / (values.length - 1))},${n(y + h * (1 - v))}`).join(' ');
    parts.push(`<polyline points="${points}" fill="none" stroke="${pen}" stroke-width="${Math.max(1.2, w / 260)}"/>`);
  });
  return parts.join('');
}

function header(w: number, title: string, size: number): string {
  return [
    rect(0, 0, w, size * 2.2, titleBar),
    text(size * 0.8, size * 1.5, title, size, '#e8edf2'),
    text(w - size * 9, size * 1.5, '14:32:07', size, '#e8edf2'),
    rect(w * 0.42, size * 0.5, size * 1.2, size * 1.2, '#d97706'),
    rect(w * 0.42 + size * 1.6, size * 0.5, size * 1.2, size * 1.2, '#b91c1c'),
  ].join('');
}

function valueBox(x: number, y: number, label: string, reading: string, size: number): string {
  return [
    text(x, y - size * 0.4, label, size * 0.8, '#374151'),
    rect(x, y, size * 5.4, size * 1.5, '#dde1e5', `stroke="${edge}" stroke-width="0.8"`),
    text(x + size * 0.4, y + size * 1.15, reading, size, value, 'font-weight="bold"'),
  ].join('');
}

function furnace(scene: Scene, w: number, h: number): string {
  const s = h / 40;
  const parts = [header(w, 'F-1140  CRACKING FURNACE 4  —  COT CONTROL', s)];
  const top = s * 4;
  // Radiant box, convection section and stack.
  parts.push(rect(w * 0.08, top + h * 0.32, w * 0.32, h * 0.5, equipment, `stroke="${edge}" stroke-width="1.5"`));
  parts.push(rect(w * 0.14, top + h * 0.12, w * 0.2, h * 0.2, equipment, `stroke="${edge}" stroke-width="1.5"`));
  parts.push(rect(w * 0.21, top, w * 0.06, h * 0.12, equipment, `stroke="${edge}" stroke-width="1.5"`));
  for (let coil = 0; coil < 6; coil += 1) {
    const cx = w * 0.11 + coil * w * 0.05;
    parts.push(
      `<path d="M${n(cx)} ${n(top + h * 0.36)}v${n(h * 0.4)}h${n(w * 0.02)}v${n(-h * 0.4)}" fill="none" stroke="#4b5563" stroke-width="${n(s * 0.35)}"/>`,
    );
  }
  for (let burner = 0; burner < 5; burner += 1) {
    parts.push(rect(w * 0.1 + burner * w * 0.06, top + h * 0.8, w * 0.03, s * 0.8, '#6b7280'));
  }
  // Process lines to the right.
  parts.push(line(w * 0.4, top + h * 0.4, w * 0.62, top + h * 0.4, '#4b5563', s * 0.3));
  parts.push(line(w * 0.4, top + h * 0.6, w * 0.62, top + h * 0.6, '#4b5563', s * 0.3));
  parts.push(line(w * 0.34, top + h * 0.2, w * 0.62, top + h * 0.2, '#4b5563', s * 0.3));
  parts.push(`<circle cx="${n(w * 0.52)}" cy="${n(top + h * 0.4)}" r="${n(s * 0.9)}" fill="${equipment}" stroke="${edge}"/>`);
  parts.push(valueBox(w * 0.44, top + h * 0.08, 'TI-1141 COT', '842.6 °C', s));
  parts.push(valueBox(w * 0.44, top + h * 0.27, 'FIC-1142 FEED', '38.4 t/h', s));
  parts.push(valueBox(w * 0.44, top + h * 0.47, 'PIC-1145 DRAFT', '-4.1 mbar', s));
  parts.push(valueBox(w * 0.44, top + h * 0.67, 'AI-1148 O2', '2.3 %', s));
  parts.push(trendBox(scene, w * 0.66, top + h * 0.06, w * 0.3, h * 0.38, ['#1d4ed8', '#0f766e', '#7c3aed']));
  parts.push(trendBox(scene, w * 0.66, top + h * 0.5, w * 0.3, h * 0.3, ['#1d4ed8', '#374151']));
  parts.push(rect(w * 0.66, top + h * 0.83, s * 1.2, s * 1.2, '#d97706'));
  parts.push(text(w * 0.66 + s * 1.8, top + h * 0.83 + s, 'TAH-1141  COT HIGH', s * 0.9, '#111827'));
  return parts.join('');
}

function tanks(scene: Scene, w: number, h: number): string {
  const s = h / 40;
  const parts = [header(w, 'TANK FARM — AREA 3 OVERVIEW', s)];
  const columns = 6;
  for (let row = 0; row < 2; row += 1) {
    for (let col = 0; col < columns; col += 1) {
      const x = w * 0.04 + col * (w * 0.155);
      const y = s * 5 + row * h * 0.42;
      const tw = w * 0.1;
      const th = h * 0.24;
      const level = scene.between(0.15, 0.9);
      parts.push(rect(x, y, tw, th, '#b4bac1', `stroke="${edge}" stroke-width="1.2"`));
      parts.push(rect(x, y + th * (1 - level), tw, th * level, '#7b8da3'));
      if (level > 0.85) parts.push(rect(x + tw * 0.35, y - s * 1.6, s * 1.2, s * 1.2, '#d97706'));
      parts.push(text(x, y + th + s * 1.3, `T-3${row}${col + 1}`, s * 0.9, '#111827', 'font-weight="bold"'));
      parts.push(text(x, y + th + s * 2.6, `${(level * 17.6).toFixed(2)} m`, s * 0.9, value));
      parts.push(line(x + tw / 2, y + th, x + tw / 2, y + th + s * 4, '#4b5563', s * 0.25));
    }
    parts.push(
      line(w * 0.04, s * 5 + row * h * 0.42 + h * 0.24 + s * 4, w * 0.96, s * 5 + row * h * 0.42 + h * 0.24 + s * 4, '#4b5563', s * 0.3),
    );
  }
  parts.push(line(w * 0.2, h * 0.5, w * 0.7, h * 0.5, '#2563eb', s * 0.35));
  return parts.join('');
}

function trend(scene: Scene, w: number, h: number): string {
  const s = h / 40;
  return [
    header(w, 'TREND — REACTION SECTION', s),
    trendBox(scene, w * 0.04, s * 4, w * 0.92, h * 0.58, ['#1d4ed8', '#0f766e', '#7c3aed', '#b45309']),
    trendBox(scene, w * 0.04, s * 4 + h * 0.62, w * 0.92, h * 0.24, ['#1d4ed8', '#374151']),
  ].join('');
}

function alarms(scene: Scene, w: number, h: number): string {
  const s = h / 40;
  const parts = [header(w, 'ALARM SUMMARY', s)];
  const tags = ['TAH-1141', 'PAL-2207', 'LAHH-3104', 'FAL-1142', 'XA-5001', 'TAL-2310', 'PDAH-1180', 'LAL-3302', 'ZSC-4102'];
  for (let row = 0; row < 16; row += 1) {
    const y = s * 4 + row * s * 2.1;
    parts.push(rect(0, y, w, s * 2, row % 2 ? '#d3d7dc' : '#cbd0d5'));
    const priority = scene.rand();
    parts.push(rect(s * 0.6, y + s * 0.4, s * 1.2, s * 1.2, priority > 0.8 ? '#b91c1c' : priority > 0.45 ? '#d97706' : '#a16207'));
    parts.push(
      text(
        s * 2.6,
        y + s * 1.4,
        `14:${String(31 - row).padStart(2, '0')}:${String(Math.floor(scene.rand() * 60)).padStart(2, '0')}`,
        s * 0.9,
        '#1f2937',
      ),
    );
    parts.push(text(s * 9, y + s * 1.4, scene.pick(tags), s * 0.9, '#111827', 'font-weight="bold"'));
    parts.push(text(s * 16, y + s * 1.4, scene.pick(['HIGH', 'LOW', 'HIGH HIGH', 'DEVIATION', 'FAULT']), s * 0.9, '#1f2937'));
  }
  return parts.join('');
}

function fireGas(scene: Scene, w: number, h: number): string {
  const s = h / 40;
  const parts = [header(w, 'F&G — JETTY 1 PLOT PLAN', s)];
  parts.push(rect(w * 0.05, s * 5, w * 0.9, h * 0.78, '#bfc4ca', `stroke="${edge}"`));
  parts.push(rect(w * 0.1, h * 0.3, w * 0.5, h * 0.12, equipment, `stroke="${edge}"`));
  parts.push(rect(w * 0.12, h * 0.55, w * 0.18, h * 0.25, equipment, `stroke="${edge}"`));
  parts.push(`<circle cx="${n(w * 0.75)}" cy="${n(h * 0.55)}" r="${n(h * 0.18)}" fill="${equipment}" stroke="${edge}"/>`);
  for (let detector = 0; detector < 22; detector += 1) {
    const x = scene.between(w * 0.08, w * 0.92);
    const y = scene.between(h * 0.18, h * 0.85);
    const state = scene.rand();
    const colour = state > 0.93 ? '#d97706' : '#15803d';
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.7)}" fill="${colour}" stroke="#1f2937" stroke-width="0.6"/>`);
  }
  parts.push(text(w * 0.06, h * 0.95, 'GD-1104  12 %LEL  — ALERT', s * 0.9, '#92400e', 'font-weight="bold"'));
  return parts.join('');
}

function batch(scene: Scene, w: number, h: number): string {
  const s = h / 36;
  const parts = [header(w, 'BATCH B25-0417 — COMPOUNDING', s)];
  const phases = ['CHARGE WFI', 'HEAT 25 °C', 'ADD API', 'MIX 20 MIN', 'SAMPLE', 'FILTER', 'TRANSFER'];
  phases.forEach((phase, index) => {
    const y = s * 4 + index * s * 2.8;
    const done = index < 3;
    const running = index === 3;
    parts.push(rect(w * 0.04, y, w * 0.42, s * 2.2, running ? '#bfdbfe' : '#d1d5db', `stroke="${edge}" stroke-width="0.8"`));
    parts.push(text(w * 0.06, y + s * 1.5, phase, s, '#111827'));
    parts.push(
      text(
        w * 0.34,
        y + s * 1.5,
        done ? 'COMPLETE' : running ? 'RUNNING' : 'IDLE',
        s * 0.85,
        done ? '#166534' : running ? '#1d4ed8' : '#4b5563',
        'font-weight="bold"',
      ),
    );
  });
  parts.push(rect(w * 0.52, s * 4, w * 0.44, h * 0.42, '#d1d5db', `stroke="${edge}"`));
  parts.push(
    `<path d="M${n(w * 0.62)} ${n(s * 7)}h${n(w * 0.24)}v${n(h * 0.22)}a${n(w * 0.12)} ${n(h * 0.08)} 0 0 1 ${n(-w * 0.24)} 0Z" fill="${equipment}" stroke="${edge}"/>`,
  );
  parts.push(rect(w * 0.62, s * 7 + h * 0.12, w * 0.24, h * 0.1, '#93a7bd'));
  parts.push(valueBox(w * 0.54, h * 0.56, 'TT-201', '25.1 °C', s));
  parts.push(valueBox(w * 0.76, h * 0.56, 'WT-201', '412.7 kg', s));
  parts.push(trendBox(scene, w * 0.52, h * 0.7, w * 0.44, h * 0.24, ['#1d4ed8', '#0f766e']));
  return parts.join('');
}

function overview(scene: Scene, w: number, h: number): string {
  const s = h / 40;
  const parts = [header(w, 'UNIT 1100 — OVERVIEW', s)];
  for (let index = 0; index < 8; index += 1) {
    const x = w * 0.04 + (index % 4) * w * 0.24;
    const y = s * 5 + Math.floor(index / 4) * h * 0.44;
    parts.push(rect(x, y, w * 0.2, h * 0.36, '#d1d5db', `stroke="${edge}"`));
    parts.push(text(x + s * 0.6, y + s * 1.4, `F-11${4 + Math.floor(index / 4)}${index % 4}`, s * 0.9, '#111827', 'font-weight="bold"'));
    const bar = scene.between(0.4, 0.85);
    parts.push(rect(x + s, y + s * 2.5, w * 0.2 - s * 2, s * 1.2, '#e5e7eb'));
    parts.push(rect(x + s, y + s * 2.5, (w * 0.2 - s * 2) * bar, s * 1.2, '#64748b'));
    parts.push(trendBox(scene, x + s, y + s * 5, w * 0.2 - s * 2, h * 0.36 - s * 6.5, ['#1d4ed8']));
  }
  return parts.join('');
}

const drawers: Record<ScreenKind, (scene: Scene, w: number, h: number) => string> = {
  furnace,
  trend,
  tanks,
  alarms,
  'fire-gas': fireGas,
  batch,
  overview,
};

/** A screen's picture in its own box, ground included. */
export function screen(scene: Scene, kind: ScreenKind, w: number, h: number): string {
  return rect(0, 0, w, h, ground) + drawers[kind](scene, w, h);
}
