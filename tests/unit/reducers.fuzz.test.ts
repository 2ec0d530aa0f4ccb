/**
 * R16: random action sequences through every reducer of the store (the start-up slices, the signed-in console's and
 * every feature a screen loads), built from the features' real action creators: their endpoints' request, success,
 * error and progress actions, their own slice actions, actions of other features they listen to, the store reset and
 * actions nobody knows. Each step must not throw, must leave the previous state untouched (it is deep-frozen first),
 * and the request storage's invariants must hold after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { fetchDetails, updateDetails } from '../../src/ducks/account/actions';
import { storeReset } from '../../src/ducks/app/actions';
import { boxSelected, dashboardOpened, ovpBoxSelected, rangeChanged, retryRequested } from '../../src/ducks/analytics/actions';
import { activate, backToMasterAccount } from '../../src/ducks/auth/endpoints';
import { appStarted, backToMaster, sessionExpired, sessionRestored, signedInElsewhere, signedOutElsewhere, startupFinished } from '../../src/ducks/auth/actions';
import type { FeatureModule } from '../../src/ducks/featureTypes';
import { finishedJobsCleared, jobDismissed } from '../../src/ducks/jobs';
import { noticeDismissed, noticeShown } from '../../src/ducks/notices/slice';
import { reportsClosed, reportsOpened } from '../../src/ducks/reports/actions';
import { features as startupFeatures, coreReducers } from '../../src/ducks/registry';
import { createRequestActions } from '../../src/ducks/requests/createRequestActions';
import { DEFAULT_KEY, type AnyEndpoint } from '../../src/ducks/requests/defineEndpoint';
import { readsAbandoned, screenLeft } from '../../src/ducks/requests/screens';
import type { RequestsState } from '../../src/ducks/requests/slice';
import type { EndpointData } from '../../src/ducks/requests/storage';
import { chromeFeatures } from '../../src/ducks/signedInFeatures';
import { modalClosed, modalOpened, sideNavToggled } from '../../src/ducks/ui/slice';
import { realtimeClosed, realtimeConnected, realtimeConnecting, realtimeConnectionLost, realtimeMessageReceived, realtimeReducer, realtimeSubscribed, realtimeSubscribeFailed } from '../../src/realtime/slice';
import { tourEnded, tourStarted } from '../../src/tour/slice';
import { REPORT_TYPES } from '../../src/contracts/values';
import accessCodes from '../../src/ducks/accessCodes';
import account from '../../src/ducks/account';
import adminActivity from '../../src/ducks/adminActivity';
import adminCommercials from '../../src/ducks/adminCommercials';
import adminDashboard from '../../src/ducks/adminDashboard';
import adminLists from '../../src/ducks/adminLists';
import adminMerchants from '../../src/ducks/adminMerchants';
import adminReports from '../../src/ducks/adminReports';
import analytics from '../../src/ducks/analytics';
import assets from '../../src/ducks/assets';
import audience from '../../src/ducks/audience';
import followers from '../../src/ducks/followers';
import gettingStarted from '../../src/ducks/gettingStarted';
import jobs from '../../src/ducks/jobs';
import organisation from '../../src/ducks/organisation';
import authSettings from '../../src/ducks/authSettings';
import integrations from '../../src/ducks/integrations';
import billing from '../../src/ducks/billing';
import branding from '../../src/ducks/branding';
import payments from '../../src/ducks/payments';
import reports from '../../src/ducks/reports';
import restrictions from '../../src/ducks/restrictions';
import search from '../../src/ducks/search';
import signup from '../../src/ducks/signup';
import videoPlatforms from '../../src/ducks/videoPlatforms';
import vouchers from '../../src/ducks/vouchers';
import uniqueAudience from '../../src/ducks/uniqueAudience';
import webhooks from '../../src/ducks/webhooks';
import mailTemplates from '../../src/ducks/mailTemplates';

const RUNS = 500;

/** Every feature a screen loads (withFeatures), and the realtime feature the signed-in chunk injects. */
const lazyFeatures: readonly FeatureModule[] = [accessCodes, account, adminActivity, adminCommercials, adminDashboard, adminLists, adminMerchants, adminReports, analytics, assets, audience, authSettings, billing, branding, followers, gettingStarted, jobs, mailTemplates, organisation, payments, reports, restrictions, search, signup, videoPlatforms, vouchers, webhooks, uniqueAudience, integrations];
const realtime: FeatureModule = { name: 'realtime', reducer: realtimeReducer };
const allFeatures: readonly FeatureModule[] = [...startupFeatures, ...chromeFeatures, realtime, ...lazyFeatures];

