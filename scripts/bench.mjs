// `npm run bench`: performance figures against sandboxes on free ports with fresh databases: login-page weight
// (limit 1.10x the minimal page), the session calls' round trips, and, on the SANDBOX_SEED=large data set, the
// report-information (one year) and payments-list p95 under 20 concurrent requests. The figures are written to
// the README's performance section between its bench markers.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchApi, DEMO, signInOwner } from './bench-api.mjs';
import { ensureBuilt, ROOT } from './lib/build.mjs';
import { kib, LOGIN_WEIGHT_LIMIT, measureMinimalLogin, measureRealLogin } from './lib/loginWeight.mjs';
import { startSandbox } from './lib/sandbox.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const WARMUP = 3;
const API_TARGETS = { reportInformation: 150, paymentsList: 25, paymentsFiltered: 25, customersSearch: 25, globalSearch: 25, subscriptionsList: 100, segmentation: 150 };
const README = `${ROOT}/README.md`;
const MARK_START = '<!-- bench:start -->';
const MARK_END = '<!-- bench:end -->';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `fn` SAMPLES times, one after another, after a short warm-up; returns milliseconds. */
async function timeCalls(fn) {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const times = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

async function call(baseURL, method, path, { form, token } = {}) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${body.message}`);
  return body;
}

const passwordGrant = (baseURL) => call(baseURL, 'POST', '/accounts/authenticate', { form: { grant_type: 'password', ...DEMO } });

/** Replaces the text between the README's bench markers with this run's figures. */
function writeReadme(lines) {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(MARK_START);
  const end = text.indexOf(MARK_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${MARK_START} … ${MARK_END} section.`);
  writeFileSync(README, `${text.slice(0, start + MARK_START.length)}\n${lines.join('\n')}\n${text.slice(end)}`);
}

ensureBuilt();
const sandbox = await startSandbox();
const rows = [];
const report = [];
let failed = false;
try {
  const { baseURL } = sandbox;
  rows.push(['POST /accounts/authenticate (password grant)', await timeCalls(() => passwordGrant(baseURL))]);

  let { refresh_token: refreshToken, access_token: accessToken } = await passwordGrant(baseURL);
  rows.push([
    'POST /accounts/authenticate (refresh grant, rotating)',
    await timeCalls(async () => {
      const next = await call(baseURL, 'POST', '/accounts/authenticate', {
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: DEMO.client_id },
      });
      ({ refresh_token: refreshToken, access_token: accessToken } = next);
    }),
  ]);
  rows.push(['GET /accounts', await timeCalls(() => call(baseURL, 'GET', `/accounts?srkey=${Math.random()}`, { token: accessToken }))]);

  console.log(`\nRound trips against ${baseURL} (${SAMPLES} sequential samples each, after ${WARMUP} warm-up calls):`);
  for (const [name, t] of rows) console.log(`  ${name}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, max ${t.max.toFixed(1)} ms`);

  const minimal = await measureMinimalLogin();
  const real = await measureRealLogin(baseURL);
  const ratio = real.gzip / minimal.gzip;
  console.log('\nLogin-page weight (gzipped JS):');
  console.log(`  minimal login page on this stack: ${kib(minimal.gzip)}`);
  console.log(`  real /login, signed out: ${kib(real.gzip)} in ${real.scripts.length} scripts`);
  console.log(`  ratio ${ratio.toFixed(2)}x (limit ${LOGIN_WEIGHT_LIMIT}x): ${ratio <= LOGIN_WEIGHT_LIMIT ? 'PASS' : 'FAIL'}`);
  failed ||= ratio > LOGIN_WEIGHT_LIMIT;
  report.push(
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}).`,
    '',
    '| Figure | Measured | Target |',
    '|---|---|---|',
    `| login page, minimal on this stack (gzipped JS) | ${kib(minimal.gzip)} | |`,
    `| real \`/login\`, signed out (gzipped JS, ${real.scripts.length} scripts) | ${kib(real.gzip)} (${ratio.toFixed(2)}x) | at most ${LOGIN_WEIGHT_LIMIT}x |`,
    ...rows.map(([name, t]) => `| ${name}, sequential | p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms | |`),
  );
} finally {
  await sandbox.stop();
}

console.log('\nStarting a sandbox with SANDBOX_SEED=large (100,000 customers, 1,000,000 payments)...');
const seedStarted = performance.now();
const large = await startSandbox({ env: { SANDBOX_SEED: 'large' }, timeoutMs: 240_000 });
try {
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`  ready in ${seedSeconds.toFixed(1)} s`);
  const token = await signInOwner(large.baseURL);
  const result = await benchApi({ baseURL: large.baseURL, token });
  const names = {
    reportInformation: 'report information, one-year range',
    paymentsList: 'payments list, page 1',
    paymentsFiltered: 'payments list, page 1 filtered (type and e-mail search)',
    customersSearch: 'customers list, page 1 searched (part of an e-mail or name)',
    globalSearch: 'global search (customers, payments, subscriptions)',
    subscriptionsList: 'subscriptions list, page 1',
    segmentation: 'segmentation, page 1 (probability from 50%)',
  };
  console.log('\nAPI latency on the large data set:');
  for (const [key, figures] of Object.entries(result)) {
    const target = API_TARGETS[key];
    const ok = figures.p95 < target;
    failed ||= !ok;
    console.log(
      `  ${names[key]}: p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms ` +
        `(${figures.requests} requests, ${figures.concurrency} concurrent; first call ${figures.coldMs} ms): ${ok ? 'PASS' : 'FAIL'} (p95 < ${target} ms)`,
    );
    report.push(
      `| ${names[key]} (SANDBOX_SEED=large, ${figures.concurrency} concurrent, ${figures.requests} requests) | p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms; first call ${figures.coldMs} ms | p95 < ${target} ms |`,
    );
  }
  report.push(`| large seed: sandbox ready (seeding included) | ${seedSeconds.toFixed(1)} s | |`);
} finally {
  await large.stop();
}

writeReadme(report);
console.log('\nREADME.md performance section updated.');
process.exitCode = failed ? 1 : 0;
