import { act, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { tokenStore } from '../../../src/api/tokenStore';
import { injectFeature } from '../../../src/ducks/lazyFeatures';
import { selectNotices } from '../../../src/ducks/notices/slice';
import { usePagedRead } from '../../../src/ducks/requests/readHooks';
import webhooksFeature, { fetchWebhookAttempts } from '../../../src/ducks/webhooks';
import { mockApi } from '../../components/auth/support';
import { advance, setupRealtime } from './harness';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function Log({ webhookId }: { webhookId: number }) {
  const request = useMemo(() => ({ webhookId, page: 2, size: 15, status: 'failed' as const }), [webhookId]);
  const { rows } = usePagedRead(fetchWebhookAttempts, request);
  return <p>{`webhook ${webhookId}: ${rows ? rows.length : 'none'} attempts`}</p>;
}

describe('a webhook delivery landing (realtime webhook.delivery)', () => {
  it("reads that webhook's log again with its own page and filter, not another webhook's, and shows no notice", async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    let landed = 0;
    for (const webhookId of [7, 8]) {
      http.on('GET', `webhooks/${webhookId}/attempts`, () => ({ status: 200, data: { collection: Array.from({ length: webhookId === 7 ? landed : 0 }, (_, id) => ({ id })), total: landed } }));
    }
    const harness = setupRealtime();
    injectFeature(webhooksFeature);
    harness.signIn();
    render(
      <Provider store={harness.store}>
        <Log webhookId={7} />
        <Log webhookId={8} />
      </Provider>,
    );
    await act(() => advance());
    expect(screen.getByText('webhook 7: 0 attempts')).toBeInTheDocument();

    landed = 1;
    await act(async () => {
      harness.broker.message('webhook.delivery', { webhook_id: 7, delivery_id: 'd', attempt_id: 1, event: 'payment.success', outcome: 'succeeded', status_code: 200, delivery_status: 'delivered' });
      await advance();
    });
    expect(screen.getByText('webhook 7: 1 attempts')).toBeInTheDocument();
    expect(http.calls('GET', 'webhooks/7/attempts').map((call) => [call.query.get('page'), call.query.get('status')])).toEqual([
      ['2', 'failed'],
      ['2', 'failed'],
    ]);
    expect(http.calls('GET', 'webhooks/8/attempts')).toHaveLength(1);
    expect(selectNotices(harness.store.getState())).toEqual([]);
  });
});
