/** The organisation and its members (issue 21; catalogue 7.14 "Organisation"). */
import type { FastifyInstance } from 'fastify';
import type { MembersPage, Organisation, OrganisationMember } from '../../src/api/organisationTypes';
import { bearer, createTestApp, expectError, getJson, latestMail, login, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let organisation: Organisation;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, 'owner@sandbox.test');
  organisation = (await getJson(app, '/api/organisations', owner.access_token)).json<Organisation>();
});

afterAll(async () => {
  await app.close();
});

const members = async (): Promise<OrganisationMember[]> => (await getJson(app, `/api/organisations/${organisation.id}/members?page=1&size=100`, owner.access_token)).json<MembersPage>().collection;
const invite = (email: string, role = 'analyst') => sendForm(app, 'POST', `/api/organisations/${organisation.id}/members`, { email, role, full_name: 'Nina Member' }, owner.access_token);
const setRole = (id: number, role: string, token = owner.access_token) => sendForm(app, 'PUT', `/api/organisations/${organisation.id}/members/${id}`, { role }, token);
const remove = (id: number) => send(app, { method: 'DELETE', url: `/api/organisations/${organisation.id}/members/${id}`, headers: bearer(owner.access_token) });

describe("the owner's organisation", () => {
  it('lists the owner and its staff with their roles, in the order they joined', async () => {
    expect(organisation.name.length).toBeGreaterThan(0);
    const list = await members();
    expect(list.map((member) => [member.email, member.role])).toEqual(
      expect.arrayContaining([
        ['owner@sandbox.test', 'owner'],
        ['admin@sandbox.test', 'admin'],
        ['analyst@sandbox.test', 'analyst'],
      ]),
    );
  });

  it('refuses a second organisation for an account that has one, and creates one for an account that has none', async () => {
    expectError(await sendForm(app, 'POST', '/api/organisations', { name: 'Another' }, owner.access_token), 409, 'This account already belongs to an organisation.');
    const other = await signIn(app, 'other@sandbox.test');
    expectError(await getJson(app, '/api/organisations', other.access_token), 404, 'You are not in an organisation yet.');
    const created = await sendForm(app, 'POST', '/api/organisations', { name: 'Other Films Group' }, other.access_token);
    expect(created.statusCode).toBe(201);
    const own = (await getJson(app, '/api/organisations', other.access_token)).json<Organisation>();
    expect(own.name).toBe('Other Films Group');
    // The owner's organisation is not the other's.
    expectError(await getJson(app, `/api/organisations/${organisation.id}/members`, other.access_token), 404);
  });
});

describe('an invited member', () => {
  it('gets a mail whose link sets a password; then signs in with the role given, which the owner changes; removed, its session ends at once', async () => {
    const response = await invite('nina.member@sandbox.test');
    expect(response.statusCode).toBe(201);
    const member = response.json<OrganisationMember>();
    expect(member).toMatchObject({ email: 'nina.member@sandbox.test', role: 'analyst', active: false });

    const mail = await latestMail(app, 'nina.member@sandbox.test', 'invite');
    const link = new URL(mail?.link ?? '', 'http://console.test');
    expect(link.pathname).toBe('/new-password');
    expect(link.searchParams.get('organization')).toBe(organisation.name);
    expect(link.searchParams.get('email')).toBe('nina.member@sandbox.test');
    expect(link.searchParams.get('token')).toBe(mail?.token);
    expectError(await login(app, 'nina.member@sandbox.test', 'Member-Pass-2026'), 401);
    const set = await sendForm(app, 'PUT', `/api/accounts/forgot-password/${mail?.token}`, { password: 'Member-Pass-2026', password_confirmation: 'Member-Pass-2026' });
    expect(set.statusCode).toBe(200);
    // The answer names the account, so the console signs the invited member in with the password just set.
    expect(set.json()).toMatchObject({ email: 'nina.member@sandbox.test' });

    const session = await signIn(app, 'nina.member@sandbox.test', 'Member-Pass-2026');
    expect(session.account.roles).toEqual(['analyst']);
    // An analyst has no organisation section.
    expectError(await getJson(app, '/api/organisations', session.access_token), 403);

    const changed = await setRole(member.account_id, 'content_manager');
    expect(changed.json<OrganisationMember>().role).toBe('content_manager');
    expect((await getJson(app, '/api/accounts', session.access_token)).json<{ roles: string[] }>().roles).toEqual(['content_manager']);

    expect((await remove(member.account_id)).statusCode).toBe(200);
    expectError(await getJson(app, '/api/accounts', session.access_token), 401);
    expect((await members()).map((row) => row.email)).not.toContain('nina.member@sandbox.test');
  });

  it('refuses a taken e-mail, an unknown role, and changing the owner or oneself', async () => {
    expectError(await invite('admin@sandbox.test'), 409);
    expectError(await invite('role@sandbox.test', 'owner'), 400);
    expectError(await setRole(owner.account.id, 'analyst'), 400, 'You cannot change or remove your own membership, nor the owner’s.');
    expectError(await setRole(999999, 'analyst'), 404, 'Member not found.');
  });
});
