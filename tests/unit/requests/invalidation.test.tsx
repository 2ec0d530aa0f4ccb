import { act, render, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { tokenStore } from '../../../src/api/tokenStore';
import accessCodesFeature, { fetchCodes, updateAllCodes } from '../../../src/ducks/accessCodes';
import { pageFilterKey, stableKey } from '../../../src/ducks/requests/paginated';
import { usePagedRead } from '../../../src/ducks/requests/readHooks';
import { selectPages } from '../../../src/ducks/requests/selectors';
import { createAppStore } from '../../../src/store';
import { mockApi } from '../../components/auth/support';

/** One page of an asset's codes, as a screen shows it. */
function Codes({ itemId, page }: { itemId: number; page: number }) {
  const request = useMemo(() => ({ itemId, page, limit: 10 }), [itemId, page]);
  const { load, rows } = usePagedRead(fetchCodes, request);
  return <p>{`item ${itemId}: ${load.status} ${rows ? rows.map((code) => code.code).join(',') : 'none'}`}</p>;
}

function setup() {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  // Each answer names its item, page and how many bulk changes the item has had.
  const changes: Record<string, number> = {};
  for (const itemId of [5, 6]) {
    http.on('GET', `items/access/codes/item/${itemId}`, (req) => ({
      status: 200,
      data: { collection: [{ id: 1, code: `${itemId}-p${req.query.get('page')}-v${changes[itemId] ?? 0}`, item_id: itemId }], total: 30 },
    }));
    http.on('PATCH', `items/access/codes/${itemId}/bulk`, () => {
      changes[itemId] = (changes[itemId] ?? 0) + 1;
      return { status: 200, data: { updated: 30 } };
    });
  }
  const { store } = createAppStore([accessCodesFeature]);
  const view = (itemId: number, page: number) => (
    <Provider store={store}>
      <Codes itemId={itemId} page={page} />
    </Provider>
  );
  const pagesAsked = (itemId: number) => http.calls('GET', `items/access/codes/item/${itemId}`).map((call) => Number(call.query.get('page')));
  return { http, store, view, pagesAsked };
}

describe('declared invalidation', () => {
  it('asks again only the mounted reads a write invalidates, each for the page it shows, keeping the other pages', async () => {
    const { store, view, pagesAsked } = setup();
    const five = render(view(5, 1));
    await screen.findByText('item 5: succeeded 5-p1-v0');
    five.rerender(view(5, 2));
    await screen.findByText('item 5: succeeded 5-p2-v0');
    // Another asset's codes were shown, then left.
    const six = render(view(6, 1));
    await screen.findByText('item 6: succeeded 6-p1-v0');
    six.unmount();

    act(() => {
      store.dispatch(updateAllCodes.request({ itemId: 5, concurrent_sessions: '2' }));
    });
    // Page 2 (on screen) is read again and ends loaded; page 1 is not asked for, and its rows are kept.
    expect(await screen.findByText('item 5: succeeded 5-p2-v1')).toBeInTheDocument();
    expect(pagesAsked(5)).toEqual([1, 2, 2]);
    expect(selectPages(store.getState(), fetchCodes, pageFilterKey({ itemId: 5, page: 1, limit: 10 } as never))?.pages[1]).toEqual([expect.objectContaining({ code: '5-p1-v0' })]);
    expect(pagesAsked(6)).toEqual([1]);

    // A write for the asset nobody shows any more reads nothing.
    act(() => {
      store.dispatch(updateAllCodes.request({ itemId: 6, concurrent_sessions: '2' }));
    });
    await waitFor(() => expect(store.getState().requests['accessCodes/updateAll']?._?.status).toBe('succeeded'));
    expect(pagesAsked(6)).toEqual([1]);
    expect(pagesAsked(5)).toEqual([1, 2, 2]);
  });

  it('keys pages by their filter whatever the order of its properties', () => {
    expect(pageFilterKey({ page: 1, itemId: 5, limit: 10, code: 'CUP' } as { page: number })).toBe(pageFilterKey({ code: 'CUP', limit: 10, page: 3, itemId: 5 } as { page: number }));
    expect(stableKey({ b: { y: 1, x: [{ d: 1, c: 2 }] }, a: 1 })).toBe(stableKey({ a: 1, b: { x: [{ c: 2, d: 1 }], y: 1 } }));
    expect(stableKey({ a: [1, 2] })).not.toBe(stableKey({ a: [2, 1] }));
  });
});