/** Calls run by workflow sagas outside any feature's table still go through the request storage. */
const workflowEndpoints: readonly AnyEndpoint[] = [activate, backToMasterAccount];
const allEndpoints: readonly AnyEndpoint[] = [...new Set([...allFeatures.flatMap((feature) => feature.endpoints ?? []), ...workflowEndpoints])];

// Payloads: the shapes the API answers with, with arbitrary contents. A few keys and ids, so sequences revisit them.
const key = fc.constantFrom('_', 'a', '{"size":5}');
const id = fc.integer({ min: 1, max: 4 });
const text = fc.string({ maxLength: 8 });
const json: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });
const entity = fc.record({ id, title: text, number_of_items: fc.nat(9), extra: json }, { requiredKeys: ['id'] });
const reportType = fc.constantFrom(...REPORT_TYPES);
/** A request: the fields the storage and the reducers read (page, id, reportType, ...) with arbitrary others. */
const request = fc.record(
  {
    id,
    page: fc.integer({ min: 0, max: 2 }),
    itemId: id,
    action: fc.constantFrom('grant', 'revoke', 'extend'),
    reportType,
    filename: text,
    file_name: text,
    report_id: id,
    ovp_name: text,
    admin: fc.boolean(),
    other: json,
  },
  { requiredKeys: ['id', 'page', 'admin'] },
);
const accountAnswer = fc.record({ id, roles: fc.array(fc.constantFrom('merchant', 'owner', 'boxoffice', 'analyst'), { maxLength: 2 }), active: fc.boolean() });
/** An answer: an entity, a page (`collection` and `total`), a file or an account, with arbitrary extra fields. */
const answer = fc.record(
  { id, collection: fc.array(entity, { maxLength: 4 }), total: fc.nat(40), active: fc.boolean(), roles: fc.array(text, { maxLength: 2 }), file_name: text, filename: text, number_of_items: fc.nat(9), account: accountAnswer, extra: json },
  { requiredKeys: ['id', 'collection', 'total', 'roles', 'account'] },
);
const requestError = fc.record(
  { status: fc.constantFrom(0, 400, 401, 403, 404, 409, 422, 500, 503), message: text, fieldErrors: fc.dictionary(text, text, { maxKeys: 2 }), code: text },
  { requiredKeys: ['status', 'message'] },
);

/** The request (and answer) shapes of the calls whose hand-written reducers read them differently. */
const REQUEST_OF: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  'reports/fetchFields': reportType,
  'reports/fetchList': reportType,
  'reports/fetchScheduled': reportType,
};
const ANSWER_OF: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  'auth/loadFeatures': fc.array(fc.record({ name: text, enabled: fc.boolean() }), { maxLength: 4 }),
};

function endpointActions(row: AnyEndpoint): fc.Arbitrary<UnknownAction> {
  const req = REQUEST_OF[row.type] ?? request;
  const res = ANSWER_OF[row.type] ?? answer;
  const meta = key.map((k) => ({ key: k }));
  return fc.oneof(
    { arbitrary: fc.tuple(req, meta).map(([payload, m]) => row.request(payload, m)), weight: 2 },
    { arbitrary: fc.tuple(res, req, meta).map(([payload, r, m]) => row.success(payload, r, m)), weight: 3 },
    { arbitrary: fc.tuple(requestError, req, meta).map(([payload, r, m]) => row.error(payload, r, m)), weight: 1 },
    { arbitrary: fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), meta).map(([fraction, m]) => row.progress(fraction, m)), weight: 1 },
  );
}

const dashboardRange = fc.record({ startDate: text, endDate: text, preset: fc.constantFrom('last_week' as const, 'month_to_date' as const, 'custom' as const) });

