import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, expectError, getJson, refresh, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, 'owner@sandbox.test');
  other = await signIn(app, 'other@sandbox.test');
});

afterAll(async () => {
  await app.close();
});

type Feature = { id: number; name: string; enabled: boolean };

const features = async (token: string): Promise<Feature[]> => (await getJson(app, '/api/features', token)).json<Feature[]>();

function forge(claims: Record<string, unknown>, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

describe('tenant isolation', () => {
  it('the two merchants are separate tenants', () => {
    expect(other.account.merchant_uuid).not.toBe(owner.account.merchant_uuid);
    expect(other.account.tenant_uuid).not.toBe(owner.account.tenant_uuid);
  });

  it("other@'s token only ever returns other@'s own account", async () => {
    const read = (await getJson(app, '/api/accounts', other.access_token)).json();
    expect(read).toMatchObject({ email: 'other@sandbox.test', merchant_uuid: other.account.merchant_uuid });
    expect(JSON.stringify(read)).not.toContain(owner.account.merchant_uuid);
    expect(JSON.stringify(read)).not.toContain('owner@sandbox.test');
  });

  it('features are those of the caller’s merchant', async () => {
    const ownerFeatures = await features(owner.access_token);
    const otherFeatures = await features(other.access_token);
    expect(ownerFeatures).toHaveLength(12);
    expect(ownerFeatures.every((feature) => feature.enabled)).toBe(true);
    expect(otherFeatures.filter((feature) => feature.enabled).map((feature) => feature.name).sort()).toEqual(['Age Verification', 'Gifts']);
  });

  it.each(['admin', 'content', 'analyst', 'support'])('%s@ (staff of the owner’s organisation) sees the owner’s merchant', async (local) => {
    const staff = await signIn(app, `${local}@sandbox.test`);
    expect(staff.account.merchant_uuid).toBe(owner.account.merchant_uuid);
    expect(staff.account.tenant_uuid).toBe(owner.account.tenant_uuid);
    expect(await features(staff.access_token)).toEqual(await features(owner.access_token));
    expect((await getJson(app, '/api/accounts', staff.access_token)).json().email).toBe(`${local}@sandbox.test`);
  });

  it('a token signed with a wrong secret is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { typ: 'access', sub: owner.account.id, fam: 'forged', jti: 'forged', iat: now, exp: now + 600 };
    expectError(await getJson(app, '/api/accounts', forge(claims, 'not-the-secret')), 401, 'Invalid or expired token.');
    expectError(await refresh(app, forge({ ...claims, typ: 'refresh' }, 'not-the-secret')), 401, 'Invalid refresh token.');
  });

  it("other@'s token with its subject swapped for the owner's is refused", async () => {
    const [header, payload, signature] = other.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: owner.account.id })).toString('base64url');
    expectError(await getJson(app, '/api/accounts', `${header}.${swapped}.${signature}`), 401);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${swapped}.`;
    expectError(await getJson(app, '/api/accounts', unsigned), 401);
  });

  it("a token from another sandbox database (another secret) is refused", async () => {
    const elsewhere = await createTestApp();
    try {
      const foreign = await signIn(elsewhere, 'owner@sandbox.test');
      expectError(await getJson(app, '/api/accounts', foreign.access_token), 401);
      expectError(await refresh(app, foreign.refresh_token), 401);
    } finally {
      await elsewhere.close();
    }
  });
});
