import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../../src/App';
import { Notices } from '../../../src/components/Notices';
import { UNKNOWN_ERROR } from '../../../src/constants/messages';
import { OUTCOMES } from '../../../src/constants/messages/outcomes';
import { REALTIME } from '../../../src/constants/messages/realtime';
import { noticeShown } from '../../../src/ducks/notices/slice';
import { noticeFor, refreshActionsFor, registerRealtimeRefresh } from '../../../src/realtime/messageTable';
import { createSeenMessages, MAX_PAYLOAD_CHARS, messageKey, parseMessage } from '../../../src/realtime/messages';
import type { RealtimeMessage, RealtimeMessageType } from '../../../src/realtime/types';
import { createAppStore } from '../../../src/store';

const message = (type: RealtimeMessageType, resource: Record<string, unknown> = {}): RealtimeMessage => ({ type, timestamp: 1_772_366_400, resource });

describe('the dispatch table', () => {
  it('says how many rows of a bulk access file were done and how many failed, never in green when some failed', () => {
    expect(noticeFor(message('bulk.grant.access', { code: 200, succeeded: 45, failed: 5 }))).toEqual({ kind: 'warning', text: 'Access successfully granted. 45 rows done, 5 failed: see the failed rows file.' });
    expect(noticeFor(message('bulk.extend.access', { code: 200, succeeded: 3, failed: 0 }))).toEqual({ kind: 'success', text: REALTIME.accessExtended });
  });

  it.each([
    ['bulk.grant.access', REALTIME.accessGranted],
    ['bulk.revoke.access', REALTIME.accessRevoked],
    ['bulk.extend.access', REALTIME.accessExtended],
  ] as const)('%s: a code above 400 is an error (default text), anything else a success', (type, successText) => {
    expect(noticeFor(message(type, { code: 200 }))).toEqual({ kind: 'success', text: successText });
    expect(noticeFor(message(type, {}))).toEqual({ kind: 'success', text: successText });
    expect(noticeFor(message(type, { code: 400 }))).toEqual({ kind: 'success', text: successText });
    expect(noticeFor(message(type, { code: 401 }))).toEqual({ kind: 'error', text: REALTIME.bulkDefaultError });
    expect(noticeFor(message(type, { code: '422' }))).toEqual({ kind: 'error', text: REALTIME.bulkDefaultError });
    expect(noticeFor(message(type, { code: 500, message: 'Only 3 of 5 customers were granted access.' }))).toEqual({
      kind: 'error',
      text: 'Only 3 of 5 customers were granted access.',
    });
  });

  it('voucher rules and access codes imports', () => {
    expect(noticeFor(message('bulk.voucher.rules.succeed'))).toEqual({ kind: 'success', text: REALTIME.voucherRulesImported });
    expect(noticeFor(message('bulk.voucher.rules.failed'))).toEqual({ kind: 'error', text: REALTIME.bulkDefaultError });
    expect(noticeFor(message('bulk.access.codes.succeed'))).toEqual({ kind: 'success', text: REALTIME.accessCodesImported });
    expect(noticeFor(message('bulk.access.codes.failed', { message: 'Row 4: duplicate code' }))).toEqual({ kind: 'error', text: 'Row 4: duplicate code' });
  });

  it('an import that refused some rows reports its counts as a partial outcome, not a success', () => {
    expect(noticeFor(message('bulk.access.codes.succeed', { code: 200, created: 2, failed: 2, failed_file: 'codes-failed.csv' }))).toEqual({ kind: 'warning', text: OUTCOMES.partly(2, 2) });
    expect(OUTCOMES.partly(2, 2)).toMatch(/^2 imported, 2 refused — download the refused rows/);
    expect(noticeFor(message('bulk.voucher.rules.succeed', { code: 200, created: 17, failed: 3 }))).toEqual({ kind: 'warning', text: OUTCOMES.partly(17, 3) });
    // Every row taken, or a platform that gives no counts: the success text, in green.
    expect(noticeFor(message('bulk.access.codes.succeed', { code: 200, created: 4, failed: 0 }))).toEqual({ kind: 'success', text: REALTIME.accessCodesImported });
    expect(noticeFor(message('bulk.voucher.rules.succeed', { code: 200 }))).toEqual({ kind: 'success', text: REALTIME.voucherRulesImported });
  });

  it('report.create: created or failed; any other status is not a notice', () => {
    expect(noticeFor(message('report.create', { status: 'created' }))).toEqual({
      kind: 'success',
      text: 'The report was successfully generated. Click on View Reports button to see it.',
    });
    expect(noticeFor(message('report.create', { status: 'failed' }))).toEqual({ kind: 'error', text: UNKNOWN_ERROR });
    expect(noticeFor(message('report.create', { status: 'queued' }))).toBeNull();
    expect(noticeFor(message('report.create'))).toBeNull();
  });

  it('panopto.postback and sync', () => {
    expect(noticeFor(message('panopto.postback', { code: 200 }))).toEqual({ kind: 'success', text: REALTIME.panoptoSynced });
    expect(noticeFor(message('panopto.postback', { code: 502 }))).toEqual({ kind: 'error', text: UNKNOWN_ERROR });
    expect(noticeFor(message('sync.success'))).toEqual({ kind: 'success', text: REALTIME.syncSucceeded });
    expect(noticeFor(message('sync.failed'))).toEqual({ kind: 'error', text: UNKNOWN_ERROR });
  });

  it('server text is flattened to one bounded line', () => {
    const notice = noticeFor(message('sync.failed', { message: `line one\nline\u0000two ${'x'.repeat(1000)}` }));
    expect(notice?.text.startsWith('line one line two x')).toBe(true);
    expect(notice?.text.length).toBe(300);
    expect(noticeFor(message('sync.failed', { message: '   ' }))?.text).toBe(UNKNOWN_ERROR);
    expect(noticeFor(message('sync.failed', { message: { html: '<b>' } }))?.text).toBe(UNKNOWN_ERROR);
  });

  it('refreshes: registered per type, removable, and one failing builder does not stop the others', () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const removeBroken = registerRealtimeRefresh('sync.success', () => {
      throw new Error('broken');
    });
    const removeReload = registerRealtimeRefresh('sync.success', (msg) => ({ type: 'assets/reload', payload: msg.timestamp }));
    const removeNothing = registerRealtimeRefresh('sync.success', () => null);
    expect(refreshActionsFor(message('sync.success'))).toEqual([{ type: 'assets/reload', payload: 1_772_366_400 }]);
    expect(refreshActionsFor(message('sync.failed'))).toEqual([]);
    removeBroken();
    removeReload();
    removeNothing();
    expect(refreshActionsFor(message('sync.success'))).toEqual([]);
    expect(errorLog).toHaveBeenCalledTimes(1);
    errorLog.mockRestore();
  });

  it('a message is rendered as text, never as HTML', () => {
    const { store } = createAppStore([]);
    const notice = noticeFor(message('sync.failed', { message: '<img src=x onerror="alert(1)"> failed' }));
    if (notice) store.dispatch(noticeShown(notice));
    const { container } = render(
      <AppProviders store={store}>
        <Notices />
      </AppProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror="alert(1)"> failed');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('parsing', () => {
  it('accepts `{ type, timestamp, resource }` of a known type', () => {
    expect(parseMessage('{"type":"sync.success","timestamp":1772366400,"resource":{"id":7}}')).toEqual({
      type: 'sync.success',
      timestamp: 1772366400,
      resource: { id: 7 },
    });
  });

  it.each([
    ['not JSON', '{"type":'],
    ['a JSON string', '"sync.success"'],
    ['null', 'null'],
    ['an array', '[{"type":"sync.success"}]'],
    ['an unknown type', '{"type":"sync.maybe","timestamp":1,"resource":{}}'],
    ['an inherited name as type', '{"type":"constructor","timestamp":1,"resource":{}}'],
    ['no timestamp', '{"type":"sync.success","resource":{}}'],
    ['a text timestamp', '{"type":"sync.success","timestamp":"1","resource":{}}'],
    ['a negative timestamp', '{"type":"sync.success","timestamp":-1,"resource":{}}'],
    ['no resource', '{"type":"sync.success","timestamp":1}'],
    ['an array resource', '{"type":"sync.success","timestamp":1,"resource":[]}'],
    ['a huge payload', `{"type":"sync.success","timestamp":1,"resource":{"x":"${'a'.repeat(MAX_PAYLOAD_CHARS)}"}}`],
  ])('drops %s', (_name, payload) => {
    expect(parseMessage(payload)).toBeNull();
  });

  it('keys duplicates by type, timestamp and resource, whatever the key order', () => {
    const a = messageKey(message('sync.success', { id: 1, tags: ['x', { b: 2, a: 1 }] }));
    expect(messageKey(message('sync.success', { tags: ['x', { a: 1, b: 2 }], id: 1 }))).toBe(a);
    expect(messageKey(message('sync.failed', { id: 1, tags: ['x', { b: 2, a: 1 }] }))).not.toBe(a);
    expect(messageKey({ ...message('sync.success', { id: 1, tags: ['x', { b: 2, a: 1 }] }), timestamp: 1 })).not.toBe(a);
    expect(messageKey(message('sync.success', { id: 2, tags: ['x', { b: 2, a: 1 }] }))).not.toBe(a);
  });

  it('remembers a bounded number of recent messages', () => {
    const seen = createSeenMessages(2);
    expect(seen.firstSighting('a')).toBe(true);
    expect(seen.firstSighting('a')).toBe(false);
    seen.firstSighting('b');
    seen.firstSighting('c');
    expect(seen.firstSighting('a')).toBe(true);
    expect(seen.firstSighting('c')).toBe(false);
  });
});
