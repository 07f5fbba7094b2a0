import type { AudienceReport } from '#src/schemas/audience.ts';

// Views per day as bars in an inline SVG (no chart library: a bar per day is
// a few lines), summed up in words for screen readers, with the same numbers
// as a table under a disclosure for anyone who wants them exactly.

export interface ViewsChartTexts {
  chartTitle: string;
  summary: string;
  asTable: string;
  day: string;
  count: string;
}

const HEIGHT = 100;
const BAR = 10;

export function ViewsChart({
  days,
  texts,
  formatDay,
}: {
  days: AudienceReport['days'];
  texts: ViewsChartTexts;
  formatDay: (day: string) => string;
}) {
  const most = Math.max(1, ...days.map((day) => day.views));
  return (
    <figure className="panel audience-chart">
      <figcaption>
        <h2 className="audience-chart__title">{texts.chartTitle}</h2>
        <p className="audience-chart__summary">{texts.summary}</p>
      </figcaption>
      <svg
        className="audience-chart__bars"
        viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {days.map((day, index) => {
          const height = (day.views / most) * HEIGHT;
          return (
            <rect key={day.date} x={index * BAR + 1} y={HEIGHT - height} width={BAR - 2} height={height}>
              <title>{`${formatDay(day.date)}: ${day.views}`}</title>
            </rect>
          );
        })}
      </svg>
      <details className="audience-chart__table">
        <summary>{texts.asTable}</summary>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{texts.chartTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.day}</th>
                <th scope="col">{texts.count}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{formatDay(day.date)}</time>
                  </th>
                  <td>{day.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
