/** An agency's related (follower) accounts (issue 21; catalogue 7.14 "Followers"). */
import type { FastifyInstance } from 'fastify';
import type { Follower, FollowerSearchPage, FollowersPage, FollowerTokens } from '../../src/api/followerTypes';
import { bearer, createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let agency: Session;
let owner: Session;

beforeAll(async () => {
  app = await createTestApp();
  [agency, owner] = await Promise.all(['agency', 'owner'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const followers = async (query = '?page=1'): Promise<FollowersPage> => {
  const response = await getJson(app, `/api/accounts/followers${query}`, agency.access_token);
  expect(response.statusCode).toBe(200);
  return response.json<FollowersPage>();
};
const newFollower = (email: string, scopes: Record<string, string>) => ({
  full_name: 'Nia New',
  email,
  company: 'New Follower Films',
  password: 'Follower-Pass-2026',
  password_confirmation: 'Follower-Pass-2026',
  scopes,
});
const deleteFollower = (id: number, token = agency.access_token) => send(app, { method: 'DELETE', url: `/api/accounts/followers/${id}`, headers: bearer(token) });
const loginAs = (id: number, token = agency.access_token) => send(app, { method: 'POST', url: `/api/accounts/followers/${id}/login`, headers: bearer(token) });

describe('the list', () => {
  it("lists the agency's followers 6 a page, oldest first, with their scopes and avatar", async () => {
    const page = await followers();
    expect(page.total).toBe(2);
    expect(page.collection.map((row) => [row.email, row.scopes])).toEqual([
      ['follower1@sandbox.test', ['inheritance']],
      ['follower2@sandbox.test', []],
    ]);
    expect(page.collection[0]).toMatchObject({ master_id: agency.account.id, merchant_name: 'Follower One Studios', full_name: 'Finn Follower', metadata: { avatar_url: expect.any(String) } });
  });

  it('refuses a field it does not know, and a page size over 50', async () => {
    expectError(await getJson(app, '/api/accounts/followers?page=1&order=name', agency.access_token), 400);
    expectError(await getJson(app, '/api/accounts/followers?size=51', agency.access_token), 400);
  });
});

describe('relating a new merchant account', () => {
  it('creates its own empty tenant with the scopes given; the new account signs in with its password and has no customers', async () => {
    const response = await sendForm(app, 'POST', '/api/accounts/followers', newFollower('nia.new@sandbox.test', { 0: 'inheritance', 1: 'email_inheritance' }), agency.access_token);
    expect(response.statusCode).toBe(201);
    const created = response.json<Follower>();
    expect(created).toMatchObject({ email: 'nia.new@sandbox.test', master_id: agency.account.id, merchant_name: 'New Follower Films', scopes: ['inheritance', 'email_inheritance'] });
    expect((await followers()).collection.at(-1)?.email).toBe('nia.new@sandbox.test');

    const session = await signIn(app, 'nia.new@sandbox.test', 'Follower-Pass-2026');
    expect(session.account.roles).toEqual(['merchant', 'follower']);
    expect(session.account.tenant_uuid).not.toBe(agency.account.tenant_uuid);
    const customers = await getJson(app, '/api/v2/customers?page=1&size=15', session.access_token);
    expect(customers.json<{ total: number }>().total).toBe(0);
  });

  it('says which fields are wrong, and refuses an e-mail already taken', async () => {
    const weak = await sendForm(app, 'POST', '/api/accounts/followers', { ...newFollower('weak@sandbox.test', { 0: '' }), password: 'short', password_confirmation: 'other' }, agency.access_token);
    expect(Object.keys(expectError(weak, 400).errors ?? {})).toEqual(expect.arrayContaining(['password_confirmation']));
    expectError(await sendForm(app, 'POST', '/api/accounts/followers', newFollower('owner@sandbox.test', { 0: '' }), agency.access_token), 409);
    expectError(await sendForm(app, 'POST', '/api/accounts/followers', newFollower('scope@sandbox.test', { 0: 'everything' }), agency.access_token), 400);
  });
});

describe('scopes', () => {
  it('replaces them; one empty scope means none', async () => {
    const follower = (await followers()).collection.find((row) => row.email === 'follower2@sandbox.test') as Follower;
    const given = await sendForm(app, 'PUT', '/api/accounts/followers', { follower_id: String(follower.follower_id), scopes: { 0: 'email_inheritance' } }, agency.access_token);
    expect(given.json<Follower>().scopes).toEqual(['email_inheritance']);
    const none = await sendForm(app, 'PUT', '/api/accounts/followers', { follower_id: String(follower.follower_id), scopes: { 0: '' } }, agency.access_token);
    expect(none.statusCode).toBe(200);
    expect(none.json<Follower>().scopes).toEqual([]);
  });

  it("cannot touch another master's account, or an account that is nobody's follower", async () => {
    expectError(await sendForm(app, 'PUT', '/api/accounts/followers', { follower_id: String(owner.account.id), scopes: { 0: '' } }, agency.access_token), 404, 'Related account not found.');
  });
});

describe('signing in as a follower', () => {
  it('answers the follower’s own session for a follower sharing its settings (inheritance)', async () => {
    const follower1 = (await followers()).collection[0];
    expect(follower1.last_signed_in_at).toBeNull();
    const response = await loginAs(follower1.follower_id);
    expect(response.statusCode).toBe(200);
    const tokens = response.json<FollowerTokens>();
    expect(Object.keys(tokens).sort()).toEqual(['expires', 'refresh_token', 'token']);
    const account = await getJson(app, '/api/accounts', tokens.token);
    expect(account.json<{ email: string }>().email).toBe('follower1@sandbox.test');
    // The platform records that the master did it: the list shows when it last signed in as the follower.
    const [after, other] = (await followers()).collection;
    expect(after.last_signed_in_at).toEqual(expect.any(Number));
    expect(other.last_signed_in_at).toBeNull();
  });

  it('refuses a follower that does not share its settings, and anyone not its master', async () => {
    const follower2 = (await followers()).collection[1];
    expectError(await loginAs(follower2.follower_id), 403, 'This related account does not share its settings with you, so you cannot sign in as it.');
    expectError(await loginAs((await followers()).collection[0].follower_id, owner.access_token), 403);
  });
});

describe('removing a related account', () => {
  it('ends the relation: the account stays a merchant of its own, no longer listed or reachable by its master', async () => {
    const created = (await sendForm(app, 'POST', '/api/accounts/followers', newFollower('gone.soon@sandbox.test', { 0: 'inheritance' }), agency.access_token)).json<Follower>();
    const response = await deleteFollower(created.follower_id);
    expect(response.statusCode).toBe(200);
    expect((await followers('?page=1&size=50')).collection.map((row) => row.email)).not.toContain('gone.soon@sandbox.test');
    expectError(await loginAs(created.follower_id), 404);
    expectError(await deleteFollower(created.follower_id), 404, 'Related account not found.');
    const session = await signIn(app, 'gone.soon@sandbox.test', 'Follower-Pass-2026');
    expect(session.account.roles).toEqual(['merchant']);
  });
});

describe('the agency cockpit: one search across the related accounts', () => {
  interface CustomerRow {
    id: number;
    email: string;
  }
  const customersOf = async (email: string): Promise<CustomerRow[]> => {
    const session = await signIn(app, email);
    return (await getJson(app, '/api/v2/customers?page=1&size=15', session.access_token)).json<{ collection: CustomerRow[] }>().collection;
  };
  const search = (q: string, token = agency.access_token) => getJson(app, `/api/accounts/followers/search?q=${encodeURIComponent(q)}&page=1&size=50`, token);

  it("finds a customer of follower1 by part of the e-mail, with the customer's payments, each naming the account", async () => {
    const follower1 = await signIn(app, 'follower1@sandbox.test');
    const paid = (await getJson(app, '/api/v2/accounting/transactions?page=1&size=5', follower1.access_token)).json<{ collection: { consumerEmail: string; consumerId: number; trxToken: string }[] }>().collection[0];
    const part = paid.consumerEmail.slice(0, paid.consumerEmail.indexOf('@'));
    const response = await search(part.toUpperCase());
    expect(response.statusCode).toBe(200);
    const { collection, total } = response.json<FollowerSearchPage>();
    expect(total).toBe(collection.length);
    const own = collection.filter((hit) => hit.customer_email === paid.consumerEmail);
    expect(own[0]).toMatchObject({ kind: 'customer', follower_name: 'Follower One Studios', customer_id: paid.consumerId, trx_token: null, amount: null });
    // Customers come first, then their payments, newest first.
    const kinds = collection.map((hit) => hit.kind);
    expect(kinds).toEqual([...kinds].sort());
    const payments = own.filter((hit) => hit.kind === 'payment');
    expect(payments.map((hit) => hit.trx_token)).toContain(paid.trxToken);
    payments.forEach((hit) => expect(hit).toMatchObject({ follower_name: 'Follower One Studios', trx_token: expect.any(String), amount: expect.any(Number) }));
    expect(payments.map((hit) => hit.created_at)).toEqual([...payments.map((hit) => hit.created_at)].sort((a, b) => b - a));

    // One payment by its exact transaction token.
    const byToken = (await search(paid.trxToken)).json<FollowerSearchPage>();
    expect(byToken.collection.filter((hit) => hit.kind === 'payment').map((hit) => hit.trx_token)).toEqual([paid.trxToken]);
  });

  it("never reaches a follower that shares nothing, the agency's own customers, or another master's", async () => {
    const [ofFollower2] = await customersOf('follower2@sandbox.test');
    expect((await search(ofFollower2.email)).json<FollowerSearchPage>().total).toBe(0);
    const [ofAgency] = await customersOf('agency@sandbox.test');
    expect((await search(ofAgency.email)).json<FollowerSearchPage>().total).toBe(0);
    // A master's reach is its own followers: the owner is no master at all.
    expectError(await search('example', owner.access_token), 403);
  });

  it('takes the text literally and refuses a search too short or a field it does not know', async () => {
    expect((await search('%_')).json<FollowerSearchPage>().total).toBe(0);
    expectError(await search('a'), 400);
    expectError(await search(' a '), 400, 'Type at least 2 characters to search.');
    expectError(await getJson(app, '/api/accounts/followers/search?q=example&sort=email', agency.access_token), 400);
  });
});
