import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { FOCUSABLE, focusIsLost } from './focusable';

interface Place {
  element: HTMLElement;
  row: number;
  control: number;
}

const controlsOf = (root: Element): HTMLElement[] => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

/**
 * Keeps focus in a box whose rows a row action replaces: when the control that had focus goes with its row (a revoke,
 * a delete; the list reloads without it), focus moves to the same control of the row now in its place, else of the
 * last row, else to the box's first control, else to the box itself, instead of falling to the page's body.
 * `rows` is what the box shows: each new value is a moment the focused control may have gone.
 */
export function useKeptFocus<T extends HTMLElement>(box: RefObject<T>, rows: unknown, rowSelector: string): void {
  const last = useRef<Place | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const all = Array.from(element.querySelectorAll(rowSelector));
      const row = all.findIndex((candidate) => candidate.contains(target));
      last.current = { element: target, row, control: row < 0 ? -1 : controlsOf(all[row]).indexOf(target) };
    };
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      // Focus that moved on (elsewhere, or to nothing by a click) is not kept; a control taken away with its row is.
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) last.current = null;
      else if (!event.relatedTarget)
        setTimeout(() => {
          if (target.isConnected && last.current?.element === target && document.activeElement !== target) last.current = null;
        });
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [box, rowSelector]);

  useLayoutEffect(() => {
    const element = box.current;
    const place = last.current;
    if (!element || !place || place.element.isConnected || !focusIsLost()) return;
    const controlRows = Array.from(element.querySelectorAll(rowSelector)).map(controlsOf);
    const at = Math.max(0, Math.min(place.row, controlRows.length - 1));
    // The row now in its place, then the rows after it, then those before it.
    const order = [...controlRows.slice(at), ...controlRows.slice(0, at).reverse()].filter((controls) => controls.length > 0);
    const next = order.length > 0 ? (order[0][place.control] ?? order[0][0]) : controlsOf(element)[0];
    if (next) next.focus();
    else {
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus();
    }
  }, [box, rows, rowSelector]);
}
