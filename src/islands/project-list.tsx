import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { plural } from '#src/i18n/plural.ts';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import type { ProjectListTexts } from '#src/i18n/texts/project-list-en.ts';
import { fetchJson } from '#src/lib/fetch-json.ts';
import { projectSlugIn } from '#src/portfolio/paths.ts';
import * as z from '#src/schemas/zod-mini.ts';
import { portfolioPageSchema, type PortfolioPage, type PublicProject } from '#src/schemas/portfolio.ts';
import { filterKeys, filtersToSearch, noFilters, type Filters } from '#src/lib/portfolio/filters.ts';
import { ListLanguageContext, listLanguage, useListLanguage, type ListLanguage } from '#src/islands/project-list/list-language.tsx';
import { loadListTexts } from '#src/islands/project-list/list-texts.ts';
import { ProjectCard } from '#src/islands/project-list/project-card.tsx';
import { ProjectFilters } from '#src/islands/project-list/project-filters.tsx';
import { ProjectModal } from '#src/islands/project-list/project-modal.tsx';
import { ProjectPager } from '#src/islands/project-list/project-pager.tsx';
import { SectorLinks } from '#src/islands/project-list/sector-links.tsx';

// The public list of enhanced projects at /projects-enhanced (spec section 2).
// The portfolio function renders it into the page's HTML
// with the page of projects the address asks for, so the page arrives with its
// cards and no loading state. The page carries no copy of the data: in the
// browser the list reads that same page from the API (an answer the CDN keeps,
// purged with the page) and only then hydrates, inside a Suspense boundary that
// keeps the server's cards on screen meanwhile; until then a card is a plain
// link to the project's page. The API filters and pages (24 projects a page),
// so what a visitor downloads does not grow with the catalogue. Built without
// data (the static page), it shows a spinner until the API answers, and an
// empty list when loading fails (only logged). Filters and the page number
// live in the address; a card opens its project in a modal with that project
// page's address, so Back closes it and the address can be shared. The list
// speaks the page's language (the French list lives at /fr/projects-enhanced):
// the portfolio function renders it with that language's texts, and the
// browser loads the same texts beside the data before hydrating, so the
// page's HTML carries no texts as props.

const log = (message: string, error: unknown) => console.error(JSON.stringify({ level: 'error', message, error: String(error) }));

/** Marks the spinner the static page is built with: without it, the cards came in the page. */
const LOADING_MARK = 'data-portfolio-loading';

/** The API's address of the page a list address shows: its filters and page number, nothing else. */
function apiAddress(search: string): string {
  const params = new URLSearchParams(search);
  const query = new URLSearchParams({ page: params.get('page') ?? '1' });
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return `/api/projects-enhanced?${query.toString()}`;
}

async function fetchPage(search: string, signal?: AbortSignal): Promise<PortfolioPage> {
  return z.parse(portfolioPageSchema, await fetchJson(apiAddress(search), signal));
}

/**
 * The page the address shows, read once. Null when it cannot be read and the
 * page has no cards to keep; when it has, the promise never settles, so the
 * cards the page came with stay, as plain links.
 */
let firstPage: Promise<PortfolioPage | null> | undefined;
function loadFirstPage(): Promise<PortfolioPage | null> {
  firstPage ??= fetchPage(window.location.search).catch((error: unknown) => {
    log('Project list: projects could not be loaded', error);
    return document.querySelector(`[${LOADING_MARK}]`) ? null : new Promise<never>(() => undefined);
  });
  return firstPage;
}

interface Props {
  /** The page of projects the address asks for, given when rendered on the server; in the browser, read from the API. */
  initial?: PortfolioPage | undefined;
  /** The list's texts, given when rendered on the server; in the browser, loaded for `locale`. */
  texts?: ProjectListTexts | undefined;
  locale: Locale;
}

export function ProjectList({ initial, texts, locale }: Props) {
  // Set once the list below has hydrated and answers clicks and filters.
  const [interactive, setInteractive] = useState(false);
  // In the browser the data and the texts are asked for together.
  if (typeof window !== 'undefined') void loadFirstPage();
  return (
    <div className="project-list" data-interactive={interactive ? '' : undefined}>
      <Suspense fallback={null}>
        <InLanguage locale={locale} texts={texts}>
          <Suspense fallback={<Loading />}>
            <Portfolio initial={initial} onInteractive={setInteractive} />
          </Suspense>
        </InLanguage>
      </Suspense>
    </div>
  );
}

/**
 * The list in its language. Built without texts (the static page, a shell the
 * portfolio function fills), it is a bare spinner marked as the loading state.
 */
