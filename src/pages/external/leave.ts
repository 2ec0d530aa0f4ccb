/**
 * The tab leaves the console for another site, Back not returning to the hand-off page. A module of its own so
 * component tests can see where it goes (jsdom does not navigate).
 */
export function leaveFor(url: string): void {
  window.location.replace(url);
}
