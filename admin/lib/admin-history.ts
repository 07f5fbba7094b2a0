import { NavigationType, UNSAFE_createBrowserHistory, type HistoryRouterProps, type To } from 'react-router-dom';

type History = HistoryRouterProps['history'];

// The admin's one history: the browser's, with a guard in front (ADR 0090).
// react-router's declarative router has no blocker, and its data router, which
// has one, costs about 16 KB gzipped more on the first load. Every in-app
// navigation (a link, navigate(), <Navigate>, a search change) goes through
// push or replace here; back and forward arrive as a pop, which is undone at
// once while a guard holds it and made again if the user leaves.

/** Whether leaving `from` for `to` (full pathnames) must be confirmed first. */
type Guard = (from: string, to: string) => boolean;

/** A navigation a guard is holding until the user decides; `owner` names the guard's form. */
interface HeldNavigation {
  owner: string;
  proceed: () => void;
  reset: () => void;
}

type Listener = Parameters<History['listen']>[0];

export interface AdminHistory extends History {
  /** Registers a form's guard; returns its removal (which also drops a navigation it holds). */
  guard: (owner: string, guard: Guard) => () => void;
  held: () => HeldNavigation | null;
  /** Called whenever what is held changes. */
  subscribe: (onChange: () => void) => () => void;
}

function createAdminHistory(): AdminHistory {
  const browser = UNSAFE_createBrowserHistory({ v5Compat: true });
  const guards = new Map<string, Guard>();
  const listeners = new Set<Listener>();
  const watchers = new Set<() => void>();
  let held: HeldNavigation | null = null;
  // The pathname the router shows: after a pop, the browser's is already the next one.
  let shown = browser.location.pathname;
  // The pop that undoes a held one is not news; the one that makes it again after "leave" passes every guard.
  let undoingPop = false;
  let passingPop = false;

  const setHeld = (next: HeldNavigation | null) => {
    held = next;
    for (const watcher of watchers) watcher();
  };

  /** Holds the navigation if a guard says so: `go` makes it if the user leaves. */
  const holds = (to: string, go: () => void): boolean => {
    const owner = [...guards].find(([, guard]) => guard(shown, to))?.[0];
    if (owner === undefined) return false;
    setHeld({
      owner,
      proceed: () => {
        setHeld(null);
        go();
      },
      reset: () => setHeld(null),
    });
    return true;
  };

  const pathnameOf = (to: To): string =>
    typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? browser.location.pathname);

  browser.listen((update) => {
    if (update.action === NavigationType.Pop) {
      if (undoingPop) {
        undoingPop = false;
        return;
      }
      const { delta } = update;
      if (passingPop) passingPop = false;
      else if (
        delta &&
        holds(update.location.pathname, () => {
          passingPop = true;
          browser.go(delta);
        })
      ) {
        undoingPop = true;
        browser.go(-delta);
        return;
      }
    }
    shown = update.location.pathname;
    for (const listener of listeners) listener(update);
  });

  return {
    get action() {
      return browser.action;
    },
    get location() {
      return browser.location;
    },
    createHref: (to) => browser.createHref(to),
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    go: (delta) => browser.go(delta),
    push(to, state) {
      if (!holds(pathnameOf(to), () => browser.push(to, state))) browser.push(to, state);
    },
    replace(to, state) {
      if (!holds(pathnameOf(to), () => browser.replace(to, state))) browser.replace(to, state);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    guard(owner, guard) {
      guards.set(owner, guard);
      return () => {
        guards.delete(owner);
        if (held?.owner === owner) setHeld(null);
      };
    },
    held: () => held,
    subscribe(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
  };
}

let history: AdminHistory | undefined;

/** The page's one history, made on first use (in the browser: it listens for back and forward). */
export function adminHistory(): AdminHistory {
  history ??= createAdminHistory();
  return history;
}
