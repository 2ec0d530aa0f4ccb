import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { focusIsLost, isDrawn } from '../focusable';

/** How long a screen has to show its heading after a navigation before focus is left where it is. */
const HEADING_WAIT_MS = 10_000;

/** Whether focus is in a dialog (a modal, the guided tour), which keeps it whatever the page behind does. */
const inDialog = (element: Element | null): boolean => element?.closest('dialog, [role="dialog"]') != null;

/**
 * After an in-app navigation (a new path; not a filter or tab in the query, not the first load), focus moves to the
 * page's heading (tabIndex -1), so the next Tab reaches the page's first control after it instead of starting again
 * from the link or search box that led there. A screen that shows its heading late is waited for; focus that the user
 * or the page has put elsewhere meanwhile, or that is in a dialog, is left where it is.
 */
export function useHeadingFocus(main: RefObject<HTMLElement>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // What had focus when the new path rendered, before the page changed: the link, button or box that led there.
  const trigger = useRef<{ path: string; element: Element | null }>({ path: pathname, element: null });
  if (trigger.current.path !== pathname) trigger.current = { path: pathname, element: document.activeElement };
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const root = main.current;
    if (!root) return undefined;
    const from = trigger.current.element;
    const focusHeading = (): boolean => {
      const heading = Array.from(root.querySelectorAll<HTMLElement>('h1')).find(isDrawn);
      if (!heading) return false;
      if ((document.activeElement === from && !inDialog(from)) || focusIsLost()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, main]);
}
