/** What takes focus from the keyboard: links, enabled form controls and anything with a tab stop of its own. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether the element is drawn (jsdom draws nothing and cannot say: there, everything counts as drawn). */
export const isDrawn = (element: HTMLElement): boolean => typeof element.checkVisibility !== 'function' || element.checkVisibility();

/** Whether focus is nowhere in particular: on the body, or on an element that has left the page. */
export const focusIsLost = (): boolean => {
  const focused = document.activeElement;
  return !focused || focused === document.body || !focused.isConnected;
};
