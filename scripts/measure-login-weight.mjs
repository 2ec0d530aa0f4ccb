// `npm run measure:login`: the real /login's gzipped JS against the least a login page on this stack can weigh.
import { ensureBuilt } from './lib/build.mjs';
import { kib, LOGIN_WEIGHT_LIMIT, measureMinimalLogin, measureRealLogin } from './lib/loginWeight.mjs';
import { startSandbox } from './lib/sandbox.mjs';

ensureBuilt();
console.log('Building the minimal login page (webpack, production)...');
const minimal = await measureMinimalLogin();
const sandbox = await startSandbox();
let real;
try {
  console.log(`Loading ${sandbox.baseURL}/login signed out in headless Chromium...`);
  real = await measureRealLogin(sandbox.baseURL);
} finally {
  await sandbox.stop();
}

for (const script of real.scripts) console.log(`  ${script.name}  ${kib(script.gzip)}`);
const ratio = real.gzip / minimal.gzip;
console.log(`Minimal login page (react, react-dom, react-router-dom, react-redux, RTK, redux-saga, axios, formik, yup, styled-components): ${kib(minimal.gzip)} gzipped JS`);
console.log(`Real /login (${real.scripts.length} scripts, landed on ${new URL(real.url).pathname}): ${kib(real.gzip)} gzipped JS`);
console.log(`Ratio ${ratio.toFixed(2)}x, limit ${LOGIN_WEIGHT_LIMIT}x: ${ratio <= LOGIN_WEIGHT_LIMIT ? 'PASS' : 'FAIL'}`);
process.exitCode = ratio <= LOGIN_WEIGHT_LIMIT ? 0 : 1;
