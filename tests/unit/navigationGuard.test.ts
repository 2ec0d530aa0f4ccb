import { waitFor } from '@testing-library/react';
import type { Navigator } from 'react-router-dom';
import { installNavigationGuard, registerGuard } from '../../src/components/form/navigationGuard';

/** Lets the history traversals queued so far run, with their popstate events. */
const traversalsDone = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("the navigation guard and the browser's Back", () => {
  it('hears a held Back before the router does: the router never learns of the move or of its undo', async () => {
    // As src/index.tsx does, before the router renders.
    installNavigationGuard();
    // The router subscribes after. Chromium calls a window's popstate listeners in the order they were added, capture
    // or not, where jsdom calls capture ones first: the router's stand-in is a capture listener so that jsdom keeps
    // Chromium's order. The guard's listener used to be added only when a form had changes, after the router's.
    const routerHeard: unknown[] = [];
    const router = (event: PopStateEvent) => routerHeard.push(event.state);
    window.addEventListener('popstate', router, true);
    window.history.replaceState({ idx: 0 }, '', '/assets');
    window.history.pushState({ idx: 1 }, '', '/assets/edit/1');
    const navigator = { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: jest.fn() } as unknown as Navigator;
    const asked: Array<() => void> = [];
    const remove = registerGuard(navigator, { here: () => '/assets/edit/1', ask: (proceed) => asked.push(proceed) });

    try {
      window.history.back();
      await waitFor(() => expect(asked).toHaveLength(1));
      await waitFor(() => expect(window.location.pathname).toBe('/assets/edit/1'));
      await traversalsDone();
      expect(routerHeard).toEqual([]);
      expect(window.history.state).toEqual({ idx: 1 });

      // Leaving goes back for real, and that the router hears.
      asked[0]();
      await waitFor(() => expect(routerHeard).toEqual([{ idx: 0 }]));
      expect(window.location.pathname).toBe('/assets');
    } finally {
      remove();
      window.removeEventListener('popstate', router, true);
    }
  });
});
