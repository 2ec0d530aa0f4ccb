/** Access codes (catalogue 7.4): codes, their sessions, bulk edit and the bulk upload through a signed address. */
import type { FastifyInstance } from 'fastify';
import type { AccessCode, AccessCodesPage, CodeSession, FailedCodesFile, SignedUpload } from '../../src/api/accessCodeTypes';
import { bearer, createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let support: Session;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other, support] = await Promise.all(['owner', 'other', 'support'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const newAsset = async (): Promise<number> => {
  const response = await sendForm(app, 'POST', '/api/v2/items', { item_type: 'video', title: 'Passcode event', event_type: 'live' }, owner.access_token);
  return response.json<{ id: number }>().id;
};
const codesOf = async (itemId: number, query = '') => (await getJson(app, `/api/items/access/codes/item/${itemId}?page=1&limit=10${query}`, owner.access_token)).json<AccessCodesPage>();

describe('access codes', () => {
  it('lists the seeded codes 10 a page, newest first, searchable by code', async () => {
    const first = await codesOf(1);
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.collection).toHaveLength(10);
    expect(first.collection[0].code).toBe('VIP-GUEST-04');
    expect((await codesOf(1, '&code=final-pass-00')).collection.map((code) => code.code)).toHaveLength(8);
    expect((await codesOf(1, '&code=%25')).total).toBe(0);
    expectError(await getJson(app, '/api/items/access/codes/item/1', other.access_token), 404);
  });

  it('creates codes with their dates, refuses a duplicate or a bad field, and changes only the filled fields', async () => {
    const itemId = await newAsset();
    const created = await sendForm(app, 'POST', '/api/items/access/codes/create', { item_id: String(itemId), code: 'CUP-01', type: 'passcode', start_date: '2026-06-01 18:00:00', end_date: '2026-06-02 06:00:00', concurrent_sessions: '3' }, owner.access_token);
    expect(created.statusCode).toBe(201);
    const code = created.json<AccessCode>();
    expect(code).toMatchObject({ item_id: itemId, code: 'CUP-01', type: 'passcode', start_date: '2026-06-01 18:00:00', end_date: '2026-06-02 06:00:00', concurrent_sessions: 3, in_use: 0 });
    expectError(await sendForm(app, 'POST', '/api/items/access/codes/create', { item_id: String(itemId), code: 'CUP-01', type: 'single_use' }, owner.access_token), 409, 'This code already exists for this asset.');
    expectError(await sendForm(app, 'POST', '/api/items/access/codes/create', { item_id: String(itemId), code: 'CUP-02', type: 'passcode', start_date: '2026-02-30 10:00:00' }, owner.access_token), 400, 'Dates are YYYY-MM-DD HH:mm:ss (UTC).');
    expectError(await sendForm(app, 'POST', '/api/items/access/codes/create', { item_id: String(itemId), code: 'no spaces', type: 'passcode' }, owner.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/items/access/codes/create', { item_id: '1', code: 'THEIRS', type: 'passcode' }, other.access_token), 404);

    const changed = await sendForm(app, 'PATCH', `/api/items/access/codes/${code.id}`, { concurrent_sessions: '5' }, owner.access_token);
    expect(changed.json<AccessCode>()).toMatchObject({ concurrent_sessions: 5, start_date: '2026-06-01 18:00:00', code: 'CUP-01' });
    expectError(await sendForm(app, 'PATCH', `/api/items/access/codes/${code.id}`, { end_date: '2026-05-01 00:00:00' }, owner.access_token), 400, 'The end date must come after the start date.');
    expectError(await sendForm(app, 'PATCH', `/api/items/access/codes/${code.id}`, { concurrent_sessions: '2' }, other.access_token), 404);
  });

  it('bulk-edits every code of an asset, or none when one would end before it starts', async () => {
    const itemId = await newAsset();
    for (const code of ['A-001', 'A-002', 'A-003']) await sendForm(app, 'POST', '/api/items/access/codes/create', { item_id: String(itemId), code, type: 'passcode', start_date: '2026-06-01 00:00:00' }, owner.access_token);
    const bulk = await sendForm(app, 'PATCH', `/api/items/access/codes/${itemId}/bulk`, { end_date: '2026-07-01 00:00:00' }, owner.access_token);
    expect(bulk.json()).toEqual({ updated: 3 });
    expect((await codesOf(itemId)).collection.map((code) => code.end_date)).toEqual(['2026-07-01 00:00:00', '2026-07-01 00:00:00', '2026-07-01 00:00:00']);
    expectError(await sendForm(app, 'PATCH', `/api/items/access/codes/${itemId}/bulk`, { end_date: '2026-05-01 00:00:00' }, owner.access_token), 400);
    expect((await codesOf(itemId)).collection.every((code) => code.end_date === '2026-07-01 00:00:00')).toBe(true);
  });

  it("shows a code's sessions by browser fingerprint and terminates one", async () => {
    const sessions = (await getJson(app, '/api/items/access/codes/1/sessions', owner.access_token)).json<CodeSession[]>();
    expect(sessions).toHaveLength(2);
    const [session] = sessions;
    expect(session).toMatchObject({ code_id: 1, browser_fingerprint: expect.stringMatching(/^fp-/) });
    expectError(await send(app, { method: 'DELETE', url: `/api/items/access/codes/1/${session.browser_fingerprint}/merchant`, headers: bearer(support.access_token) }), 403);
    expect((await send(app, { method: 'DELETE', url: `/api/items/access/codes/1/${session.browser_fingerprint}/merchant`, headers: bearer(owner.access_token) })).statusCode).toBe(204);
    expect((await getJson(app, '/api/items/access/codes/1/sessions', owner.access_token)).json<CodeSession[]>()).toHaveLength(1);
    expectError(await send(app, { method: 'DELETE', url: `/api/items/access/codes/1/${session.browser_fingerprint}/merchant`, headers: bearer(owner.access_token) }), 404, 'Session not found.');
  });
});

describe('the codes report', () => {
  it("is generated from the asset's codes, listed for the asset and downloaded through its link", async () => {
    const created = await sendForm(app, 'POST', '/api/v2/reporting/report/access-codes', { item_id: '1' }, owner.access_token);
    expect(created.statusCode).toBe(201);
    const report = created.json<{ filename: string; rows: number }>();
    expect(report.rows).toBeGreaterThanOrEqual(12);
    const listed = (await getJson(app, '/api/v2/reporting/reports/1/access-codes', owner.access_token)).json<{ filename: string }[]>();
    expect(listed.map((entry) => entry.filename)).toContain(report.filename);
    const link = (await getJson(app, `/api/v2/reporting/download/access-codes/${report.filename}`, owner.access_token)).json<{ redirect_url: string }>();
    const lines = (await getJson(app, link.redirect_url)).body.trim().split('\r\n');
    expect(lines[0]).toBe('Code,Type,Start date (UTC),End date (UTC),Concurrent sessions,Sessions in use,Created at (UTC)');
    expect(lines.some((line) => line.startsWith('FINAL-PASS-001,passcode,'))).toBe(true);
    expectError(await getJson(app, `/api/v2/reporting/download/access-codes/${report.filename}`, other.access_token), 404);
    expectError(await sendForm(app, 'POST', '/api/v2/reporting/report/access-codes', { item_id: '1' }, support.access_token), 403);
  });
});

describe('bulk upload of codes', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => `BULK-${String(index + 1).padStart(3, '0')},passcode,2026-06-01 00:00:00,2026-06-30 00:00:00,2`);

  async function upload(itemId: number, csv: string): Promise<SignedUpload> {
    const signed = (await getJson(app, `/api/items/access/codes/item/${itemId}/signed-url`, owner.access_token)).json<SignedUpload>();
    expect(signed.url).toMatch(/^\/api\/uploads\/codes\/[a-f0-9]{48}$/);
    const put = await send(app, { method: 'PUT', url: signed.url, payload: csv, headers: { 'content-type': 'text/csv' } });
    expect(put.statusCode).toBe(200);
    return signed;
  }

  async function processed(itemId: number, total: number): Promise<AccessCodesPage> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const page = await codesOf(itemId);
      if (page.total >= total) return page;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return codesOf(itemId);
  }

  it('creates the valid rows of an uploaded file and keeps the refused ones, each with its reason, in a file', async () => {
    const itemId = await newAsset();
    const template = (await getJson(app, '/api/v2/items/bulk/template/access-codes', owner.access_token)).json<{ download_url: string }>();
    const header = (await getJson(app, template.download_url)).body.split('\r\n')[0];
    expect(header).toBe('code,type,start_date,end_date,concurrent_sessions');
    const csv = [header, ...rows(17), 'bad code!,passcode,,,1', 'BULK-900,season,,,1', 'BULK-001,passcode,,,1'].join('\n');
    const signed = await upload(itemId, csv);
    expectError(await sendForm(app, 'POST', `/api/items/access/codes/item/${itemId}/upload`, { file_name: 'other.csv' }, owner.access_token), 404);
    const accepted = await sendForm(app, 'POST', `/api/items/access/codes/item/${itemId}/upload`, { file_name: signed.file_name }, owner.access_token);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toEqual({ file_name: signed.file_name, status: 'uploading' });
    expect((await processed(itemId, 17)).total).toBe(17);

    const failed = (await getJson(app, '/api/items/access/codes/bulk/failed/list', owner.access_token)).json<FailedCodesFile[]>();
    expect(failed[0]).toMatchObject({ item_id: itemId, rows: 3, file_name: signed.file_name.replace('.csv', '_failed.csv') });
    const link = (await getJson(app, `/api/items/access/codes/bulk/failed/download/${failed[0].file_name}`, owner.access_token)).json<{ download_url: string }>();
    const lines = (await getJson(app, link.download_url)).body.trim().split('\r\n');
    expect(lines).toEqual([
      'code,type,start_date,end_date,concurrent_sessions,reason',
      'bad code!,passcode,,,1,"A code is 3 to 50 letters, digits, - or _."',
      'BULK-900,season,,,1,The type is passcode or single_use.',
      'BULK-001,passcode,,,1,This code appears more than once in the file.',
    ]);
    expect((await getJson(app, '/api/items/access/codes/bulk/failed/list', other.access_token)).json<FailedCodesFile[]>()).toEqual([]);
    expectError(await sendForm(app, 'POST', `/api/items/access/codes/item/${itemId}/upload`, { file_name: signed.file_name }, owner.access_token), 409);
  });

  it('refuses to process a file before it was put at its address, and a second put at a used address', async () => {
    const itemId = await newAsset();
    const signed = (await getJson(app, `/api/items/access/codes/item/${itemId}/signed-url`, owner.access_token)).json<SignedUpload>();
    expectError(await sendForm(app, 'POST', `/api/items/access/codes/item/${itemId}/upload`, { file_name: signed.file_name }, owner.access_token), 409, 'The file has not been uploaded yet: upload it to the signed address first.');
    expect((await send(app, { method: 'PUT', url: signed.url, payload: 'code\n', headers: { 'content-type': 'text/csv' } })).statusCode).toBe(200);
    expectError(await send(app, { method: 'PUT', url: signed.url, payload: 'code\n', headers: { 'content-type': 'text/csv' } }), 403);
    expectError(await getJson(app, `/api/items/access/codes/item/${itemId}/signed-url`, support.access_token), 403);
  });
});
