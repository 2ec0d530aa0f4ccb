// `npm run bench`: performance figures against a sandbox on a free port with a fresh database.
// Login-page weight (limit 1.25x the minimal page) and the round-trip latency of the session calls.
import { ensureBuilt } from './lib/build.mjs';
import { kib, LOGIN_WEIGHT_LIMIT, measureMinimalLogin, measureRealLogin } from './lib/loginWeight.mjs';
import { startSandbox } from './lib/sandbox.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const WARMUP = 3;
const CLIENT_ID = 'sandbox-console';
const ACCOUNT = { username: 'owner@sandbox.test', password: 'Sandbox-2026!' };

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

const passwordGrant = (baseURL) =>
  call(baseURL, 'POST', '/accounts/authenticate', { form: { grant_type: 'password', client_id: CLIENT_ID, ...ACCOUNT } });

ensureBuilt();
const sandbox = await startSandbox();
const rows = [];
try {
  const { baseURL } = sandbox;
  rows.push(['POST /accounts/authenticate (password grant)', await timeCalls(() => passwordGrant(baseURL))]);

  let { refresh_token: refreshToken, access_token: accessToken } = await passwordGrant(baseURL);
  rows.push([
    'POST /accounts/authenticate (refresh grant, rotating)',
    await timeCalls(async () => {
      const next = await call(baseURL, 'POST', '/accounts/authenticate', {
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID },
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
  process.exitCode = ratio <= LOGIN_WEIGHT_LIMIT ? 0 : 1;
} finally {
  await sandbox.stop();
}
