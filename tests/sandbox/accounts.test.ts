import type { FastifyInstance } from 'fastify';
import {
  createTestApp,
  expectError,
  getJson,
  latestMail,
  login,
  registrationFields,
  sendForm,
  signIn,
  solveCaptcha,
  DEMO_PASSWORD,
  NEW_PASSWORD,
} from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function register(email: string, overrides: Parameters<typeof registrationFields>[1] = {}) {
  const fields = registrationFields(email, { response_token: await solveCaptcha(app), ...overrides });
  return sendForm(app, 'POST', '/api/accounts', fields);
}

describe('registration and activation', () => {
  it('register → outbox code → activate → login', async () => {
    const registered = await register('Rita@Example.com');
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      email: 'rita@example.com',
      full_name: 'Rita Registrant',
      active: false,
      roles: ['merchant', 'owner'],
      metadata: { company: 'Rita Films', country: 'NO', services_question: 'Payments/Subscriptions', interest_question: 'sell videos' },
    });
    expectError(await login(app, 'rita@example.com', NEW_PASSWORD), 403, 'Account is not activated.');

    const mail = await latestMail(app, 'rita@example.com', 'activation');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.subject.length).toBeGreaterThan(0);

    const activated = await sendForm(app, 'PUT', `/api/accounts/activate/${mail?.code}`, {});
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ email: 'rita@example.com', active: true });
    expectError(await sendForm(app, 'PUT', `/api/accounts/activate/${mail?.code}`, {}), 404, 'Invalid activation code.');

    const session = await signIn(app, 'rita@example.com', NEW_PASSWORD);
    expect(session.account.active).toBe(true);
    const features = (await getJson(app, '/api/features', session.access_token)).json();
    expect(features.every((feature: { enabled: boolean }) => !feature.enabled)).toBe(true);
  });

  it('refuses a second account with the same email (409)', async () => {
    expectError(await register('owner@sandbox.test'), 409, 'An account with this email already exists.');
  });

  it('verifies the captcha: wrong answers, reuse and forgeries fail', async () => {
    const solved = await solveCaptcha(app);
    const [payload, signature, answer] = solved.split('.');
    const wrong = `${payload}.${signature}.${Number(answer) + 1}`;
    const failure = expectError(await register('cap1@example.com', { response_token: wrong }), 400, 'Captcha verification failed.');
    expect(failure.errors).toEqual({ response_token: 'Captcha verification failed.' });
    // The wrong attempt used the challenge up, even with the right answer now.
    expectError(await register('cap1@example.com', { response_token: solved }), 400, 'Captcha verification failed.');

    const fresh = await solveCaptcha(app);
    expect((await register('cap2@example.com', { response_token: fresh })).statusCode).toBe(201);
    expectError(await register('cap3@example.com', { response_token: fresh }), 400, 'Captcha verification failed.');
    expectError(await register('cap4@example.com', { response_token: 'forged.token.12' }), 400, 'Captcha verification failed.');
  });

  it('validates every registration field by name', async () => {
    const invalid = await register('not-an-email', {
      full_name: 'R',
      password: 'short',
      metadata: { services_question: 'Authentication', interest_question: 'stream', company: 'X' },
    });
    const body = expectError(invalid, 400);
    expect(body.errors).toMatchObject({
      full_name: 'full_name must be at least 2 characters.',
      email: 'email must be a valid email address.',
      'metadata[country]': 'metadata[country] is required.',
    });

    const weak = expectError(await register('weak@example.com', { password: 'alllowercase', password_confirmation: 'alllowercase' }), 400);
    expect(weak.errors?.password).toMatch(/too weak/);
    const mismatch = expectError(await register('mismatch@example.com', { password_confirmation: 'Other-Passw0rd!' }), 400);
    expect(mismatch.errors).toEqual({ password_confirmation: 'Passwords do not match.' });
    expect(mismatch.message).toBe('Passwords do not match.');
  });

  it('resend: the same answer for any email, a new code only for a known inactive account', async () => {
    await register('resend@example.com');
    const first = await latestMail(app, 'resend@example.com', 'activation');
    const known = await sendForm(app, 'POST', '/api/accounts/activate', { email: 'resend@example.com' });
    const unknown = await sendForm(app, 'POST', '/api/accounts/activate', { email: 'ghost@example.com' });
    const active = await sendForm(app, 'POST', '/api/accounts/activate', { email: 'owner@sandbox.test' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.body).toBe(active.body);
    expect(known.json().message).toBe('Please check your email for your account activation code.');
    expect(await latestMail(app, 'ghost@example.com', 'activation')).toBeUndefined();
    expect(await latestMail(app, 'owner@sandbox.test', 'activation')).toBeUndefined();

    const second = await latestMail(app, 'resend@example.com', 'activation');
    expect(second?.code).toMatch(/^\d{6}$/);
    if (second?.code !== first?.code) {
      // A resend replaces the earlier code.
      expectError(await sendForm(app, 'PUT', `/api/accounts/activate/${first?.code}`, {}), 404);
    }
    expect((await sendForm(app, 'PUT', `/api/accounts/activate/${second?.code}`, {})).statusCode).toBe(200);
    expectError(await sendForm(app, 'POST', '/api/accounts/activate', { email: 'nope' }), 400);
  });

  it('refuses malformed activation codes with the same 404', async () => {
    expectError(await sendForm(app, 'PUT', '/api/accounts/activate/abc', {}), 404, 'Invalid activation code.');
    expectError(await sendForm(app, 'PUT', '/api/accounts/activate/000000', {}), 404, 'Invalid activation code.');
  });
});