/** The plain actions of the slices (and those other slices listen to), each with a payload of its declared type. */
const sliceActions: fc.Arbitrary<UnknownAction>[] = [
  fc.constant(sideNavToggled()),
  text.map((modal) => modalOpened(modal)),
  text.map((modal) => modalClosed(modal)),
  fc.record({ kind: fc.constantFrom('success' as const, 'error' as const), text }).map((notice) => noticeShown(notice)),
  text.map((noticeId) => noticeDismissed(noticeId)),
  fc.record({ admin: fc.boolean(), hasMasterSession: fc.boolean() }).map((restored) => sessionRestored(restored)),
  ...[appStarted, startupFinished, sessionExpired, signedOutElsewhere, signedInElsewhere, backToMaster, retryRequested, realtimeConnecting, realtimeConnected, realtimeSubscribed, realtimeClosed, finishedJobsCleared].map((creator) => fc.constant(creator())),
  fc.record({ section: fc.constantFrom('assets' as const, 'audience' as const, undefined), auto: fc.boolean() }).map((start) => tourStarted(start)),
  fc.boolean().map((completed) => tourEnded({ completed })),
  text.map((error) => realtimeSubscribeFailed({ error })),
  fc.option(text, { nil: null }).map((error) => realtimeConnectionLost({ error })),
  fc
    .record({ type: fc.constantFrom('bulk.grant.access', 'bulk.access.codes.failed', 'report.create', 'report.unique.audience', 'sync.success', 'sync.failed', 'panopto.postback', 'unknown.type'), resource: fc.dictionary(fc.constantFrom('file_name', 'filename', 'action', 'ovp_name', 'code', 'status', 'succeeded', 'failed', 'message'), json) })
    .map((message) => realtimeMessageReceived(message as Parameters<typeof realtimeMessageReceived>[0])),
  fc.string({ maxLength: 6 }).map((jobId) => jobDismissed(`job-${jobId}`)),
  reportType.map((type) => reportsOpened(type)),
  reportType.map((type) => reportsClosed(type)),
  dashboardRange.map((range) => rangeChanged(range)),
  dashboardRange.map((range) => dashboardOpened(range)),
  fc.constantFrom('audience', 'payments', 'subscriptions').map((box) => boxSelected(box as Parameters<typeof boxSelected>[0])),
  text.map((platform) => ovpBoxSelected(platform as Parameters<typeof ovpBoxSelected>[0])),
  text.map((screen) => screenLeft(screen)),
  fc.array(fc.record({ type: fc.constantFrom(...allEndpoints.map((row) => row.type)), key }), { maxLength: 3 }).map((reads) => readsAbandoned(reads)),
];

/**
 * Actions no reducer knows: `domain/event` types (a bare type such as 'valueOf' or 'toString' is taken by Redux
 * Toolkit's reducers for the Object.prototype method of that name and throws; no action of this app is named so),
 * and the lifecycle of a call no feature declares (workflow calls run by callEndpoint look like that).
 */
const ghost: AnyEndpoint = { ...workflowEndpoints[0], ...createRequestActions('ghost/call'), type: 'ghost/call', store: undefined };
const unknownAction: fc.Arbitrary<UnknownAction> = fc.oneof(
  fc.record({ type: fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 })).map(([domain, event]) => `${domain}/${event}`), payload: json }),
  endpointActions(ghost),
);

interface Subject {
  name: string;
  reducer: Reducer;
  /** The endpoints whose actions the reducer is mostly fed. */
  own: readonly AnyEndpoint[];
}

const subjects: Subject[] = [
  { name: 'requests', reducer: coreReducers.requests as Reducer, own: allEndpoints },
  { name: 'notices', reducer: coreReducers.notices as Reducer, own: [] },
  ...allFeatures.flatMap((feature): Subject[] =>
    feature.reducer ? [{ name: feature.name, reducer: feature.reducer, own: [...(feature.endpoints ?? []), ...(feature.name === 'auth' ? [...workflowEndpoints, fetchDetails, updateDetails] : [])] }] : [],
  ),
];

