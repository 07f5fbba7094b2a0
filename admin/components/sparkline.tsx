// A small line of numbers over time (a project's views per day), as an
// inline SVG beside the text that says the same in words: decorative, the
// words are what assistive technologies read.

const WIDTH = 80;
const HEIGHT = 20;

export function Sparkline({ values }: { values: readonly number[] }) {
  const most = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const points = values.map((value, index) => `${(index * step).toFixed(1)},${(HEIGHT - 1 - (value / most) * (HEIGHT - 2)).toFixed(1)}`);
  return (
    <svg className="sparkline" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} aria-hidden="true" focusable="false">
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
