import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Builds the console if dist/ is stale, then starts a sandbox with a fresh database on a free port. */
export default async function globalSetup(): Promise<void> {
  const { ensureBuilt } = await import('../../../scripts/lib/build.mjs');
  const { startSandbox } = await import('../../../scripts/lib/sandbox.mjs');
  ensureBuilt();
  const sandbox = await startSandbox();
  // Workers inherit the environment, and playwright.config.ts reads E2E_BASE_URL as the baseURL.
  process.env.E2E_BASE_URL = sandbox.baseURL;
  const stateFile = path.join(sandbox.dir, 'e2e-state.json');
  process.env.E2E_STATE_FILE = stateFile;
  writeFileSync(stateFile, JSON.stringify({ baseURL: sandbox.baseURL, pid: sandbox.pid, dir: sandbox.dir, logFile: sandbox.logFile }));
  console.log(`Sandbox for the e2e tests: ${sandbox.baseURL}`);
}
