import type { Navigator } from 'react-router-dom';

/**
 * Holding in-app navigation while a form has unsaved changes, for the component router (<BrowserRouter>,
 * <MemoryRouter>). react-router's `useBlocker` needs a data router, which this app does not use, so the guard does
 * what the data router does itself: it holds the navigator's push and replace (links, `navigate`, the sagas'
 * navigator), and undoes a browser Back or Forward (popstate) with `history.go` until the user chooses to leave.
 *
 * The popstate listener must run before the router's. Chromium calls a window's listeners in the order they were
 * added, capture or not (measured: a capture listener added after a plain one runs second; jsdom runs it first), so
 * the listener is added once at start-up (`installNavigationGuard`, before the router subscribes on its first render)
 * and stays. Added when a form first had changes, it came after the router's: the router saw a held Back and its
 * undo, and on a busy machine rendered the page left between the two, losing the edit.
 */

/** A mounted form with changes: asked when a navigation is held; `proceed` carries it out. */
export interface Guard {
  ask: (proceed: () => void) => void;
  /** The path and query of the page the form is on. */
  here: () => string;
}

type Move = Navigator['push'];

interface Patched {
  push: Move;
  replace: Navigator['replace'];
}

const guards: Guard[] = [];
const patched = new WeakMap<Navigator, Patched>();
/** The history index the page had when the first guard came; a popstate elsewhere is undone back to it. */
let guardedIndex: number | undefined;
/** Popstates the guard caused itself: the undo of a held Back (swallowed) and the user's confirmed leave (let through). */
let undoing = 0;
let leaving = false;

const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

const asking = (): Guard | undefined => guards.at(-1);

/** Where a move goes, as path and query: a change of hash or state alone does not leave the page. */
function pathOf(to: Parameters<Move>[0], here: string): string {
  const base = new URL(here, 'http://console.invalid');
  const url = typeof to === 'string' ? new URL(to, base) : new URL(`${to.pathname ?? base.pathname}${to.search ?? (to.pathname === undefined ? base.search : '')}`, base);
  return `${url.pathname}${url.search}`;
}

function onPopState(event: PopStateEvent): void {
  if (guards.length === 0 && undoing === 0 && !leaving) return;
  if (undoing > 0) {
    undoing -= 1;
    event.stopImmediatePropagation();
    return;
  }
  if (leaving) {
    leaving = false;
    return;
  }
  const guard = asking();
  const to = historyIndex(event.state);
  if (!guard || to === undefined || guardedIndex === undefined || to === guardedIndex) return;
  // Captured before the router's own listener: it never sees the move, and the page goes back to where it was.
  event.stopImmediatePropagation();
  const delta = to - guardedIndex;
  undoing += 1;
  window.history.go(-delta);
  guard.ask(() => {
    leaving = true;
    window.history.go(delta);
  });
}

function patch(navigator: Navigator): void {
  if (patched.has(navigator)) return;
  const original: Patched = { push: navigator.push.bind(navigator), replace: navigator.replace.bind(navigator) };
  patched.set(navigator, original);
  const hold =
    (move: Move): Move =>
    (to, state, options) => {
      const guard = asking();
      if (!guard || pathOf(to, guard.here()) === pathOf(guard.here(), guard.here())) return move(to, state, options);
      guard.ask(() => move(to, state, options));
    };
  navigator.push = hold(original.push);
  navigator.replace = hold(original.replace);
}

let installed = false;

/** Adds the guard's popstate listener ahead of every other: call it before the router renders. */
export function installNavigationGuard(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', onPopState, true);
}

/** Holds navigation through this navigator (and the browser's Back) while the guard is registered; returns its removal. */
export function registerGuard(navigator: Navigator, guard: Guard): () => void {
  // A router that never listens to popstate (<MemoryRouter>) needs no head start; under a browser router the
  // start-up has installed it already.
  installNavigationGuard();
  patch(navigator);
  if (guards.length === 0) guardedIndex = historyIndex(window.history.state);
  guards.push(guard);
  return () => {
    const at = guards.indexOf(guard);
    if (at >= 0) guards.splice(at, 1);
    if (guards.length === 0) guardedIndex = undefined;
  };
}
