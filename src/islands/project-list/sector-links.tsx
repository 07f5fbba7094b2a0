import { portfolioPaths } from '#src/portfolio/paths.ts';
import type { FilterOption } from '#src/schemas/portfolio.ts';

// A link per sector with its number of projects: the sector's own address
// (/projects-enhanced?sector=<slug>) that search engines can follow and
// buyers can share; in the browser a click filters in place.

interface Props {
  options: readonly FilterOption[];
  current: string | null;
  onChoose: (slug: string) => void;
}

export function SectorLinks({ options, current, onChoose }: Props) {
  if (options.length === 0) return null;
  return (
    <nav className="sector-links" aria-label="Projects by sector">
      <ul className="list-reset">
        {options.map((option) => (
          <li key={option.id}>
            <a
              href={portfolioPaths.filtered('sector', option.slug)}
              aria-current={option.slug === current ? 'true' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onChoose(option.slug);
              }}
            >
              {`${option.name} `}
              <span className="sector-links__count">{`(${option.count})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