function actionsFor(subject: Subject): fc.Arbitrary<UnknownAction> {
  const others = fc.constantFrom(...allEndpoints).chain(endpointActions);
  // Calls that store their answers come up more often, so pages, entities and keys are revisited within a sequence.
  const storing = subject.own.filter((row) => row.store);
  return fc.oneof(
    ...(subject.own.length > 0 ? [{ arbitrary: fc.constantFrom(...subject.own).chain(endpointActions), weight: 4 }] : []),
    ...(storing.length > 0 ? [{ arbitrary: fc.constantFrom(...storing).chain(endpointActions), weight: 4 }] : []),
    { arbitrary: fc.oneof(...sliceActions), weight: 3 },
    { arbitrary: others, weight: 2 },
    { arbitrary: fc.constant(storeReset()), weight: 1 },
    { arbitrary: unknownAction, weight: 1 },
  );
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const STATUSES = new Set(['idle', 'pending', 'succeeded', 'failed']);

/** A failed invariant, named (plain checks: expect() in the inner loop would make 500 runs slow). */
function holds(condition: boolean, invariant: string, detail: unknown): void {
  if (!condition) throw new Error(`${invariant}: ${JSON.stringify(detail)}`);
}

/** The request statuses: a known status, a request number that never goes back, an error exactly when failed. */
function checkRequests(state: RequestsState, before: RequestsState): void {
  for (const [type, perKey] of Object.entries(state)) {
    for (const [k, entry] of Object.entries(perKey)) {
      const where = { type, key: k, entry };
      holds(STATUSES.has(entry.status), 'a known status', where);
      const seq = entry.seq ?? 0;
      holds(Number.isInteger(seq) && seq >= 0, 'a request number', where);
      holds(seq >= (before[type]?.[k]?.seq ?? 0), 'request numbers never go back', { ...where, before: before[type]?.[k] });
      holds(entry.status === 'failed' ? typeof entry.error?.message === 'string' && typeof entry.error.status === 'number' : entry.error === undefined, 'an error exactly when failed', where);
      holds(entry.progress === undefined || (entry.status === 'pending' && entry.progress >= 0 && entry.progress <= 1), 'progress only while pending, from 0 to 1', where);
    }
  }
}

const pageRows = new Set(allEndpoints.filter((row) => row.store?.mode === 'page').map((row) => row.type));

/** A feature's stored results: page sets of arrays with a total, entity collections whose ids and entities agree. */
function checkStoredData(data: EndpointData | undefined): void {
  if (data === undefined) return;
  for (const [type, perKey] of Object.entries(data.results)) {
    if (!pageRows.has(type)) continue;
    for (const [k, set] of Object.entries(perKey) as [string, { pages: Record<string, unknown>; total: unknown }][]) {
      holds(typeof set.total === 'number' && set.total >= 0, 'a page set has a total of 0 or more', { type, key: k, set });
      holds(Object.values(set.pages).every(Array.isArray), "a page set's pages are arrays", { type, key: k, set });
    }
  }
  for (const [name, collection] of Object.entries(data.entities)) {
    holds(new Set(collection.ids).size === collection.ids.length, 'entity ids are unique', { name, collection });
    holds(collection.ids.map(String).sort().join() === Object.keys(collection.entities).sort().join(), 'ids and entities agree', { name, collection });
    holds(Object.entries(collection.entities).every(([entityId, item]) => String(item.id) === entityId), 'an entity is kept under its id', { name, collection });
  }
}

describe.each(subjects.map((subject) => [subject.name, subject] as const))('the %s reducer', (_name, subject) => {
  it(`survives ${RUNS} random action sequences without throwing or mutating its state, its invariants holding`, () => {
    fc.assert(
      fc.property(fc.array(actionsFor(subject), { minLength: 1, maxLength: 25 }), (actions) => {
        let state = deepFreeze(subject.reducer(undefined, { type: '@@fuzz/init' }));
        for (const action of actions) {
          const before = state;
          // The previous state is deep-frozen: a reducer writing into it throws here.
          const next = subject.reducer(before, action);
          holds(next !== undefined, 'a state', action);
          if (subject.name === 'requests') checkRequests(next as RequestsState, before as RequestsState);
          else checkStoredData((next as { data?: EndpointData }).data);
          state = deepFreeze(next);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

it('covers every reducer the store can hold, including each feature a screen loads (a new src/ducks/<feature> joins the list)', () => {
  const names = subjects.map((subject) => subject.name);
  expect(names).toEqual(expect.arrayContaining(['requests', 'notices', 'ui', 'auth', 'tour', 'realtime']));
  const ducks = path.join(__dirname, '../../src/ducks');
  const loadable = fs
    .readdirSync(ducks)
    .filter((dir) => fs.existsSync(path.join(ducks, dir, 'index.ts')) && /^export default /m.test(fs.readFileSync(path.join(ducks, dir, 'index.ts'), 'utf8')));
  expect(lazyFeatures.map((feature) => feature.name).sort()).toEqual(loadable.sort());
  for (const feature of lazyFeatures) if (feature.reducer) expect(names).toContain(feature.name);
  expect(allEndpoints.length).toBeGreaterThan(100);
  expect(DEFAULT_KEY).toBe('_');
});

describe('found by the fuzzing', () => {
  it('a page received again (a Retry, a reload of page 2) leaves the previous state’s pages as they were', () => {
    const row = allEndpoints.find((each) => each.type === 'payments/fetchList') as AnyEndpoint;
    const reducer = payments.reducer as Reducer;
    const req = { page: 2, size: 15 };
    const meta = { key: '{"size":15}' };
    const first = deepFreeze(reducer(reducer(undefined, { type: '@@fuzz/init' }), row.success({ collection: [{ id: 1 }], total: 20 }, req, meta)));
    const second = reducer(first, row.success({ collection: [{ id: 2 }], total: 20 }, req, meta)) as { data: EndpointData };
    expect((first as { data: EndpointData }).data.results['payments/fetchList'][meta.key]).toEqual({ pages: { 2: [{ id: 1 }] }, total: 20 });
    expect(second.data.results['payments/fetchList'][meta.key]).toEqual({ pages: { 2: [{ id: 2 }] }, total: 20 });
  });
});
