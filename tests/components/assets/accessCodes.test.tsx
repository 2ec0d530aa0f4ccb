import { screen, waitFor, within } from '@testing-library/react';
import type { AccessCode } from '../../../src/api/accessCodes';
import type { Asset } from '../../../src/api/itemTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { browserDownload } from '../../../src/ducks/reports/download';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const asset = { id: 5, merchant_id: 1, merchant_uuid: 'merchant-1', is_active: true, title: 'Cup Final', content: '', item_type: { id: 1, name: 'video', content_type: 'video', host: 'custom', description: 'Video' }, access_control_type: { id: 1, name: 'Paid', auth: true }, event_type: 'live', template_id: 1, external_asset_id: null, streamURL: null, source: null, is_giftable: false, gift_metadata: null, plan_switch_enabled: false, metadata: {}, created_at: 0, updated_at: 0 } as Asset;
const code = (id: number, overrides: Partial<AccessCode> = {}): AccessCode => ({ id, item_id: 5, code: `CUP-${id}`, type: 'passcode', start_date: '2026-06-01 18:00:00', end_date: null, concurrent_sessions: 2, in_use: 0, created_at: 0, updated_at: 0, ...overrides });

function setup(roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset });
  http.on('GET', 'items/access/codes/item/5', (req) => ({
    status: 200,
    data: req.query.get('code') === 'CUP-2' ? { collection: [code(2)], total: 1, page: 1, limit: 10 } : { collection: [code(1, { in_use: 1 }), code(2)], total: 12, page: 1, limit: 10 },
  }));
  http.on('GET', 'items/access/codes/bulk/failed/list', { status: 200, data: [{ file_name: 'codes_5_failed.csv', item_id: 5, rows: 3, created_at: Date.UTC(2026, 0, 2, 3, 4) / 1000 }, { file_name: 'other_failed.csv', item_id: 9, rows: 1, created_at: 0 }] });
  const view = renderWithApp('/assets/edit/5?tab=codes', { preloadedState: { auth: signedIn(roles) } });
  return { http, ...view };
}

const sent = (call: { form(): URLSearchParams }) => Object.fromEntries(call.form());

