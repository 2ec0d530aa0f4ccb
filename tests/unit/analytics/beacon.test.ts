import { TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';
import { beaconAddress, sendBeacon, sha256Hex } from '../../../src/analytics/beacon';

// jsdom lacks SubtleCrypto and TextEncoder; the browser's own are the same standard APIs.
beforeAll(() => {
  Object.assign(globalThis, { TextEncoder });
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const EVENT = { tag: 'box_revenue', action: 'click', type: 'dashboard', pageTags: ['analytics', 'dashboard'] };

describe('analytics beacon', () => {
  it('hashes with SHA-256 hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('sends tag, action, type, page tags, timestamp, user id and hash(user id + timestamp) as a GET query', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const sent = await sendBeacon(EVENT, { url: 'https://beacon.example/track?v=1', userId: 42, now: () => 1_700_000_000, send });
    expect(sent).toBe(true);
    const url = new URL(send.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://beacon.example/track');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '1',
      tag: 'box_revenue',
      action: 'click',
      type: 'dashboard',
      page_tags: 'analytics,dashboard',
      timestamp: '1700000000',
      user_id: '42',
      hash: await sha256Hex('421700000000'),
    });
  });

  it('is off when no beacon URL is configured (the sandbox default)', async () => {
    const send = jest.fn();
    expect(await sendBeacon(EVENT, { url: '', userId: 1, send })).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('ignores its errors', async () => {
    const send = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(sendBeacon(EVENT, { url: 'https://beacon.example/t', userId: 1, send })).resolves.toBe(false);
  });

  it('resolves a relative beacon path against the page', async () => {
    const address = await beaconAddress('/beacon', { tag: 't', action: 'a', type: 'x' }, 'u1', 5);
    expect(address.startsWith('http://localhost/beacon?tag=t&action=a&type=x&page_tags=&timestamp=5&user_id=u1&hash=')).toBe(true);
  });
});
