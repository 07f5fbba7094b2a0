import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { plural } from '#src/i18n/plural.ts';
import { localizedHref, type Locale } from '#src/i18n/locales.ts';
import type { ProjectListTexts } from '#src/i18n/texts/project-list-en.ts';
import { projectSlugIn } from '#src/portfolio/paths.ts';
import type { PortfolioPage } from '#src/schemas/portfolio.ts';
import { filterKeys, filtersToSearch, noFilters, type Filters } from '#src/lib/portfolio/filters.ts';
import { ListLanguageContext, listLanguage, useListLanguage, type ListLanguage } from '#src/islands/project-list/list-language.tsx';
import { LIST_PAGE_ID, listPageJson, type ListPage, type ListProject } from '#src/lib/portfolio/list-page.ts';
import { loadListTexts } from '#src/islands/project-list/list-texts.ts';
import { ProjectCard } from '#src/islands/project-list/project-card.tsx';
import { ProjectFilters } from '#src/islands/project-list/project-filters.tsx';
import { ProjectModal } from '#src/islands/project-list/project-modal.tsx';
import { ProjectPager } from '#src/islands/project-list/project-pager.tsx';
import { SectorLinks } from '#src/islands/project-list/sector-links.tsx';

// The public list of enhanced projects at /projects-enhanced (spec section 2).
// The portfolio function renders it into the page's HTML with the page of
// projects the address asks for, read from the public view and checked against
// portfolioPageSchema, so the page arrives with its cards and no loading state.
// Beside the cards the page carries that page of projects, cut by the function
// to what the list shows (src/lib/portfolio/list-page.ts), as JSON: the island
// hydrates from it, with no request and no schema code (ADR 0089). Another page, a filter or a sector is read
// from the API and parsed with the same schema, by a module loaded when the
// visitor first reaches the filters or the pages, or asks; a failure to load
// it is a failure to load the page. The API filters and pages (24 projects a
// page), so what a visitor downloads does not grow with the catalogue. Built
// without data (the static page), the list reads its page from the API and
// shows a spinner until then, and an empty list when loading fails (only
// logged). Filters and the page number live in the address; a card opens its
// project in a modal with that project page's address, so Back closes it and
// the address can be shared. The list speaks the page's language (the French
// list lives at /fr/projects-enhanced): the portfolio function renders it with
// that language's texts, and the browser loads the same texts before
// hydrating, so the page's HTML carries no texts as props.

const log = (message: string, error: unknown) => console.error(JSON.stringify({ level: 'error', message, error: String(error) }));

/** Marks the spinner the static page is built with: without it, the cards came in the page. */
const LOADING_MARK = 'data-portfolio-loading';

type PageReader = typeof import('#src/islands/project-list/fetch-page.ts');
let pageReader: Promise<PageReader> | undefined;

/** The module that reads a page from the API, loaded once (again after a failed load). */
function loadPageReader(): Promise<PageReader> {
  pageReader ??= import('#src/islands/project-list/fetch-page.ts').catch((error: unknown) => {
    pageReader = undefined;
    throw error;
  });
  return pageReader;
}

/** Loads the reader ahead of a visitor's first choice: on the first pointer over, or focus in, the filters or the pages. */
const warmPageReader = () => void loadPageReader().catch(() => undefined);

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
  return (await loadPageReader()).fetchPage(apiAddress(search), signal);
}

/** The page the portfolio function wrote into the HTML, as written: null on a page built without data. */
let embedded: { json: string; page: ListPage } | null | undefined;
function embeddedPage(): { json: string; page: ListPage } | null {
  if (embedded === undefined) {
    const json = document.getElementById(LIST_PAGE_ID)?.textContent;
    embedded = json ? { json, page: JSON.parse(json) as ListPage } : null;
  }
  return embedded;
}

/**
 * On a page built without data, the page the address shows, read once from
 * the API. Null when it cannot be read and the page has no cards to keep;
 * when it has, the promise never settles, so the cards stay, as plain links.
 */