describe('passwords', () => {
  it('forgot password → outbox token → new password → login with the new one only', async () => {
    const requested = await sendForm(app, 'POST', '/api/accounts/forgot-password', { email: 'follower2@sandbox.test' });
    expect(requested.json()).toEqual({ message: 'Please check your email.' });
    const unknown = await sendForm(app, 'POST', '/api/accounts/forgot-password', { email: 'ghost@example.com' });
    expect(unknown.body).toBe(requested.body);

    const mail = await latestMail(app, 'follower2@sandbox.test', 'reset');
    expect(mail?.token).toMatch(/^[0-9a-f]{64}$/);
    const before = await signIn(app, 'follower2@sandbox.test');

    const mismatch = await sendForm(app, 'PUT', `/api/accounts/forgot-password/${mail?.token}`, {
      password: NEW_PASSWORD,
      password_confirmation: 'Different-1!',
    });
    expectError(mismatch, 400, 'Passwords do not match.');

    const set = await sendForm(app, 'PUT', `/api/accounts/forgot-password/${mail?.token}`, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      branding_id: '12',
    });
    expect(set.statusCode).toBe(200);
    expect(typeof set.json().message).toBe('string');

    expectError(await login(app, 'follower2@sandbox.test', DEMO_PASSWORD), 401, 'Invalid username or password.');
    expect((await login(app, 'follower2@sandbox.test', NEW_PASSWORD)).statusCode).toBe(200);
    // Sessions from before the reset are over, and the link is single-use.
    expectError(await getJson(app, '/api/accounts', before.access_token), 401);
    const again = await sendForm(app, 'PUT', `/api/accounts/forgot-password/${mail?.token}`, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expectError(again, 404, 'Invalid or expired token.');
    expectError(await sendForm(app, 'PUT', `/api/accounts/forgot-password/${'0'.repeat(64)}`, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    }), 404, 'Invalid or expired token.');
  });

  it('change password: checks the old one, keeps this session, ends the others', async () => {
    const session = await signIn(app, 'content@sandbox.test');
    const otherDevice = await signIn(app, 'content@sandbox.test');
    const wrongOld = await sendForm(
      app,
      'POST',
      '/api/accounts/change-password',
      { old_password: 'Not-The-0ld!', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      session.access_token,
    );
    expect(expectError(wrongOld, 400).errors).toHaveProperty('old_password');
    const missing = expectError(await sendForm(app, 'POST', '/api/accounts/change-password', { password: NEW_PASSWORD }, session.access_token), 400);
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(['old_password', 'password_confirmation']);

    const changed = await sendForm(
      app,
      'POST',
      '/api/accounts/change-password',
      { old_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      session.access_token,
    );
    expect(changed.json()).toEqual({ message: 'Your password has been changed successfully.' });
    expect((await getJson(app, '/api/accounts', session.access_token)).statusCode).toBe(200);
    expectError(await getJson(app, '/api/accounts', otherDevice.access_token), 401);
    expectError(await login(app, 'content@sandbox.test', DEMO_PASSWORD), 401);
    expect((await login(app, 'content@sandbox.test', NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await sendForm(app, 'POST', '/api/accounts/change-password', { old_password: 'x', password: 'y', password_confirmation: 'y' }), 401);
  });
});

describe('the caller’s account', () => {
  it('GET and PUT /accounts read and update the signed-in account, merging nested metadata', async () => {
    const session = await signIn(app, 'agency@sandbox.test');
    const read = await getJson(app, '/api/accounts?srkey=r4nd0m', session.access_token);
    expect(read.json()).toMatchObject({ email: 'agency@sandbox.test', metadata: { company: 'Northwind Agency' } });

    const updated = await sendForm(app, 'PUT', '/api/accounts', { full_name: 'Alex A. Agency', metadata: { currency: 'EUR' } }, session.access_token);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ full_name: 'Alex A. Agency', metadata: { company: 'Northwind Agency', currency: 'EUR' } });
    expect((await getJson(app, '/api/accounts', session.access_token)).json().full_name).toBe('Alex A. Agency');

    expectError(await sendForm(app, 'PUT', '/api/accounts', {}, session.access_token), 400, 'Request body must contain at least one field.');
    const blank = expectError(await sendForm(app, 'PUT', '/api/accounts', { full_name: '   ' }, session.access_token), 400);
    expect(blank.errors).toHaveProperty('full_name');
    expectError(await sendForm(app, 'PUT', '/api/accounts', { full_name: 'Nobody' }), 401);
  });
});
