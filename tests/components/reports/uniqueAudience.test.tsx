import { act, screen, waitFor, within } from '@testing-library/react';
import type { Asset } from '../../../src/api/itemTypes';
import type { UniqueAudienceFile } from '../../../src/api/uniqueAudience';
import { tokenStore } from '../../../src/api/tokenStore';
import { browserDownload } from '../../../src/ducks/reports/download';
import { realtimeMessageReceived } from '../../../src/realtime/slice';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';
import { ok } from './support';

/** The unique-audience report (issue 25, acceptance 3) from an asset's edit screen and from the access reports. */
const NOW = new Date('2026-03-31T10:00:00Z');
const asset = { id: 5, merchant_id: 1, merchant_uuid: 'merchant-1', is_active: true, title: 'Cup Final', content: '', item_type: { id: 1, name: 'video', content_type: 'video', host: 'custom', description: 'Video' }, access_control_type: { id: 1, name: 'Paid', auth: true }, event_type: 'live', template_id: 1, external_asset_id: null, streamURL: null, source: null, is_giftable: false, gift_metadata: null, plan_switch_enabled: false, metadata: {}, created_at: 0, updated_at: 0 } as Asset;
const FILE = 'unique-audience_5_2026-01-01_2026-03-31.csv';
const file = (overrides: Partial<UniqueAudienceFile> = {}): UniqueAudienceFile => ({
  file_name: FILE,
  item_id: 5,
  item_title: 'Cup Final',
  start_date: '2026-01-01',
  end_date: '2026-03-31',
  status: 'created',
  customers: 42,
  created_at: Date.UTC(2026, 2, 31, 9, 30) / 1000,
  ...overrides,
});

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The sandbox's three calls scripted over a list the test changes. */
function mockUniqueAudience(files: UniqueAudienceFile[]) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  const state = { files: [...files] };
  http.on('GET', 'v2/reporting/unique-audience', (req) => {
    const item = req.query.get('item_id');
    const collection = state.files.filter((entry) => item === null || String(entry.item_id) === item);
    return ok({ collection, total: collection.length });
  });
  http.on('GET', `v2/reporting/unique-audience/${FILE}`, ok({ redirect_url: '/api/v2/reporting/files/signed-token' }));
  return { http, state };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe("the unique-audience report on an asset's edit screen", () => {
  it('generates for the asset over the last 90 days, lists the file pending, follows it in the job tray and downloads it once created', async () => {
    const { http, state } = mockUniqueAudience([]);
    http.on('GET', 'v2/items/tenant-1/5', ok(asset));
    http.on('POST', 'v2/reporting/unique-audience', () => {
      state.files = [file({ status: 'pending', customers: 0 })];
      return { status: 202, data: { file_name: FILE, status: 'pending' } };
    });
    const save = jest.spyOn(browserDownload, 'save').mockImplementation(() => undefined);
    const { user, store } = renderWithApp('/assets/edit/5?tab=unique-audience', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });

    const table = await screen.findByRole('table', { name: 'Unique-audience reports' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date range (UTC)', 'Status', 'Customers', 'Created at (UTC)', 'Actions']);
    expect(within(table).getByText('No unique-audience reports found.')).toBeVisible();
    expect(http.calls('GET', 'v2/reporting/unique-audience')[0].query.get('item_id')).toBe('5');

    await user.click(screen.getByRole('button', { name: 'Generate unique-audience report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unique-audience report of Cup Final' });
    expect(within(dialog).getByText('Cup Final (#5)')).toBeVisible();
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-01-01');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('2026-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('The unique-audience report is being generated: follow it in the Jobs tray.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'v2/reporting/unique-audience')[0].form())).toEqual({ item_id: '5', start_date: '2026-01-01', end_date: '2026-03-31' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The write invalidates the asset's list: the file shows pending, without a Download yet.
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Unique-audience reports' }))[0]).toHaveTextContent('2026-01-01 – 2026-03-31Pending—2026/03/31 09:30'));
    expect(screen.queryByRole('button', { name: `Download ${FILE}` })).not.toBeInTheDocument();
    // The tray (open or not: jsdom's dialog stand-in leaves its toggle unreliable here) follows the job.
    expect(screen.getByRole('button', { name: 'Jobs, 1 running' })).toBeInTheDocument();
    const job = () => screen.getByRole('listitem', { name: 'Unique-audience report (5)', hidden: true });
    expect(job()).toHaveTextContent('Processing');

    state.files = [file()];
    act(() => {
      store.dispatch(realtimeMessageReceived({ type: 'report.unique.audience', resource: { status: 'created', file_name: FILE, item_id: 5, customers: 42 } }));
    });
    expect(job()).toHaveTextContent('Done');
    expect(screen.getByRole('button', { name: 'Jobs' })).toBeInTheDocument();

    // A visit later lists it created, with its customers and a named Download that saves the redirect_url.
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.click(screen.getByRole('tab', { name: 'Unique audience' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Unique-audience reports' }))[0]).toHaveTextContent('Created42'));
    await user.click(screen.getByRole('button', { name: `Download ${FILE}` }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('/api/v2/reporting/files/signed-token', FILE));
  });

  it('checks the range before sending, and shows the server’s field errors', async () => {
    const { http } = mockUniqueAudience([]);
    http.on('GET', 'v2/items/tenant-1/5', ok(asset));
    http.on('POST', 'v2/reporting/unique-audience', { status: 400, data: { code: 400, message: 'The date range may span at most 366 days.', errors: { end_date: 'The date range may span at most 366 days.' } } });
    const { user } = renderWithApp('/assets/edit/5?tab=unique-audience', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    await user.click(await screen.findByRole('button', { name: 'Generate unique-audience report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unique-audience report of Cup Final' });
    const start = within(dialog).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The start date must not be after the end date.')).toBeVisible();
    await user.clear(start);
    await user.type(start, '2025-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The range may span at most 366 days.')).toBeVisible();
    expect(http.calls('POST', 'v2/reporting/unique-audience')).toHaveLength(0);

    await user.clear(start);
    await user.type(start, '2025-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The date range may span at most 366 days.')).toBeVisible();
    expect(http.calls('POST', 'v2/reporting/unique-audience')).toHaveLength(1);
  });

  it('is not offered to a content manager, who has no access reports', async () => {
    const { http } = mockUniqueAudience([]);
    http.on('GET', 'v2/items/tenant-1/5', ok(asset));
    renderWithApp('/assets/edit/5', { preloadedState: { auth: signedIn(['content_manager']) } });
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Unique audience' })).not.toBeInTheDocument();
  });
});

describe('the unique-audience report on the access reports', () => {
  it('lists every asset’s files with the asset, and generates for an asset chosen from the picker', async () => {
    const { http, state } = mockUniqueAudience([file(), file({ file_name: 'unique-audience_9_2026-03-01_2026-03-31.csv', item_id: 9, item_title: null, status: 'failed', customers: 0 })]);
    http.on('GET', 'v2/reporting/reports/access/fields', ok([]));
    http.on('GET', 'v2/reporting/reports/access', ok({ collection: [], total: 0 }));
    http.on('GET', 'v2/reporting/scheduled/access', ok({ collection: [], total: 0 }));
    http.on('GET', 'items/collection', ok({ collection: [asset, { ...asset, id: 6, title: 'Semi Final' }], total: 2, page: 1, limit: 20 }));
    http.on('POST', 'v2/reporting/unique-audience', () => {
      state.files = [file({ file_name: 'unique-audience_6_2026-01-01_2026-03-31.csv', item_id: 6, item_title: 'Semi Final', status: 'pending', customers: 0 }), ...state.files];
      return { status: 202, data: { file_name: 'unique-audience_6_2026-01-01_2026-03-31.csv', status: 'pending' } };
    });
    const save = jest.spyOn(browserDownload, 'save').mockImplementation(() => undefined);
    const { user } = renderWithApp('/access/reports', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });

    const table = await screen.findByRole('table', { name: 'Unique-audience reports' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Asset', 'Date range (UTC)', 'Status', 'Customers', 'Created at (UTC)', 'Actions']);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    expect(rowsOf(table)[0]).toHaveTextContent('Cup Final (#5)2026-01-01 – 2026-03-31Created42');
    expect(rowsOf(table)[1]).toHaveTextContent('#9');
    expect(within(rowsOf(table)[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(http.calls('GET', 'v2/reporting/unique-audience')[0].query.get('item_id')).toBeNull();

    await user.click(within(rowsOf(table)[0]).getByRole('button', { name: `Download ${FILE}` }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('/api/v2/reporting/files/signed-token', FILE));

    await user.click(screen.getByRole('button', { name: 'Generate unique-audience report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate unique-audience report' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Choose an asset.')).toBeVisible();
    const picker = within(dialog).getByLabelText('Asset');
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Semi Final (#6)' })).toBeInTheDocument());
    await user.selectOptions(picker, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(http.calls('POST', 'v2/reporting/unique-audience')).toHaveLength(1));
    expect(Object.fromEntries(http.calls('POST', 'v2/reporting/unique-audience')[0].form())).toEqual({ item_id: '6', start_date: '2026-01-01', end_date: '2026-03-31' });
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Unique-audience reports' }))).toHaveLength(3));
    expect(rowsOf(screen.getByRole('table', { name: 'Unique-audience reports' }))[0]).toHaveTextContent('Semi Final (#6)2026-01-01 – 2026-03-31Pending');
  });
});
