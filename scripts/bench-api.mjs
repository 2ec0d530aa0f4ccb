// API latency under concurrency (issue 4, acceptance 5): report information for a one-year range and the payments
// list's first page, each hit by 20 concurrent clients. `npm run bench` calls `benchApi`; run this file directly
// to measure a sandbox that is already up: `node scripts/bench-api.mjs http://127.0.0.1:8080`.
import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';

export const CONCURRENCY = 20;
export const REQUESTS_PER_TARGET = 1000;
/** The e-mail keyword of the filtered payments page: common enough to match a realistic share of the large seed. */
const FILTER_KEYWORD = 'an';
/** Warm-up calls per target before any target is measured (see `benchApi`). */
const WARMUP_PER_TARGET = 200;
const TIME_LIMIT_MS = 300_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/** The owner demo account and the sandbox console's client id, as every benchmark signs in. */
export const DEMO = { username: 'owner@sandbox.test', password: 'Sandbox-2026!', client_id: 'sandbox-console' };
/** Platform staff, whose lists cross every merchant (the admin console). */
export const STAFF = { ...DEMO, username: 'staff@sandbox.test' };
/** The owner's merchant, the one the large seed makes big: the staff lists' merchant filter. */
const OWNER_MERCHANT_ID = 1;

const day = (date) => date.toISOString().slice(0, 10);

/** A one-year range ending today (UTC), as the dashboard asks for it. */
export function oneYearRange(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1));
  return { start_date: day(start), end_date: day(now) };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (ms) => Math.round(ms * 10) / 10;

/** One timed GET over the run's keep-alive agent; rejects on any status but 200. */
function timedGet({ agent, baseURL, token }, path) {
  const url = new URL(`${baseURL}/api${path}${path.includes('?') ? '&' : '?'}srkey=${Math.random().toString(36).slice(2)}`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => {
        if (incoming.statusCode !== 200) reject(new Error(`GET ${path} answered ${incoming.statusCode}`));
        else resolve(performance.now() - started);
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Fires `total` requests from `concurrency` clients (each sends its next request when the last answers). */
async function load(run, path, total) {
  const times = [];
  let sent = 0;
  const client = async () => {
    while (sent < total && performance.now() < run.deadline) {
      sent += 1;
      times.push(await timedGet(run, path));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return times;
}

/** Times `total` requests to `path` under CONCURRENCY clients: the figures of one target. */
async function measure(run, path, coldMs) {
  const times = (await load(run, path, REQUESTS_PER_TARGET)).sort((a, b) => a - b);
  return {
    path,
    requests: times.length,
    concurrency: CONCURRENCY,
    coldMs: round(coldMs),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times[times.length - 1]),
  };
}

export async function signInOwner(baseURL, account = DEMO) {
  const response = await fetch(`${baseURL}/api/accounts/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', ...account }).toString(),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${body.message}`);
  return body.access_token;
}

/** Platform staff's payments, customers and subscriptions lists: page 1 of every merchant, of the owner's merchant, and searched. */
function staffTargets() {
  const lists = {
    adminPayments: ['/v2/admin/accounting/transactions?page=1&size=15&order=createdAt', `${encodeURI('search[]')}=consumerEmail:${FILTER_KEYWORD}`],
    adminCustomers: ['/v2/admin/customers?page=1&size=15&active=true&order=createdAt', `search=${FILTER_KEYWORD}`],
    adminSubscriptions: ['/v2/admin/subscriptions?page=1&size=15&order=createdAt', `${encodeURI('search[]')}=consumerEmail:${FILTER_KEYWORD}`],
  };
  return Object.entries(lists).flatMap(([key, [path, search]]) => [
    [key, path],
    [`${key}Merchant`, `${path}&merchantID=${OWNER_MERCHANT_ID}`],
    [`${key}Search`, `${path}&${search}`],
  ]);
}

/**
 * Returns `{ reportInformation, paymentsList, paymentsFiltered, customersSearch, globalSearch, subscriptionsList, segmentation }`
 * and, given `staffToken`, the staff lists (`adminPayments`, `adminPaymentsMerchant`, `adminPaymentsSearch`, and the same
 * for `adminCustomers` and `adminSubscriptions`), each `{ path, requests, concurrency, coldMs, p50, p95, p99, max }`
 * in milliseconds. Only loopback sandboxes are accepted: this is a load generator.
 */
export async function benchApi({ baseURL, token, staffToken }) {
  const url = new URL(baseURL);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`benchApi only targets a local sandbox (got ${url.hostname}).`);
  // Plain keep-alive http (not fetch): the load generator shares the machine's two cores with the sandbox, so it stays light.
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const run = { agent, baseURL: url.origin, token, deadline: performance.now() + TIME_LIMIT_MS };
  try {
    const range = new URLSearchParams(oneYearRange()).toString();
    const owner = { ...run, token };
    const targets = [
      ['reportInformation', `/v2/reporting/report-information?${range}`],
      ['paymentsList', '/v2/accounting/transactions?page=1&size=15&order=createdAt'],
      // The payments screen's filtered first page, as the URL of a saved view asks for it: a type and an e-mail search.
      ['paymentsFiltered', `/v2/accounting/transactions?page=1&size=15&type=refund&${encodeURI('search[]')}=consumerEmail:${FILTER_KEYWORD}`],
      // The audience screens: a customers search (part of an e-mail or name), the top bar's search, the subscriptions
      // list's first page and a segment of likely buyers.
      ['customersSearch', `/v2/customers?page=1&size=15&active=true&search=${FILTER_KEYWORD}&order=createdAt`],
      ['globalSearch', `/v2/search?q=${FILTER_KEYWORD}sen`],
      ['subscriptionsList', '/v2/subscriptions?page=1&size=15&order=createdAt'],
      ['segmentation', '/v2/customers/interactions?page=1&size=15&probability_from=0.5'],
    ].map(([key, path]) => ({ key, path, run: owner }));
    if (staffToken) targets.push(...staffTargets().map(([key, path]) => ({ key, path, run: { ...run, token: staffToken } })));
    // Warm-up: every target's first call meets cold caches (for report information, the aggregation itself) and is
    // reported on its own; then WARMUP_PER_TARGET more calls each, so the measured phase sees a server whose code the
    // JIT has compiled. A freshly started sandbox needs about 2,000 requests for that: measured cold, the first targets'
    // p95 was twice their steady state (payments list 25 ms against 11 ms, 2026-11-27).
    const coldMs = new Map();
    for (const target of targets) {
      coldMs.set(target.key, await timedGet(target.run, target.path));
      await load(target.run, target.path, WARMUP_PER_TARGET);
    }
    const figures = {};
    for (const target of targets) figures[target.key] = await measure(target.run, target.path, coldMs.get(target.key));
    return figures;
  } finally {
    agent.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseURL = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  const token = await signInOwner(baseURL);
  const result = await benchApi({ baseURL, token, staffToken: await signInOwner(baseURL, STAFF) });
  for (const [name, figures] of Object.entries(result)) {
    console.log(
      `${name}: p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${figures.max} ms ` +
        `(${figures.requests} requests, ${figures.concurrency} concurrent; first call ${figures.coldMs} ms)`,
    );
  }
}
