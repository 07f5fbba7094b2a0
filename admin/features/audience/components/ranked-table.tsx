import type { ReactNode } from 'react';
import type { Ranked } from '#src/schemas/audience.ts';

// One ranked list of the period (pages, sites, languages…): its ten first
// entries with their count and share, as a table that stacks on a phone.

const SHOWN = 10;

export interface RankedTableProps {
  title: string;
  keyLabel: string;
  countLabel: string;
  shareLabel: string;
  empty: string;
  entries: Ranked;
  name: (key: string) => ReactNode;
  formatShare: (share: number) => string;
}

export function RankedTable({ title, keyLabel, countLabel, shareLabel, empty, entries, name, formatShare }: RankedTableProps) {
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section className="panel audience-list">
      <h2 className="audience-list__title">{title}</h2>
      {entries.length === 0 ? (
        <p className="audience-list__empty">{empty}</p>
      ) : (
        <table className="table audience-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col" className="audience-table__number">
                {countLabel}
              </th>
              <th scope="col" className="audience-table__number">
                {shareLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.slice(0, SHOWN).map((entry) => (
              <tr key={entry.key}>
                <th scope="row" className="audience-table__key">
                  {name(entry.key)}
                </th>
                <td className="audience-table__number">{entry.count}</td>
                <td className="audience-table__number">{formatShare(entry.count / total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