let firstPage: Promise<ListPage | null> | undefined;
function loadFirstPage(): Promise<ListPage | null> {
  firstPage ??= fetchPage(window.location.search).catch((error: unknown) => {
    log('Project list: projects could not be loaded', error);
    return document.querySelector(`[${LOADING_MARK}]`) ? null : new Promise<never>(() => undefined);
  });
  return firstPage;
}

interface Props {
  /**
   * The page of projects the address asks for, cut to what the list shows (listPageFor), given when rendered on the
   * server; in the browser, read from the page, where the server render wrote it.
   */
  initial?: ListPage | undefined;
  /** The list's texts, given when rendered on the server; in the browser, loaded for `locale`. */
  texts?: ProjectListTexts | undefined;
  locale: Locale;
}

export function ProjectList({ initial, texts, locale }: Props) {
  // Set once the list below has hydrated and answers clicks and filters.
  const [interactive, setInteractive] = useState(false);
  // The same page on both sides: written out on the server, read back as written in the browser.
  const first = useMemo(() => {
    if (typeof window !== 'undefined') return embeddedPage();
    return initial ? { page: initial, json: listPageJson(initial) } : null;
  }, [initial]);
  // In the browser without the page's data, the data and the texts are asked for together.
  if (typeof window !== 'undefined' && !first) void loadFirstPage();
  return (
    <div className="project-list" data-interactive={interactive ? '' : undefined}>
      <Suspense fallback={null}>
        <InLanguage locale={locale} texts={texts}>
          <Suspense fallback={<Loading />}>
            <Portfolio first={first?.page} onInteractive={setInteractive} />
          </Suspense>
        </InLanguage>
      </Suspense>
      {/* After the cards, so the first window of the HTML (about 14 KB) carries the cards a visitor sees, not their data. */}
      {first && <script type="application/json" id={LIST_PAGE_ID} dangerouslySetInnerHTML={{ __html: first.json }} />}
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

const emptyPage: ListPage = {
  items: [],
  total: 0,
  matching: 0,
  page: 1,
  pages: 1,
  per_page: 1,
  filters: noFilters,
  options: { sector: [], technology: [], category: [] },
};

function Portfolio({ first, onInteractive }: { first: ListPage | undefined; onInteractive: (interactive: boolean) => void }) {
  const data = first ?? (typeof window === 'undefined' ? undefined : use(loadFirstPage()));
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

function PortfolioList({ initial }: { initial: ListPage }) {
  const language = useListLanguage();
  const { texts, paths } = language;
  const [data, setData] = useState(initial);
  // The filters and page asked for: shown at once, while their page is on its way.
  const [asked, setAsked] = useState({ filters: initial.filters, page: initial.page });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [openProject, setOpenProject] = useState<ListProject | null>(null);
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

  const show = useCallback((project: ListProject) => {
    returnFocusTo.current = project.slug;
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
    (project: ListProject) => {
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
        onWarm={warmPageReader}
        options={options}
        filters={asked.filters}
        disabled={total === 0}
        onChange={(key, value) => go({ ...asked.filters, [key]: value }, 1)}
        onClear={() => go(noFilters, 1)}
      />
      <SectorLinks
        onWarm={warmPageReader}
        options={options.sector}
        current={asked.filters.sector}
        onChoose={(sector) => go({ ...noFilters, sector }, 1)}
      />
      <p className="project-list__count" aria-live="polite" ref={top}>
        {failed ? texts.failed : total > 0 && countText(data, language)}
      </p>
      {items.length > 0 ? (
        <ul className="project-grid" aria-busy={busy}>
          {items.map((project, index) => (
            <li key={project.slug}>
              <ProjectCard
                project={project}
                first={index === 0}
                onOpen={open}
                linkRef={(element) => {
                  if (element) links.current.set(project.slug, element);
                  else links.current.delete(project.slug);
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
      <ProjectPager onWarm={warmPageReader} page={data.page} pages={data.pages} filters={data.filters} onChoose={turnTo} />
      {openProject && <ProjectModal project={openProject} onClose={close} />}
    </>
  );
}

function countText({ items, matching, total, page, per_page: perPage }: ListPage, { locale, texts, say }: ListLanguage): string {
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
