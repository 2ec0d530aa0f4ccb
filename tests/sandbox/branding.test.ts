/** Paywall branding themes (issue 22; catalogue 7.12): the merchant's themes, their images, and the paywall's public read. */
import type { FastifyInstance } from 'fastify';
import type { BrandingImage, BrandingTheme, BrandingThemesAnswer, PaywallBranding } from '../../src/api/brandingTypes';
import { BRANDING, BRANDING_PREVIEW_DEFAULTS, BRANDING_SERVER } from '../../src/constants/messages/branding';
import { BRANDING_DEFAULT_COLOURS, MAX_BRANDING_THEMES } from '../../src/contracts/values';
import { PNG } from '../support/images';
import { bearer, createTestApp, expectError, getJson, send, signIn, type Session, type TestResponse } from './helpers';

let app: FastifyInstance;
let owner: Session;
let support: Session;
let analyst: Session;
let other: Session;
let agency: Session;

beforeAll(async () => {
  app = await createTestApp();
  [owner, support, analyst, other, agency] = await Promise.all(['owner', 'support', 'analyst', 'other', 'agency'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, fields: Record<string, string> | null, session: Session | null = owner): Promise<TestResponse> =>
  send(app, {
    method,
    url: `/api${url}`,
    ...(fields ? { payload: form(fields) } : {}),
    headers: { ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(session ? bearer(session.access_token) : {}) },
  });
const themes = async (session = owner, tenant = owner.account.tenant_uuid): Promise<BrandingTheme[]> => {
  const response = await getJson(app, `/api/v2/branding/paywall/${tenant}`, session.access_token);
  expect(response.statusCode).toBe(200);
  return response.json<BrandingThemesAnswer>().collection;
};
const create = async (fields: Record<string, string>, session = owner): Promise<BrandingTheme> => {
  const response = await write('POST', '/v2/branding/paywall', fields, session);
  expect(response.statusCode).toBe(201);
  return response.json<BrandingTheme>();
};
const paywall = (merchantUuid: string, brandingId: string | number) => send(app, { url: `/api/branding/paywall/${merchantUuid}/${brandingId}` });

function upload(slot: 'cover' | 'logo', field: string, bytes: Buffer, session: Session = owner): Promise<TestResponse> {
  const boundary = 'brandingboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${slot}.png"\r\nContent-Type: image/png\r\n\r\n`);
  const payload = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return send(app, { method: 'POST', url: `/api/v2/branding/paywall/images/${slot}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(session.access_token) } });
}

describe('the themes list', () => {
  it('holds the merchant’s own themes, the default flagged, and customer support reads the same', async () => {
    const own = await themes();
    expect(own.map((theme) => [theme.brand_name, theme.default, theme.exists])).toEqual([
      ['Sandbox Media', true, true],
      ['Sandbox Media Night', false, true],
    ]);
    expect(own[0]).toMatchObject({ ...BRANDING_DEFAULT_COLOURS, ...BRANDING_PREVIEW_DEFAULTS, template_id: 1, preview_top_border: true });
    expect((await themes(support)).map((theme) => theme.id)).toEqual(own.map((theme) => theme.id));
    expect((await themes(other, other.account.tenant_uuid)).map((theme) => theme.brand_name)).toEqual(['Other Tenant']);
  });

  it('is the merchant’s alone: another tenant’s list is refused, and analysts have no settings', async () => {
    expectError(await getJson(app, `/api/v2/branding/paywall/${owner.account.tenant_uuid}`, other.access_token), 403);
    expectError(await getJson(app, `/api/v2/branding/paywall/${owner.account.tenant_uuid}`, analyst.access_token), 403);
    const [first] = await themes();
    expect((await getJson(app, `/api/v2/branding/paywall/${owner.account.tenant_uuid}/${first.id}`, owner.access_token)).json<BrandingTheme>().brand_name).toBe('Sandbox Media');
    const [others] = await themes(other, other.account.tenant_uuid);
    expectError(await getJson(app, `/api/v2/branding/paywall/${owner.account.tenant_uuid}/${others.id}`, owner.access_token), 404, BRANDING_SERVER.notFound);
  });
});

describe('a new theme', () => {
  it('is created from a form with the spec’s defaults for what is left out', async () => {
    const theme = await create({ brand_name: ' Kids Club ', paywall_primary_color: '#ff6600', template_id: '2', preview_top_border: 'false', paywall_footer: 'Kids Club Ltd' });
    expect(theme).toMatchObject({
      brand_name: 'Kids Club',
      paywall_primary_color: '#ff6600',
      paywall_secondary_color: BRANDING_DEFAULT_COLOURS.paywall_secondary_color,
      paywall_buttons_text_color: '#FFFFFF',
      preview_title: 'Asset title',
      template_id: 2,
      preview_top_border: false,
      default: false,
      exists: true,
    });
    expect((await themes()).map((row) => row.brand_name)).toContain('Kids Club');
  });

  it('refuses a colour that is not #rgb or #rrggbb, naming every wrong field, and unknown or missing fields', async () => {
    const wrong = expectError(await write('POST', '/v2/branding/paywall', { brand_name: 'X', paywall_primary_color: 'red', paywall_buttons_text_color: '#abcd' }), 400, BRANDING_SERVER.colourInvalid('paywall_primary_color'));
    expect(wrong.errors).toEqual({ paywall_primary_color: BRANDING_SERVER.colourInvalid('paywall_primary_color'), paywall_buttons_text_color: BRANDING_SERVER.colourInvalid('paywall_buttons_text_color') });
    expect((await create({ brand_name: 'Short colour', paywall_primary_color: '#0aF' })).paywall_primary_color).toBe('#0aF');
    expectError(await write('POST', '/v2/branding/paywall', { brand_name: 'X', theme_colour: '#fff' }), 400, 'Unknown field "theme_colour" in the body.');
    expectError(await write('POST', '/v2/branding/paywall', { paywall_primary_color: '#fff' }), 400, 'brand_name is required.');
    expectError(await write('POST', '/v2/branding/paywall', { brand_name: '   ' }), 400, 'brand_name must not be empty.');
    expectError(await write('POST', '/v2/branding/paywall', { brand_name: 'X', template_id: '3' }), 400);
    expectError(await write('POST', '/v2/branding/paywall', { brand_name: 'X', paywall_cover_photo: 'javascript:alert(1)' }), 400);
  });

  it('is refused to customer support (no adding, read-only) and without a token', async () => {
    expectError(await write('POST', '/v2/branding/paywall', { brand_name: 'Support' }, support), 403);
    expectError(await write('POST', '/v2/branding/paywall', { brand_name: 'Nobody' }, null), 401);
  });
});

describe('one default theme per merchant', () => {
  it('moves the flag to a theme made default, by a create or by an update of `default` alone (the spec’s text)', async () => {
    const made = await create({ brand_name: 'Made default', default: 'true' });
    expect(made.default).toBe(true);
    expect((await themes()).filter((theme) => theme.default).map((theme) => theme.id)).toEqual([made.id]);

    const night = (await themes()).find((theme) => theme.brand_name === 'Sandbox Media Night') as BrandingTheme;
    const answer = await write('PUT', `/v2/branding/paywall/${night.id}`, { default: 'true' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe(BRANDING.defaultUpdated);
    expect((await themes()).filter((theme) => theme.default).map((theme) => theme.id)).toEqual([night.id]);
    // The other merchant's default is its own business.
    expect((await themes(other, other.account.tenant_uuid)).filter((theme) => theme.default)).toHaveLength(1);
  });
});

describe('a theme’s update and deletion', () => {
  it('changes only the fields sent and answers the spec’s text as text', async () => {
    const theme = await create({ brand_name: 'To change', paywall_secondary_color: '#123456' });
    const answer = await write('PUT', `/v2/branding/paywall/${theme.id}`, { paywall_primary_color: '#000', preview_button_label: 'Watch now', boxoffice_protected_label: 'Protected' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(BRANDING.updated);
    const stored = (await themes()).find((row) => row.id === theme.id);
    expect(stored).toMatchObject({ paywall_primary_color: '#000', paywall_secondary_color: '#123456', preview_button_label: 'Watch now', boxoffice_protected_label: 'Protected', brand_name: 'To change' });
    expectError(await write('PUT', `/v2/branding/paywall/${theme.id}`, {}), 400);
    expectError(await write('PUT', `/v2/branding/paywall/${theme.id}`, { paywall_secondary_color: '12345' }), 400, BRANDING_SERVER.colourInvalid('paywall_secondary_color'));
  });

  it('deletes one with the spec’s text; another merchant’s theme is 404 to every write, and support may not change any', async () => {
    const theme = await create({ brand_name: 'To delete' });
    expectError(await write('PUT', `/v2/branding/paywall/${theme.id}`, { brand_name: 'Mine now' }, other), 404, BRANDING_SERVER.notFound);
    expectError(await write('DELETE', `/v2/branding/paywall/${theme.id}`, null, other), 404, BRANDING_SERVER.notFound);
    expectError(await write('PUT', `/v2/branding/paywall/${theme.id}`, { brand_name: 'Support' }, support), 403);
    expectError(await write('DELETE', `/v2/branding/paywall/${theme.id}`, null, support), 403);
    const deleted = await write('DELETE', `/v2/branding/paywall/${theme.id}`, null);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ message: string }>().message).toBe(BRANDING.deleted);
    expectError(await write('DELETE', `/v2/branding/paywall/${theme.id}`, null), 404);
  });
});

describe('the cover and logo', () => {
  it('are uploaded first and served back by their URL, with a thumbnail', async () => {
    const cover = await upload('cover', 'paywall_cover_photo', PNG);
    expect(cover.statusCode).toBe(201);
    const image = cover.json<BrandingImage>();
    expect(image.full_size_image_url).toMatch(/^\/api\/images\/assets\/[\w-]+\/[a-f0-9]{32}\.png$/);
    expect(image).toMatchObject({ filename: 'cover.png', filesize: PNG.length, content_type: 'image/png', thumbnail_image_url: image.full_size_image_url });
    const served = await send(app, { url: image.full_size_image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const logo = (await upload('logo', 'paywall_brand_logo', PNG)).json<BrandingImage>();
    const theme = await create({ brand_name: 'With images', paywall_cover_photo: image.full_size_image_url, preview_image_name: image.filename, paywall_brand_logo: logo.full_size_image_url });
    expect(theme).toMatchObject({ paywall_cover_photo: image.full_size_image_url, paywall_brand_logo: logo.full_size_image_url });
  });

  it('refuses another field, what is not an image, and customer support', async () => {
    expectError(await upload('cover', 'paywall_brand_logo', PNG), 400, 'Attach the image as the "paywall_cover_photo" file part.');
    expectError(await upload('logo', 'paywall_brand_logo', Buffer.from('<svg onload=alert(1)>')), 415, 'Upload a PNG, JPEG, GIF or WebP image.');
    expectError(await upload('logo', 'paywall_brand_logo', PNG, support), 403);
  });
});

describe('the paywall’s public read (GUIDE section 3)', () => {
  it('answers a theme by its id, or the default one, without a token', async () => {
    const merchantUuid = owner.account.merchant_uuid;
    const theme = await create({ brand_name: 'Public', paywall_primary_color: '#336699' });
    const byId = await paywall(merchantUuid, theme.id);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<PaywallBranding>()).toMatchObject({ id: theme.id, brand_name: 'Public', paywall_primary_color: '#336699', exists: true });
    expect(byId.json<Record<string, unknown>>()).not.toHaveProperty('merchant_id');

    expect(await write('PUT', `/v2/branding/paywall/${theme.id}`, { default: 'true' }).then((answer) => answer.body)).toBe(BRANDING.defaultUpdated);
    expect((await paywall(merchantUuid, 'default')).json<PaywallBranding>()).toMatchObject({ id: theme.id, default: true, paywall_primary_color: '#336699' });
  });

  it('answers the spec’s defaults for a merchant without a default theme, and 404 for another merchant’s theme or an unknown merchant', async () => {
    const none = await paywall(agency.account.merchant_uuid, 'default');
    expect(none.statusCode).toBe(200);
    expect(none.json<PaywallBranding>()).toMatchObject({ id: null, exists: false, default: true, ...BRANDING_DEFAULT_COLOURS, ...BRANDING_PREVIEW_DEFAULTS });
    const [others] = await themes(other, other.account.tenant_uuid);
    expectError(await paywall(owner.account.merchant_uuid, others.id), 404, BRANDING_SERVER.notFound);
    expectError(await paywall('no-such-merchant', 'default'), 404, BRANDING_SERVER.unknownMerchant);
    expectError(await paywall(owner.account.merchant_uuid, 'latest'), 400);
  });
});

describe('limits', () => {
  it('keeps at most 50 themes a merchant', async () => {
    const existing = (await themes()).length;
    for (let index = existing; index < MAX_BRANDING_THEMES; index += 1) await create({ brand_name: `Theme ${index}` });
    expectError(await write('POST', '/v2/branding/paywall', { brand_name: 'One too many' }), 409, BRANDING_SERVER.tooMany(MAX_BRANDING_THEMES));
  });
});
