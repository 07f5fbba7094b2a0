import { nameIn } from '#src/lib/project-language.ts';
import { useListLanguage } from '#src/islands/project-list/list-language.tsx';
import type { ListOption } from '#src/lib/portfolio/list-page.ts';

// A link per sector with its number of projects: the sector's own address
// (/projects-enhanced?sector=<slug>) that search engines can follow and
// buyers can share; in the browser a click filters in place.

interface Props {
  options: readonly ListOption[];
  current: string | null;
  onChoose: (slug: string) => void;
  /** Called on the first pointer over or focus in the links, to load what a choice needs ahead of it. */
  onWarm?: () => void;
}

export function SectorLinks({ options, current, onChoose, onWarm }: Props) {
  const { texts, paths, locale, say } = useListLanguage();
  if (options.length === 0) return null;
  return (
    <nav className="sector-links" aria-label={texts.bySector} onPointerEnter={onWarm} onFocus={onWarm}>
      <ul className="list-reset">
        {options.map((option) => (
          <li key={option.slug}>
            <a
              href={paths.filtered('sector', option.slug)}
              aria-current={option.slug === current ? 'true' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onChoose(option.slug);
              }}
            >
              <span lang={nameIn(option, locale).lang}>{nameIn(option, locale).name}</span>{' '}
              <span className="sector-links__count">{`(${say('{count}', { count: option.count })})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
