/** Webhooks (catalogue 7.13) and their delivery log (issue 22 P4): what the user sees and what the wire carries. */
import { screen, waitFor, within } from '@testing-library/react';
import type { Webhook, WebhookAttempt, WebhookAttemptDetails } from '../../../src/api/webhookTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { WEBHOOK_EVENT_LABELS } from '../../../src/constants/messages/webhooks';
import { WEBHOOK_EVENTS } from '../../../src/contracts/values';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const at = (iso: string) => Date.parse(iso) / 1000;
const hook = (id: number, uri: string, events: Webhook['events']): Webhook => ({
  id,
  merchant_id: 1,
  uri,
  events,
  secret_token: `whsec_${id}`,
  created_at: at('2026-11-20T09:30:00Z'),
  updated_at: at('2026-11-21T10:00:00Z'),
});
const SHOP = hook(7, 'https://shop.example/hooks', ['payment.success', 'asset.access.granted']);
const CRM = hook(8, 'https://crm.example/in', ['customer.registered']);
const LABELS = Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, WEBHOOK_EVENT_LABELS[event]]));

const attempt = (id: number, overrides: Partial<WebhookAttempt> = {}): WebhookAttempt => ({
  id,
  delivery_id: `00000000-0000-4000-8000-00000000000${id}`,
  webhook_id: 7,
  event: 'asset.access.granted',
  uri: SHOP.uri,
  attempt: 1,
  outcome: 'succeeded',
  status_code: 200,
  error: null,
  latency_ms: 42,
  created_at: at('2026-11-27T08:15:00Z'),
  delivery_status: 'delivered',
  next_attempt_at: null,
  ...overrides,
});

const owner = () => signedIn(['merchant', 'owner']);