describe("an asset's Access codes tab", () => {
  it('lists the codes 10 a page, searches by code, and pages on', async () => {
    const { http, user } = setup();
    const table = await screen.findByRole('table', { name: 'Access codes' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Code', 'Type', 'Starts (UTC)', 'Ends (UTC)', 'Concurrent sessions', 'In use', 'Actions']);
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell').slice(0, 6).map((td) => td.textContent)).toEqual(['CUP-1', 'Passcode (shared)', '2026/06/01 18:00', '—', '2', '1']);
    expect(screen.getByText('12 access codes')).toBeVisible();
    await user.type(screen.getByLabelText('Search by code'), 'CUP-2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Access codes' })).getAllByRole('row')).toHaveLength(2));
    expect(http.calls('GET', 'items/access/codes/item/5').at(-1)?.query.get('limit')).toBe('10');
  });

  it("creates a code with 'Passcode successfully created.', edits one sending only the filled fields, and edits all", async () => {
    const { http, user } = setup();
    await screen.findByRole('table', { name: 'Access codes' });
    http.on('POST', 'items/access/codes/create', { status: 201, data: code(3) });
    await user.click(screen.getByRole('button', { name: 'New code' }));
    const create = await screen.findByRole('dialog', { name: 'Create access code' });
    await user.type(within(create).getByLabelText('Code'), 'CUP-3');
    await user.type(within(create).getByLabelText('End'), '2026-06-31 06:00:00');
    await user.click(within(create).getByRole('button', { name: 'Create code' }));
    expect(await within(create).findByText('2026-06-31 is not a date.')).toBeVisible();
    await user.clear(within(create).getByLabelText('End'));
    await user.type(within(create).getByLabelText('End'), '2026-06-02 06:00');
    await user.click(within(create).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Passcode successfully created.')).toBeInTheDocument();
    expect(sent(http.calls('POST', 'items/access/codes/create')[0])).toEqual({ item_id: '5', code: 'CUP-3', type: 'passcode', end_date: '2026-06-02 06:00:00', concurrent_sessions: '1' });

    http.on('PATCH', 'items/access/codes/2', { status: 200, data: code(2, { concurrent_sessions: 4 }) });
    await user.click(screen.getByRole('button', { name: 'Edit code CUP-2' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit code CUP-2' });
    await user.clear(within(edit).getByLabelText('Start'));
    await user.clear(within(edit).getByLabelText('Concurrent sessions'));
    await user.type(within(edit).getByLabelText('Concurrent sessions'), '4');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passcode successfully changed.')).toBeInTheDocument();
    expect(sent(http.calls('PATCH', 'items/access/codes/2')[0])).toEqual({ code: 'CUP-2', type: 'passcode', concurrent_sessions: '4' });

    http.on('PATCH', 'items/access/codes/5/bulk', { status: 200, data: { updated: 12 } });
    await user.click(screen.getByRole('button', { name: 'Edit all codes' }));
    const all = await screen.findByRole('dialog', { name: 'Edit all codes of this asset' });
    expect(within(all).queryByLabelText('Code')).not.toBeInTheDocument();
    await user.click(within(all).getByRole('button', { name: 'Save' }));
    expect(await within(all).findByText('Fill in at least one field.')).toBeVisible();
    await user.type(within(all).getByLabelText('End'), '2026-07-01 00:00:00');
    await user.click(within(all).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passcodes successfully changed.')).toBeInTheDocument();
    expect(sent(http.calls('PATCH', 'items/access/codes/5/bulk')[0])).toEqual({ end_date: '2026-07-01 00:00:00' });
  });

  it("shows a code's sessions and terminates one", async () => {
    const { http, user } = setup();
    await screen.findByRole('table', { name: 'Access codes' });
    http.on('GET', 'items/access/codes/1/sessions', { status: 200, data: [{ code_id: 1, browser_fingerprint: 'fp-1a2b', ip_address: '81.2.69.142', user_agent: 'Chrome', created_at: 0, last_seen_at: 0 }] });
    http.on('DELETE', 'items/access/codes/1/fp-1a2b/merchant', { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Sessions of CUP-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessions of code CUP-1' });
    expect(await within(dialog).findByRole('cell', { name: 'fp-1a2b' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Terminate session fp-1a2b' }));
    expect(await screen.findByText('Session successfully terminated.')).toBeInTheDocument();
    expect(http.calls('DELETE', 'items/access/codes/1/fp-1a2b/merchant')).toHaveLength(1);
  });

  it('uploads a CSV: a signed address, the file put there without the bearer, then its name; the refused rows of this asset download', async () => {
    const { http, user } = setup();
    const saved: string[] = [];
    jest.spyOn(browserDownload, 'save').mockImplementation((url, name) => void saved.push(`${name} ${url}`));
    await screen.findByRole('table', { name: 'Access codes' });
    const failed = screen.getByRole('table', { name: 'Files of refused rows' });
    expect(within(failed).getAllByRole('row')).toHaveLength(2);

    http.on('GET', 'v2/items/bulk/template/access-codes', { status: 200, data: { download_url: '/api/files/templates/access-codes.csv' } });
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved).toEqual(['template.csv /api/files/templates/access-codes.csv']));

    http.on('GET', 'items/access/codes/item/5/signed-url', { status: 200, data: { url: '/api/uploads/codes/abc', file_name: 'codes_5.csv', headers: { 'Content-Type': 'text/csv' } } });
    http.on('PUT', 'uploads/codes/abc', { status: 200 });
    http.on('POST', 'items/access/codes/item/5/upload', { status: 202, data: { file_name: 'codes_5.csv', status: 'uploading' } });
    await user.upload(screen.getByLabelText('Codes file (CSV)'), new File(['code,type\nA-001,passcode'], 'codes.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload codes' }));
    expect((await screen.findAllByText('Upload in progress')).length).toBeGreaterThan(0);
    expect(await screen.findByText('The file is being processed: you will be told here when its codes are ready.')).toBeVisible();
    const put = http.calls('PUT', 'uploads/codes/abc')[0];
    expect(put.authorization).toBeUndefined();
    expect(put.contentType).toBe('text/csv');
    expect(sent(http.calls('POST', 'items/access/codes/item/5/upload')[0])).toEqual({ file_name: 'codes_5.csv' });

    http.on('GET', 'items/access/codes/bulk/failed/download/codes_5_failed.csv', { status: 200, data: { merchant_id: 1, download_url: '/api/files/codes/failed/xyz' } });
    await user.click(within(failed).getByRole('button', { name: 'Download codes_5_failed.csv' }));
    await waitFor(() => expect(saved).toContain('codes_5_failed.csv /api/files/codes/failed/xyz'));
  });

  it('generates a codes report, lists it and downloads it', async () => {
    const { http, user } = setup();
    const saved: string[] = [];
    jest.spyOn(browserDownload, 'save').mockImplementation((url, name) => void saved.push(`${name} ${url}`));
    const report = { filename: 'access-codes_5_20260102.csv', item_id: 5, rows: 12, created_at: Date.UTC(2026, 0, 2, 3, 4) / 1000 };
    http.on('GET', 'v2/reporting/reports/5/access-codes', { status: 200, data: [] });
    const reports = await screen.findByRole('table', { name: 'Codes reports' });
    expect(reports).toHaveTextContent('No codes reports yet.');
    http.on('POST', 'v2/reporting/report/access-codes', { status: 201, data: report });
    http.on('GET', 'v2/reporting/reports/5/access-codes', { status: 200, data: [report] });
    await user.click(screen.getByRole('button', { name: 'Generate codes report' }));
    expect(await screen.findByText('Codes report successfully generated.')).toBeInTheDocument();
    expect(sent(http.calls('POST', 'v2/reporting/report/access-codes')[0])).toEqual({ item_id: '5' });
    expect(await within(reports).findByRole('cell', { name: 'access-codes_5_20260102.csv' })).toBeVisible();
    http.on('GET', 'v2/reporting/download/access-codes/access-codes_5_20260102.csv', { status: 200, data: { redirect_url: '/api/files/codes/reports/tok' } });
    await user.click(within(reports).getByRole('button', { name: 'Download access-codes_5_20260102.csv' }));
    await waitFor(() => expect(saved).toEqual(['access-codes_5_20260102.csv /api/files/codes/reports/tok']));
  });

  it('is read-only for customer support: the codes and sessions, no changes, no upload, no reports', async () => {
    setup(['customer_support']);
    await screen.findByRole('table', { name: 'Access codes' });
    expect(screen.getByText('You can view the codes but not change them.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit code/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Codes file (CSV)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sessions of CUP-1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Generate codes report' })).not.toBeInTheDocument();
  });
});
