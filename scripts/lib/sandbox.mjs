// Starts a throwaway sandbox (fresh database, free port) for the e2e tests, the benchmarks and the weight measurement.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './build.mjs';

/** A port the OS says is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilUp(baseURL, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the sandbox exited (${child.exitCode ?? child.signalCode}) before answering:\n${readFileSync(logFile, 'utf8')}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/_sandbox/outbox`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`the sandbox did not answer within ${timeoutMs / 1000}s:\n${readFileSync(logFile, 'utf8')}`);
}

/**
 * Runs `tsx sandbox/src/main.ts` on a free port with a database in a new temp dir.
 * Returns { baseURL, port, pid, dir, logFile, stop }.
 */
export async function startSandbox({ env = {}, timeoutMs = 90_000, dbFrom } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boxoffice-sandbox-'));
  // A database seeded before (kept with `keepDbAs`): a fresh process on the same data, without seeding it again.
  if (dbFrom) copyFileSync(dbFrom, path.join(dir, 'sandbox.db'));
  const port = await freePort();
  const logFile = path.join(dir, 'sandbox.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('sandbox', 'src', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), SANDBOX_DB: path.join(dir, 'sandbox.db') },
    stdio: ['ignore', log, log],
    // Its own process group, so stopping it also stops anything it started.
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const handle = { baseURL, port, pid: child.pid, dir, logFile, stop: () => stopSandbox(handle) };
  try {
    await waitUntilUp(baseURL, child, logFile, timeoutMs);
  } catch (error) {
    await stopSandbox(handle);
    throw error;
  }
  return handle;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the sandbox's process group (SIGTERM, then SIGKILL after 5 s) and removes its temp dir,
 * first copying its log to `keepLogAs` and its (closed) database to `keepDbAs` when given.
 */
export async function stopSandbox({ pid, dir, logFile, keepLogAs, keepDbAs }) {
  if (pid && alive(pid)) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    for (let waited = 0; waited < 5000 && alive(pid); waited += 100) await sleep(100);
    if (alive(pid)) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  if (keepLogAs && logFile && existsSync(logFile)) {
    mkdirSync(path.dirname(keepLogAs), { recursive: true });
    copyFileSync(logFile, keepLogAs);
  }
  if (keepDbAs && dir && existsSync(path.join(dir, 'sandbox.db'))) copyFileSync(path.join(dir, 'sandbox.db'), keepDbAs);
  if (dir) rmSync(dir, { recursive: true, force: true });
}
