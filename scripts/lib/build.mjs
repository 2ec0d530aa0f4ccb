// The console build and the one rule that says when dist/ is stale; shared by start, the e2e setup and the benchmarks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Where webpack.config.js writes the build.
export const DIST = path.join(ROOT, 'dist');
const INDEX = path.join(DIST, 'index.html');

const require = createRequire(import.meta.url);

/** The build-time variables webpack.config.js injects: a change in any of them needs a rebuild. */
function buildEnvKeys() {
  const webpack = require('webpack');
  const config = require(path.join(ROOT, 'webpack.config.js'))({}, { mode: 'production' });
  return config.plugins
    .filter((plugin) => plugin instanceof webpack.DefinePlugin)
    .flatMap((plugin) => Object.keys(plugin.definitions))
    .filter((key) => key.startsWith('process.env.'))
    .map((key) => key.slice('process.env.'.length));
}

const INPUTS = ['src', 'public', 'webpack.config.js', 'tsconfig.json', 'package-lock.json'];
// What the last build was made with, kept out of dist/ (which is served): its variables and the index.html it wrote.
const STAMP = path.join(ROOT, 'node_modules', '.cache', 'boxoffice-console', 'build-env.json');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function stampOf(env) {
  return JSON.stringify({ env: Object.fromEntries(buildEnvKeys().map((key) => [key, env[key] || ''])), builtAt: statSync(INDEX).mtimeMs });
}

/** Why dist/ must be rebuilt, or null when it is current: missing, older than any input, or built with other variables. */
export function distStaleReason(env = process.env) {
  if (!existsSync(INDEX)) return 'no build yet';
  const builtAt = statSync(INDEX).mtimeMs;
  const changed = INPUTS.find((input) => newestMtime(path.join(ROOT, input)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  const previous = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
  if (previous !== stampOf(env)) return 'built elsewhere or with other build-time variables';
  return null;
}

/** Runs the production build when dist/ is stale; returns whether it built. Throws when webpack fails. */
export function ensureBuilt({ env = process.env, log = console.log } = {}) {
  const reason = distStaleReason(env);
  if (!reason) return false;
  log(`Building the console (${reason})...`);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production', '--stats', 'errors-warnings'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`webpack build failed (exit ${result.status ?? result.signal})`);
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, stampOf(env));
  return true;
}