function setup(path: string, auth = owner()) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  let hooks = [SHOP, CRM];
  http.on('GET', 'webhooks', (req) => ({ status: 200, data: req.query.get('labels') === 'true' ? { hooks, labels: LABELS } : { hooks } }));
  const view = renderWithApp(path, { preloadedState: { auth } });
  return { http, ...view, setHooks: (next: Webhook[]) => (hooks = next) };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/webhooks', () => {
  it('lists the webhooks with their events by the labels the first call asked for', async () => {
    const { http } = setup('/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Endpoint', 'Events', 'Created (UTC)', 'Updated (UTC)', 'Actions']);
    expect(rows[1]).toHaveTextContent('https://shop.example/hooks');
    expect(rows[1]).toHaveTextContent('Payment succeeded, Access granted');
    expect(rows[1]).toHaveTextContent('2026/11/20 09:30');
    expect(within(rows[1]).getByRole('link', { name: 'Delivery log of https://shop.example/hooks' })).toHaveAttribute('href', '/webhooks/edit/7');
    expect(http.calls('GET', 'webhooks')[0].query.get('labels')).toBe('true');
  });

  it('creates a webhook from the endpoint and the events chosen, form-encoded', async () => {
    const { http, user, setHooks } = setup('/webhooks');
    http.on('POST', 'webhooks', { status: 201, data: hook(9, 'https://new.example/hook', ['payment.refunded', 'asset.access.revoked']) });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('*Required')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one event.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Endpoint'), 'ftp://new.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('*Incorrect format')).toBeVisible();
    expect(http.calls('POST', 'webhooks')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Endpoint'));
    await user.type(within(dialog).getByLabelText('Endpoint'), 'https://new.example/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Access revoked' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payment refunded' }));
    setHooks([SHOP, CRM, hook(9, 'https://new.example/hook', ['payment.refunded', 'asset.access.revoked'])]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Webhook successfully created.')).toBeVisible();
    // The events go in the list's order, as indexed fields.
    expect(http.calls('POST', 'webhooks')[0].form().toString()).toBe('endpoint=https%3A%2F%2Fnew.example%2Fhook&events%5B0%5D=payment.refunded&events%5B1%5D=asset.access.revoked');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Delivery log of https://new.example/hook' })).toBeVisible();
  });

  it('edits a webhook in its dialog', async () => {
    const { http, user } = setup('/webhooks');
    http.on('PUT', 'webhooks/7', { status: 200, data: { ...SHOP, uri: 'https://shop.example/v2' } });
    await user.click(await screen.findByRole('button', { name: 'Edit webhook https://shop.example/hooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    expect(within(dialog).getByLabelText('Endpoint')).toHaveValue('https://shop.example/hooks');
    expect(within(dialog).getByRole('checkbox', { name: 'Payment succeeded' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Endpoint'));
    await user.type(within(dialog).getByLabelText('Endpoint'), 'https://shop.example/v2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payment succeeded' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Webhook successfully updated.')).toBeVisible();
    expect(http.calls('PUT', 'webhooks/7')[0].form().toString()).toBe('endpoint=https%3A%2F%2Fshop.example%2Fv2&events%5B0%5D=asset.access.granted');
  });

  it('deletes one webhook after confirming, and all of them after confirming', async () => {
    const { http, user, setHooks } = setup('/webhooks');
    http.on('DELETE', 'webhooks/8', { status: 200, data: { message: 'Webhook was successfully deleted.' } });
    http.on('DELETE', 'webhooks', { status: 200, data: { message: 'All webhooks were successfully deleted.' } });
    await user.click(await screen.findByRole('button', { name: 'Delete webhook https://crm.example/in' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    expect(dialog).toHaveTextContent('Delete the webhook to https://crm.example/in?');
    setHooks([SHOP]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('Webhook was successfully deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('https://crm.example/in')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete all webhooks' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    await user.click(within(dialog).getByRole('button', { name: 'Oops, no!' }));
    expect(http.calls('DELETE', 'webhooks')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete all webhooks' }));
    setHooks([]);
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm your action' })).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('All webhooks were successfully deleted.')).toBeVisible();
    expect(await screen.findByText('No webhooks yet.')).toBeVisible();
    expect(http.calls('DELETE', 'webhooks')).toHaveLength(1);
  });

  it('shows a failed load on the screen, with Retry, and no notice (spec: silent)', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'webhooks', { status: 500, data: { code: 500, message: 'Internal error.' } });
    const { user } = renderWithApp('/webhooks', { preloadedState: { auth: owner() } });
    expect(await screen.findByText(/The webhooks could not be loaded\./)).toBeVisible();
    // The screen says it; no notice repeats the server's message.
    expect(screen.getAllByText(/Internal error\./)).toHaveLength(1);
    http.on('GET', 'webhooks', { status: 200, data: { hooks: [SHOP], labels: LABELS } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('https://shop.example/hooks')).toBeVisible();
  });

  it.each([
    ['content managers', ['content_manager']],
    ['analysts', ['analyst']],
  ])('is closed to %s', async (_who, roles) => {
    const { location, http } = setup('/webhooks', signedIn(roles));
    await waitFor(() => expect(location()).not.toBe('/webhooks'));
    expect(http.calls('GET', 'webhooks')).toHaveLength(0);
  });

  it('is open to customer support', async () => {
    setup('/webhooks', signedIn(['customer_support']));
    expect(await screen.findByRole('table', { name: 'Webhooks' })).toBeVisible();
  });
});

describe('/webhooks/edit/{id}: the delivery log', () => {
  function logSetup(path = '/webhooks/edit/7') {
    const view = setup(path);
    view.http.on('GET', 'webhooks/7', { status: 200, data: SHOP });
    view.http.on('GET', 'webhooks/7/attempts', () => ({
      status: 200,
      data: {
        collection: [
          attempt(2, { outcome: 'failed', status_code: null, error: 'The connection was refused.', attempt: 2, delivery_status: 'retrying', next_attempt_at: at('2026-11-27T08:16:00Z'), latency_ms: 3 }),
          attempt(1, { event: 'webhook.test' }),
        ],
        total: 2,
      },
    }));
    return view;
  }

  it('shows each attempt with its event, status, latency and time, filtered by status and event from the URL', async () => {
    const { http, user, location } = logSetup('/webhooks/edit/7?status=failed&event=asset.access.granted');
    expect(await screen.findByRole('heading', { name: 'https://shop.example/hooks' })).toBeVisible();
    expect(screen.getByText('whsec_7')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time (UTC)', 'Event', 'Status', 'Latency', 'Attempt', 'Actions']);
    expect(rows[1]).toHaveTextContent('2026/11/27 08:15');
    expect(rows[1]).toHaveTextContent('Access granted');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('The connection was refused. · next retry 2026/11/27 08:16');
    expect(rows[1]).toHaveTextContent('Retrying');
    expect(rows[1]).toHaveTextContent('3 ms');
    expect(rows[2]).toHaveTextContent('Test event');
    expect(rows[2]).toHaveTextContent('HTTP 200');
    const first = http.calls('GET', 'webhooks/7/attempts')[0].query;
    expect([first.get('status'), first.get('event'), first.get('page'), first.get('size')]).toEqual(['failed', 'asset.access.granted', '1', '15']);
    expect(screen.getByLabelText('Status')).toHaveValue('failed');
    expect(screen.getByLabelText('Event')).toHaveValue('asset.access.granted');

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(location()).toBe('/webhooks/edit/7?event=asset.access.granted'));
    await waitFor(() => expect(http.calls('GET', 'webhooks/7/attempts').at(-1)?.query.get('status')).toBeNull());
  });

  it('shows an attempt’s request and response bodies on demand', async () => {
    const { http, user } = logSetup();
    const details: WebhookAttemptDetails = {
      ...attempt(1),
      request_headers: { 'x-boxoffice-signature': 'abc123', 'x-boxoffice-delivery': attempt(1).delivery_id },
      request_body: 'delivery_id=1&event=asset.access.granted&data%5Bitem_id%5D=5',
      response_body: '{"received":true}',
    };
    http.on('GET', 'webhooks/7/attempts/1', { status: 200, data: details });
    await user.click(await screen.findByRole('button', { name: 'Show bodies of Test event of 2026/11/27 08:15' }));
    const dialog = await screen.findByRole('dialog', { name: /Delivery attempt/ });
    expect(await within(dialog).findByText('delivery_id=1&event=asset.access.granted&data%5Bitem_id%5D=5')).toBeVisible();
    expect(within(dialog).getByText('{"received":true}')).toBeVisible();
    expect(within(dialog).getByText('abc123')).toBeVisible();
  });

  it('resends a delivery and sends a test event, reloading the log', async () => {
    const { http, user } = logSetup();
    http.on('POST', `webhooks/7/deliveries/${attempt(2).delivery_id}/resend`, { status: 202, data: { delivery_id: attempt(2).delivery_id, webhook_id: 7, event: 'asset.access.granted', status: 'retrying' } });
    http.on('POST', 'webhooks/7/test', { status: 202, data: { delivery_id: 'x', webhook_id: 7, event: 'webhook.test', status: 'pending' } });
    await user.click(await screen.findByRole('button', { name: 'Resend Access granted of 2026/11/27 08:15' }));
    expect(await screen.findByText('Resent: the log shows how it went.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event sent: the log shows how it went.')).toBeVisible();
    expect(http.calls('POST', 'webhooks/7/test')).toHaveLength(1);
    await waitFor(() => expect(http.calls('GET', 'webhooks/7/attempts').length).toBeGreaterThanOrEqual(3));
  });

  it('shows the not-found page for a webhook that is not the merchant’s', async () => {
    const { http } = setup('/webhooks/edit/999');
    http.on('GET', 'webhooks/999', { status: 404, data: { code: 404, message: 'Webhook not found.' } });
    expect(await screen.findByText('Looks like you got lost')).toBeVisible();
    expect(http.calls('GET', 'webhooks/999/attempts')).toHaveLength(0);
  });
});
