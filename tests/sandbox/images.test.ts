/** Preview image uploads (catalogue 7.1 `images/assets`): multipart in, stored on disk, served back by URL. */
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredImage } from '../../src/api/itemTypes';
import { buildApp } from '../../sandbox/src/app';
import { PNG } from '../support/images';
import { bearer, expectError, send, signIn, startApp, type Session } from './helpers';

function multipart(field: string, filename: string, type: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----boxoffice-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let app: FastifyInstance;
let owner: Session;
let support: Session;
let uploads: string;

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'images-test-'));
  app = buildApp({ dbPath: ':memory:', uploadsDir: uploads });
  await startApp(app);
  [owner, support] = await Promise.all(['owner', 'support'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
  rmSync(uploads, { recursive: true, force: true });
});

const upload = (session: Session | null, field: string, filename: string, type: string, bytes: Buffer) => {
  const body = multipart(field, filename, type, bytes);
  return send(app, { method: 'POST', url: '/api/images/assets', headers: { ...body.headers, ...(session ? bearer(session.access_token) : {}) }, payload: body.payload });
};

describe('preview image uploads', () => {
  it('stores a PNG under the data folder and serves it back by its URL, to anyone holding it', async () => {
    const response = await upload(owner, 'asset_preview', 'cover <1>.png', 'image/png', PNG);
    expect(response.statusCode).toBe(201);
    const image = response.json<StoredImage>();
    expect(image).toMatchObject({ filename: 'cover _1_.png', filesize: PNG.length, content_type: 'image/png' });
    expect(image.full_size_image_url).toMatch(/^\/api\/images\/assets\/[\w-]+\/[a-f0-9]{32}\.png$/);
    expect(readdirSync(uploads)).toHaveLength(1);

    const served = await send(app, { url: image.full_size_image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('judges the type by the bytes: a text file named .png is refused with 415', async () => {
    expectError(await upload(owner, 'asset_preview', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')), 415, 'Upload a PNG, JPEG, GIF or WebP image.');
  });

  it('refuses a file over 5 MiB with 413, and a wrong field with 400', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectError(await upload(owner, 'asset_preview', 'big.png', 'image/png', big), 413, 'The image may be at most 5 MiB.');
    expectError(await upload(owner, 'logo', 'cover.png', 'image/png', PNG), 400, 'Attach the image as the "asset_preview" file part.');
  });

  it('needs a signed-in writer: 401 without a token, 403 for read-only customer support', async () => {
    expectError(await upload(null, 'asset_preview', 'cover.png', 'image/png', PNG), 401);
    expectError(await upload(support, 'asset_preview', 'cover.png', 'image/png', PNG), 403);
  });

  it('answers a missing or malformed image address with 404 or 400, never a file outside the folder', async () => {
    expectError(await send(app, { url: '/api/images/assets/someone/0123456789abcdef0123456789abcdef.png' }), 404);
    expectError(await send(app, { url: '/api/images/assets/..%2F..%2Fetc/passwd' }), 400);
  });
});

describe('the account avatar (POST accounts/avatar, field avatar)', () => {
  const avatar = (session: Session, field = 'avatar', bytes = PNG) => {
    const body = multipart(field, 'me.png', 'image/png', bytes);
    return send(app, { method: 'POST', url: '/api/accounts/avatar', headers: { ...body.headers, ...bearer(session.access_token) }, payload: body.payload });
  };

  it('stores the image, answers where it is served and keeps it as the account’s avatar_url', async () => {
    // Customer support may not upload asset images, but changes its own avatar.
    const response = await avatar(support);
    expect(response.statusCode).toBe(200);
    const { full_size_image_url } = response.json<{ full_size_image_url: string }>();
    expect(full_size_image_url).toMatch(/^\/api\/images\/assets\/[\w-]+\/[a-f0-9]{32}\.png$/);
    expect((await send(app, { url: full_size_image_url })).statusCode).toBe(200);
    const account = await send(app, { url: '/api/accounts', headers: bearer(support.access_token) });
    expect(account.json<{ avatar_url: string }>().avatar_url).toBe(full_size_image_url);
  });

  it('refuses another field and what is not an image', async () => {
    expectError(await avatar(owner, 'asset_preview'), 400, 'Attach the image as the "avatar" file part.');
    expectError(await avatar(owner, 'avatar', Buffer.from('not an image')), 415, 'Upload a PNG, JPEG, GIF or WebP image.');
  });
});

describe('uploads of an in-memory sandbox', () => {
  it('live in a temporary folder that is removed when the sandbox closes', async () => {
    const temporary = buildApp({ dbPath: ':memory:' });
    await startApp(temporary);
    const { uploadsDir } = temporary.sandbox.options;
    expect(existsSync(uploadsDir)).toBe(true);
    await temporary.close();
    expect(existsSync(uploadsDir)).toBe(false);
  });
});
