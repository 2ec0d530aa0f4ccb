/** The simulated IVS livestream channels (catalogue 7.11; issue 23, acceptance 4). */
import type { FastifyInstance } from 'fastify';
import type { IvsChannel, IvsChannels } from '../../src/api/videoPlatformTypes';
import { createTestApp, expectError, getJson, sendForm, signIn, type Session } from './helpers';

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

const channels = async (session = owner) => (await getJson(app, '/api/v2/ovps/ivs/channels', session.access_token)).json<IvsChannels>().collection;

describe('IVS livestream channels', () => {
  it('need the linked IVS account', async () => {
    expectError(await getJson(app, '/api/v2/ovps/ivs/channels', owner.access_token), 409, 'No Amazon IVS account is linked: connect it under Settings, Integrations.');
    expect((await sendForm(app, 'POST', '/api/external-accounts/ivs', { access_key_id: 'AKIASANDBOX0001', secret_access_key: 'sandbox-secret-key-1' }, owner.access_token)).statusCode).toBe(201);
    expect(await channels()).toEqual([]);
  });

  it('are created with a type and latency, with the ingest endpoint, stream key and playback URL a real channel has', async () => {
    const created = await sendForm(app, 'POST', '/api/v2/ovps/ivs/channels', { name: 'cup-final', type: 'BASIC', latency: 'LOW' }, owner.access_token);
    expect(created.statusCode).toBe(201);
    const channel = created.json<IvsChannel>();
    const id = channel.arn.split('/').pop() ?? '';
    expect(channel).toMatchObject({ name: 'cup-final', type: 'BASIC', latency: 'LOW' });
    expect(channel.arn).toMatch(/^arn:aws:ivs:us-west-2:\d{12}:channel\/[A-Za-z0-9]{12}$/);
    expect(channel.ingest_endpoint).toMatch(/^[a-f0-9]{12}\.global-contribute\.live-video\.net$/);
    expect(channel.stream_key).toMatch(new RegExp(`^sk_us-west-2_${id}_[A-Za-z0-9]{30}$`));
    expect(channel.playback_url).toBe(`https://${channel.ingest_endpoint.split('.')[0]}.us-west-2.playback.live-video.net/api/video/v1/us-west-2.${channel.arn.split(':')[4]}.channel.${id}.m3u8`);
    expect(await channels()).toEqual([channel]);
    expect((await getJson(app, `/api/v2/ovps/ivs/channel?arn=${encodeURIComponent(channel.arn)}`, owner.access_token)).json<IvsChannel>()).toEqual(channel);
  });

  it('refuse what IVS refuses: another type or latency, a bad name, a name taken', async () => {
    expectError(await sendForm(app, 'POST', '/api/v2/ovps/ivs/channels', { name: 'x', type: 'PREMIUM', latency: 'LOW' }, owner.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/ovps/ivs/channels', { name: 'x', type: 'STANDARD', latency: 'ULTRA' }, owner.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/ovps/ivs/channels', { name: 'has spaces', type: 'STANDARD', latency: 'LOW' }, owner.access_token), 400);
    expect(expectError(await sendForm(app, 'POST', '/api/v2/ovps/ivs/channels', { name: 'cup-final', type: 'STANDARD', latency: 'NORMAL' }, owner.access_token), 400).errors).toEqual({
      name: 'The linked IVS account already has a channel of this name.',
    });
  });

  it('are updated by ARN, keeping their keys; another merchant’s ARN is not found', async () => {
    const [channel] = await channels();
    const updated = (await sendForm(app, 'PUT', '/api/v2/ovps/ivs/channels', { arn: channel.arn, type: 'STANDARD', latency: 'NORMAL' }, owner.access_token)).json<IvsChannel>();
    expect(updated).toMatchObject({ arn: channel.arn, name: 'cup-final', type: 'STANDARD', latency: 'NORMAL', stream_key: channel.stream_key, playback_url: channel.playback_url });
    expect((await sendForm(app, 'POST', '/api/external-accounts/ivs', { access_key_id: 'AKIASANDBOX0002', secret_access_key: 'sandbox-secret-key-2' }, other.access_token)).statusCode).toBe(201);
    expectError(await getJson(app, `/api/v2/ovps/ivs/channel?arn=${encodeURIComponent(channel.arn)}`, other.access_token), 404);
    expectError(await sendForm(app, 'PUT', '/api/v2/ovps/ivs/channels', { arn: channel.arn, name: 'stolen' }, other.access_token), 404);
    expect(await channels(other)).toEqual([]);
  });

  it('are read-only for customer support, who reads them with the stream key masked', async () => {
    const [mine] = await channels();
    const [seen] = await channels(support);
    expect(seen).toEqual({ ...mine, stream_key: `${mine.stream_key.slice(0, 4)}••••` });
    const one = (await getJson(app, `/api/v2/ovps/ivs/channel?arn=${encodeURIComponent(mine.arn)}`, support.access_token)).json<IvsChannel>();
    expect(one.stream_key).toBe('sk_u••••');
    expectError(await sendForm(app, 'POST', '/api/v2/ovps/ivs/channels', { name: 'support', type: 'BASIC', latency: 'LOW' }, support.access_token), 403, 'This section is read-only for your account.');
  });
});
