import { filtersToSearch, type Filters } from '#src/lib/portfolio/filters.ts';
import { useListLanguage } from '#src/islands/project-list/list-language.tsx';

// The list's pages: a link per page (the first, the last, and two on each side
// of the current one), with Previous and Next. Each is the page's own address
// (?page=3, with the filters), which search engines follow; in the browser a
// click turns the page in place.

interface Props {
  page: number;
  pages: number;
  filters: Filters;
  onChoose: (page: number) => void;
  /** Called on the first pointer over or focus in the pages, to load what a choice needs ahead of it. */
  onWarm?: () => void;
}

const NEIGHBOURS = 2;

/** The page numbers shown, with null where a run of pages is left out. */
function shownPages(page: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let candidate = 1; candidate <= pages; candidate++) {
    if (candidate === 1 || candidate === pages || Math.abs(candidate - page) <= NEIGHBOURS) shown.push(candidate);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

export function ProjectPager({ page, pages, filters, onChoose, onWarm }: Props) {
  const { texts, paths, say } = useListLanguage();
  if (pages <= 1) return null;
  const link = (target: number, label: string, extra: { rel?: string; current?: boolean; name?: string } = {}) => (
    <a
      href={`${paths.list}${filtersToSearch('', filters, target)}`}
      rel={extra.rel}
      aria-current={extra.current ? 'page' : undefined}
      aria-label={extra.name}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onChoose(target);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className="project-pager" aria-label={texts.pages} onPointerEnter={onWarm} onFocus={onWarm}>
      <ul className="list-reset">
        {page > 1 && <li className="project-pager__step">{link(page - 1, texts.previous, { rel: 'prev' })}</li>}
        {shownPages(page, pages).map((target, index) =>
          target === null ? (
            <li key={`gap-${String(index)}`} className="project-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              {link(target, say('{page}', { page: target }), { current: target === page, name: say(texts.page, { page: target }) })}
            </li>
          ),
        )}
        {page < pages && <li className="project-pager__step">{link(page + 1, texts.next, { rel: 'next' })}</li>}
      </ul>
    </nav>
  );
}
