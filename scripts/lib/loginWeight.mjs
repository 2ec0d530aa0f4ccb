// Login-page weight: the least a login page on this stack can weigh, and what the real /login downloads.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from './build.mjs';
import { CHROMIUM_ARGS, resolveChromium } from './chromium.mjs';

/** The target: the real login page may weigh at most this many times the minimal one. */
export const LOGIN_WEIGHT_LIMIT = 1.1;

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

// A login form that really uses every library of the stack, so production mode cannot tree-shake any of them away.
// react-redux is part of the stack too: a page reads the store through it.
const MINIMAL_LOGIN_ENTRY = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, Link } from 'react-router-dom';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import axios from 'axios';
import { Formik, Form, Field, ErrorMessage } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';

const auth = createSlice({
  name: 'auth',
  initialState: { pending: false, error: '' },
  reducers: {
    loginRequested: (state) => { state.pending = true; },
    loginFailed: (state, action) => { state.pending = false; state.error = action.payload; },
    loginSucceeded: (state) => { state.pending = false; state.error = ''; },
  },
});
const client = axios.create({ baseURL: '/api' });
function* login(action) {
  try {
    yield call(client.post, '/accounts/authenticate', new URLSearchParams(action.payload));
    yield put(auth.actions.loginSucceeded());
  } catch (error) {
    yield put(auth.actions.loginFailed(String(error)));
  }
}
function* rootSaga() { yield takeLeading(auth.actions.loginRequested.type, login); }
const sagas = createSagaMiddleware();
const store = configureStore({ reducer: { auth: auth.reducer }, middleware: (d) => d({ thunk: false }).concat(sagas) });
sagas.run(rootSaga);

const schema = yup.object({
  username: yup.string().email('Please enter a valid email address').required('*Required'),
  password: yup.string().min(8).required('*Required'),
});
const Card = styled.div\`max-width: 360px; margin: 10vh auto; padding: 24px; background: #fff;\`;
const Button = styled.button\`width: 100%; padding: 8px;\`;

function LoginPage() {
  const dispatch = useDispatch();
  const { pending, error } = useSelector((state) => state.auth);
  return h(Card, null,
    h(Formik, { initialValues: { username: '', password: '' }, validationSchema: schema,
      onSubmit: (values) => dispatch(auth.actions.loginRequested(values)) },
      h(Form, null,
        h('label', { htmlFor: 'username' }, 'Email'), h(Field, { id: 'username', name: 'username', type: 'email' }),
        h(ErrorMessage, { name: 'username' }),
        h('label', { htmlFor: 'password' }, 'Password'), h(Field, { id: 'password', name: 'password', type: 'password' }),
        h(ErrorMessage, { name: 'password' }),
        error ? h('p', { role: 'alert' }, error) : null,
        h(Button, { type: 'submit', disabled: pending }, 'Log in'),
        h(Link, { to: '/forgot-password' }, 'Forgot password?'))));
}

createRoot(document.getElementById('root')).render(
  h(Provider, { store }, h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(LoginPage) })))));
`;

/**
 * Builds the minimal login page with webpack in production mode, in a child process; returns its gzipped JS size.
 * The child keeps webpack's heap (hundreds of MB) out of the caller: in `npm run bench` the caller is then the API
 * load generator, whose later garbage collections would otherwise land in the measured latencies.
 */
export async function measureMinimalLogin() {
  const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(import.meta.url), BUILD_MINIMAL], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout);
}

const BUILD_MINIMAL = '--build-minimal-login';

/** The build itself, run by the child process. */
async function buildMinimalLogin() {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const webpack = require('webpack');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boxoffice-minimal-login-'));
  try {
    writeFileSync(path.join(dir, 'entry.js'), MINIMAL_LOGIN_ENTRY);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'out'), filename: '[name].js' },
      resolve: { modules: [path.join(ROOT, 'node_modules')] },
      performance: { hints: false },
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    const files = readdirSync(path.join(dir, 'out')).filter((name) => name.endsWith('.js'));
    const scripts = files.map((name) => ({ name, gzip: gzipSize(readFileSync(path.join(dir, 'out', name))) }));
    return { scripts, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens `${baseURL}/login` signed out in headless Chromium and sums the gzipped size of every script it downloads. */
export async function measureRealLogin(baseURL) {
  const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => ({ name: new URL(response.url()).pathname, gzip: gzipSize(body) })));
    });
    await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' });
    // Signed out, /login must render its form; anything else would measure the wrong page.
    await page.getByRole('textbox').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    return { url: page.url(), scripts, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await browser.close();
  }
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[2] === BUILD_MINIMAL && import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(JSON.stringify(await buildMinimalLogin()));
}
