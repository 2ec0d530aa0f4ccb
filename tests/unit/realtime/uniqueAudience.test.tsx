import { act, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { tokenStore } from '../../../src/api/tokenStore';
import { injectFeature } from '../../../src/ducks/lazyFeatures';
import { selectJobs } from '../../../src/ducks/jobs';
import jobsFeature from '../../../src/ducks/jobs';
import { useStoredRead } from '../../../src/ducks/requests/readHooks';
import uniqueAudienceFeature, { fetchUniqueAudienceFiles, generateUniqueAudience } from '../../../src/ducks/uniqueAudience';
import { noticeFor } from '../../../src/realtime/messageTable';
import { mockApi } from '../../components/auth/support';
import { advance, setupRealtime } from './harness';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function Files({ itemId }: { itemId?: number }) {
  const request = useMemo(() => (itemId === undefined ? {} : { itemId }), [itemId]);
  const { view } = useStoredRead(fetchUniqueAudienceFiles, request);
  return <p>{`${itemId ?? 'all'}: ${view.data ? view.data.collection.map((file) => file.status).join(',') : 'none'}`}</p>;
}

describe("the unique-audience report's realtime message", () => {
  it('says the file is ready or failed in the notices, and nothing for a status it does not know', () => {
    expect(noticeFor({ type: 'report.unique.audience', timestamp: 1, resource: { status: 'created', file_name: 'a.csv', item_id: 5 } })).toEqual({ kind: 'success', text: 'The unique-audience report is ready to download.' });
    expect(noticeFor({ type: 'report.unique.audience', timestamp: 1, resource: { status: 'failed', file_name: 'a.csv' } })).toEqual({ kind: 'error', text: 'An unknown error occurred.' });
    expect(noticeFor({ type: 'report.unique.audience', timestamp: 1, resource: { status: 'pending' } })).toBeNull();
  });

  it("reads again the lists showing the asset's files (its own and every asset's), not another asset's, and ends the job in the tray", async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    let status = 'pending';
    http.on('GET', 'v2/reporting/unique-audience', (req) => ({ status: 200, data: { collection: [{ item_id: Number(req.query.get('item_id') ?? 0), status }], total: 1 } }));
    http.on('POST', 'v2/reporting/unique-audience', { status: 202, data: { file_name: 'ua_5.csv', status: 'pending' } });
    const harness = setupRealtime();
    injectFeature(jobsFeature);
    injectFeature(uniqueAudienceFeature);
    harness.signIn();
    render(
      <Provider store={harness.store}>
        <Files itemId={5} />
        <Files itemId={6} />
        <Files />
      </Provider>,
    );
    harness.store.dispatch(generateUniqueAudience.request({ itemId: 5, startDate: '2026-01-01', endDate: '2026-03-31' }));
    await act(() => advance());
    expect(screen.getByText('5: pending')).toBeInTheDocument();
    expect(selectJobs(harness.store.getState() as never)).toEqual([expect.objectContaining({ kind: 'uniqueAudience', subject: '5', name: 'ua_5.csv', state: 'processing' })]);
    const asked = (item: string | null) => http.calls('GET', 'v2/reporting/unique-audience').filter((call) => call.query.get('item_id') === item).length;
    const before = { five: asked('5'), six: asked('6'), all: asked(null) };

    status = 'created';
    harness.broker.message('report.unique.audience', { status: 'created', file_name: 'ua_5.csv', item_id: 5, customers: 3 });
    await act(() => advance());
    expect(screen.getByText('5: created')).toBeInTheDocument();
    expect(screen.getByText('all: created')).toBeInTheDocument();
    expect(screen.getByText('6: pending')).toBeInTheDocument();
    expect({ five: asked('5'), six: asked('6'), all: asked(null) }).toEqual({ five: before.five + 1, six: before.six, all: before.all + 1 });
    expect(selectJobs(harness.store.getState() as never)[0]).toMatchObject({ state: 'done' });
  });
});
