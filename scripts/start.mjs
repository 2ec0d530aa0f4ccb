#!/usr/bin/env node
/**
 * `npm start`: builds the console when dist/ is missing or stale (scripts/lib/build.mjs decides), then serves
 * the console and the sandbox API on one port (PORT, default 8080) until SIGINT or SIGTERM.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';

const port = process.env.PORT || '8080';
let server = null;
let stopping = false;

function stop(signal) {
  if (stopping) return;
  stopping = true;
  // The sandbox closes its database and exits; this process exits with it.
  if (server) server.kill(signal);
  else process.exit(0);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

try {
  if (!ensureBuilt()) console.log('The console build in dist/ is up to date.');
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}; not starting the sandbox.`);
  process.exit(1);
}
if (stopping) process.exit(0);

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
console.log(`Starting Boxoffice Console on http://localhost:${port}`);
server = spawn(process.execPath, [tsxCli, join(ROOT, 'sandbox', 'src', 'main.ts')], {
  cwd: ROOT,
  env: { ...process.env, PORT: port, SANDBOX_DIST: join(ROOT, 'dist') },
  stdio: 'inherit',
});
server.on('exit', (code, signal) => {
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
