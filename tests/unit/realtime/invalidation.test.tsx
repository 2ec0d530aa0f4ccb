import { act, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { tokenStore } from '../../../src/api/tokenStore';
import accessCodesFeature, { fetchCodes } from '../../../src/ducks/accessCodes';
import { injectFeature } from '../../../src/ducks/lazyFeatures';
import { usePagedRead } from '../../../src/ducks/requests/readHooks';
import { mockApi } from '../../components/auth/support';
import { advance, setupRealtime } from './harness';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function Codes({ itemId, page }: { itemId: number; page: number }) {
  const request = useMemo(() => ({ itemId, page, limit: 10 }), [itemId, page]);
  const { load, rows } = usePagedRead(fetchCodes, request);
  return <p>{`item ${itemId}: ${load.status} ${rows ? rows.map((code) => code.code).join(',') : 'none'}`}</p>;
}

describe('realtime messages invalidate through the tags reads provide', () => {
  it("a codes upload's outcome reads again the page of that asset's codes on screen, not page 1, and nothing of other assets", async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    let uploaded = false;
    for (const itemId of [5, 6]) {
      http.on('GET', `items/access/codes/item/${itemId}`, (req) => ({
        status: 200,
        data: { collection: [{ id: 1, code: `${itemId}-p${req.query.get('page')}${uploaded ? '-new' : ''}`, item_id: itemId }], total: 30 },
      }));
    }
    const harness = setupRealtime();
    injectFeature(accessCodesFeature);
    harness.signIn();
    render(
      <Provider store={harness.store}>
        <Codes itemId={5} page={3} />
        <Codes itemId={6} page={2} />
      </Provider>,
    );
    await act(() => advance());
    expect(screen.getByText('item 5: succeeded 5-p3')).toBeInTheDocument();

    uploaded = true;
    harness.broker.message('bulk.access.codes.succeed', { item_id: 5 });
    await act(() => advance());
    expect(screen.getByText('item 5: succeeded 5-p3-new')).toBeInTheDocument();
    expect(screen.getByText('item 6: succeeded 6-p2')).toBeInTheDocument();
    expect(http.calls('GET', 'items/access/codes/item/5').map((call) => call.query.get('page'))).toEqual(['3', '3']);
    expect(http.calls('GET', 'items/access/codes/item/6')).toHaveLength(1);
  });
});
