import { act, screen, waitFor, within } from '@testing-library/react';
import type { Asset } from '../../../src/api/itemTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { CODES_UI } from '../../../src/constants/messages/accessCodes';
import { OUTCOMES } from '../../../src/constants/messages/outcomes';
import { finishedJobsCleared } from '../../../src/ducks/jobs';
import { browserDownload } from '../../../src/ducks/reports/download';
import { realtimeMessageReceived } from '../../../src/realtime/slice';
import type { RealtimeResource } from '../../../src/realtime/types';
import { theme } from '../../../src/theme';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const asset = { id: 5, merchant_id: 1, merchant_uuid: 'merchant-1', is_active: true, title: 'Cup Final', content: '', item_type: { id: 1, name: 'video', content_type: 'video', host: 'custom', description: 'Video' }, access_control_type: { id: 1, name: 'Paid', auth: true }, event_type: 'live', template_id: 1, external_asset_id: null, streamURL: null, source: null, is_giftable: false, gift_metadata: null, plan_switch_enabled: false, metadata: {}, created_at: 0, updated_at: 0 } as Asset;

/** The asset's codes tab with a file uploaded and accepted: its job now waits for the platform's realtime outcome. */
async function uploaded() {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset });
  http.on('GET', 'items/access/codes/item/5', { status: 200, data: { collection: [], total: 0, page: 1, limit: 10 } });
  http.on('GET', 'items/access/codes/bulk/failed/list', { status: 200, data: [] });
  http.on('GET', 'items/access/codes/item/5/signed-url', { status: 200, data: { url: '/api/uploads/codes/abc', file_name: 'codes_5.csv', headers: { 'Content-Type': 'text/csv' } } });
  http.on('PUT', 'uploads/codes/abc', { status: 200 });
  http.on('POST', 'items/access/codes/item/5/upload', { status: 202, data: { file_name: 'codes_5.csv', status: 'uploading' } });
  const view = renderWithApp('/assets/edit/5?tab=codes', { preloadedState: { auth: signedIn(['merchant', 'owner']) }, withStyles: true });
  await screen.findByRole('table', { name: 'Access codes' });
  await view.user.upload(screen.getByLabelText(CODES_UI.file), new File(['code,type\nA-001,passcode'], 'codes.csv', { type: 'text/csv' }));
  await view.user.click(screen.getByRole('button', { name: CODES_UI.upload }));
  expect(await screen.findByText(CODES_UI.processing)).toBeVisible();
  const finish = (type: 'bulk.access.codes.succeed' | 'bulk.access.codes.failed', resource: RealtimeResource) =>
    act(() => {
      view.store.dispatch(realtimeMessageReceived({ type, resource: { item_id: 5, file_name: 'codes_5.csv', ...resource } }));
    });
  return { http, finish, ...view };
}

const panel = () => screen.getByRole('region', { name: CODES_UI.bulkTitle });

describe("a codes file's outcome on the asset's codes tab", () => {
  it('all rows taken: the counts in green, and the processing text is gone', async () => {
    const { finish } = await uploaded();
    finish('bulk.access.codes.succeed', { code: 200, created: 4, failed: 0 });
    const outcome = await within(panel()).findByText(OUTCOMES.allDone(4));
    expect(outcome).toHaveStyle({ borderLeft: `4px solid ${theme.colors.success}` });
    expect(screen.queryByText(CODES_UI.processing)).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /Download the refused rows/ })).not.toBeInTheDocument();
  });

  it('2 of 4 rows refused: "2 imported, 2 refused" with the refused rows to download, not in green', async () => {
    const { finish, http, user } = await uploaded();
    const saved: string[] = [];
    jest.spyOn(browserDownload, 'save').mockImplementation((url, name) => void saved.push(`${name} ${url}`));
    finish('bulk.access.codes.succeed', { code: 200, created: 2, failed: 2, failed_file: 'codes_5_failed.csv' });
    const outcome = await within(panel()).findByText(OUTCOMES.partly(2, 2));
    expect(outcome.textContent).toMatch(/^2 imported, 2 refused/);
    expect(outcome).toHaveStyle({ borderLeft: `4px solid ${theme.colors.warning}` });
    expect(outcome).not.toHaveStyle({ borderLeft: `4px solid ${theme.colors.success}` });
    expect(screen.queryByText(CODES_UI.processing)).not.toBeInTheDocument();
    http.on('GET', 'items/access/codes/bulk/failed/download/codes_5_failed.csv', { status: 200, data: { merchant_id: 1, download_url: '/api/files/codes/failed/xyz' } });
    await user.click(within(panel()).getByRole('button', { name: `${OUTCOMES.downloadRefused}: codes_5_failed.csv` }));
    await waitFor(() => expect(saved).toContain('codes_5_failed.csv /api/files/codes/failed/xyz'));
  });

  it("no row taken: the platform's reason, in red", async () => {
    const { finish } = await uploaded();
    finish('bulk.access.codes.failed', { code: 422, created: 0, failed: 4, message: 'No row of the file could become a code.' });
    const outcome = await within(panel()).findByText('No row of the file could become a code.');
    expect(outcome).toHaveStyle({ borderLeft: `4px solid ${theme.colors.danger}` });
  });

  it('a platform that gives no counts: a plain processed line, not a green success', async () => {
    const { finish } = await uploaded();
    finish('bulk.access.codes.succeed', { code: 200 });
    const outcome = await within(panel()).findByText(OUTCOMES.doneNoCounts);
    expect(outcome).not.toHaveStyle({ borderLeft: `4px solid ${theme.colors.success}` });
  });

  it('no progress text outlives its job: clearing the finished job from Jobs clears its outcome too', async () => {
    const { finish, store } = await uploaded();
    finish('bulk.access.codes.succeed', { code: 200, created: 4, failed: 0 });
    await within(panel()).findByText(OUTCOMES.allDone(4));
    act(() => {
      store.dispatch(finishedJobsCleared());
    });
    expect(within(panel()).queryByText(OUTCOMES.allDone(4))).not.toBeInTheDocument();
    expect(screen.queryByText(CODES_UI.processing)).not.toBeInTheDocument();
  });
});