function InLanguage({ locale, texts, children }: { locale: Locale; texts: ProjectListTexts | undefined; children: ReactNode }) {
  const loaded = texts ?? (typeof window === 'undefined' ? null : use(loadListTexts(locale)));
  const language = useMemo(() => (loaded ? listLanguage(locale, loaded) : null), [locale, loaded]);
  if (!language) {
    return (
      <div className="project-list__loading" {...{ [LOADING_MARK]: '' }}>
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  return <ListLanguageContext value={language}>{children}</ListLanguageContext>;
}

const emptyPage: PortfolioPage = {
  items: [],
  total: 0,
  matching: 0,
  page: 1,
  pages: 1,
  per_page: 1,
  filters: noFilters,
  options: { sector: [], technology: [], category: [] },
};

function Portfolio({ initial, onInteractive }: Pick<Props, 'initial'> & { onInteractive: (interactive: boolean) => void }) {
  const data = typeof window === 'undefined' ? initial : use(loadFirstPage());
  useEffect(() => onInteractive(true), [onInteractive]);
  return data === undefined ? <Loading /> : <PortfolioList initial={data ?? emptyPage} />;
}

function Loading() {
  const { texts } = useListLanguage();
  return (
    <>
      <ProjectFilters options={emptyPage.options} filters={noFilters} disabled onChange={() => undefined} onClear={() => undefined} />
      <div className="project-list__loading" role="status" {...{ [LOADING_MARK]: '' }}>
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{texts.loading}</span>
      </div>
    </>
  );
}

function PortfolioList({ initial }: { initial: PortfolioPage }) {
  const language = useListLanguage();
  const { texts, paths } = language;
  const [data, setData] = useState(initial);
  // The filters and page asked for: shown at once, while their page is on its way.
  const [asked, setAsked] = useState({ filters: initial.filters, page: initial.page });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [openProject, setOpenProject] = useState<PublicProject | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const returnFocusTo = useRef<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const top = useRef<HTMLParagraphElement>(null);

  /**
   * Asks for a page. `data` is the page on screen until the answer: a request
   * still on its way is aborted first, so no other answer replaces it meanwhile.
   * When this one fails, the filters and the address go back to it.
   */
  const go = (filters: Filters, page: number) => {
    setAsked({ filters, page });
    replaceAddress(filters, page);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setFailed(false);
    fetchPage(filtersToSearch('', filters, page), controller.signal)
      .then((next) => {
        if (controller.signal.aborted) return;
        setData(next);
        setAsked({ filters: next.filters, page: next.page });
        setBusy(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        log('Project list: a page could not be loaded', error);
        setAsked({ filters: data.filters, page: data.page });
        replaceAddress(data.filters, data.page);
        setFailed(true);
        setBusy(false);
      });
  };

  useEffect(() => () => request.current?.abort(), []);
  // The address keeps only what the list applied (a filter the data does not know, a page past the end, is dropped).
  useEffect(() => replaceAddress(initial.filters, initial.page), [initial]);

  const show = useCallback((project: PublicProject) => {
    returnFocusTo.current = project.id;
    setOpenProject(project);
  }, []);

  const hide = useCallback(() => {
    setOpenProject(null);
    const id = returnFocusTo.current;
    // After the dialog has left the page, focus goes back to the card that opened it.
    requestAnimationFrame(() => {
      if (id) links.current.get(id)?.focus();
    });
  }, []);

  // The modal has the project page's address: Back closes it, Forward opens it again.
  useEffect(() => {
    const onPopState = () => {
      const slug = projectSlugIn(window.location.pathname);
      const project = slug ? data.items.find((candidate) => candidate.slug === slug) : undefined;
      if (project) show(project);
      else hide();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show, hide, data.items]);

  const open = useCallback(
    (project: PublicProject) => {
      window.history.pushState({ portfolioProject: project.slug }, '', paths.project(project.slug));
      show(project);
    },
    [show, paths],
  );

  const close = useCallback(() => {
    if (isProjectEntry(window.history.state)) window.history.back();
    else hide();
  }, [hide]);

  const turnTo = (page: number) => {
    go(asked.filters, page);
    // The list starts again at the top, where its count announces the new page.
    top.current?.scrollIntoView({ block: 'start' });
  };

  const { items, options, total } = data;

  return (
    <>
      <ProjectFilters
        options={options}
        filters={asked.filters}
        disabled={total === 0}
        onChange={(key, value) => go({ ...asked.filters, [key]: value }, 1)}
        onClear={() => go(noFilters, 1)}
      />
      <SectorLinks options={options.sector} current={asked.filters.sector} onChoose={(sector) => go({ ...noFilters, sector }, 1)} />
      <p className="project-list__count" aria-live="polite" ref={top}>
        {failed ? texts.failed : total > 0 && countText(data, language)}
      </p>
      {items.length > 0 ? (
        <ul className="project-grid" aria-busy={busy}>
          {items.map((project, index) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                first={index === 0}
                onOpen={open}
                linkRef={(element) => {
                  if (element) links.current.set(project.id, element);
                  else links.current.delete(project.id);
                }}
              />
            </li>
          ))}
        </ul>
      ) : total > 0 ? (
        <div className="project-list__empty">
          <p>{texts.noMatch}</p>
          <button type="button" className="btn btn--outline" onClick={() => go(noFilters, 1)}>
            {texts.showAll}
          </button>
        </div>
      ) : (
        <div className="project-list__empty">
          <p>{texts.empty}</p>
          <a href={localizedHref('/projects', language.locale)}>{texts.caseStudies}</a>
        </div>
      )}
      <ProjectPager page={data.page} pages={data.pages} filters={data.filters} onChoose={turnTo} />
      {openProject && <ProjectModal project={openProject} onClose={close} />}
    </>
  );
}

function countText({ items, matching, total, page, per_page: perPage }: PortfolioPage, { locale, texts, say }: ListLanguage): string {
  const noun = plural(locale, total, { one: texts.projectOne, other: texts.projectMany });
  if (items.length < matching) {
    const first = (page - 1) * perPage + 1;
    const range = { first, last: first + items.length - 1, matching, total, noun };
    return say(matching === total ? texts.showingRange : texts.showingRangeFiltered, range);
  }
  return say(matching === total ? texts.count : texts.showing, { matching, total, noun });
}

const isProjectEntry = (state: unknown): boolean => typeof state === 'object' && state !== null && 'portfolioProject' in state;

function replaceAddress(filters: Filters, page: number): void {
  // While a project is open the address is its page's; the list's filters wait for Back.
  if (projectSlugIn(window.location.pathname)) return;
  const search = filtersToSearch(window.location.search, filters, page);
  if (search === window.location.search) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
}
