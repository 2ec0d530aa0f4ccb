import { existsSync, readFileSync } from 'node:fs';
import { stopSandbox } from '../../../scripts/lib/sandbox.mjs';

/** Stops the sandbox globalSetup started, keeps its log as test-results/sandbox.log and removes its temp dir. */
export default async function globalTeardown(): Promise<void> {
  const stateFile = process.env.E2E_STATE_FILE;
  if (!stateFile || !existsSync(stateFile)) return;
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { pid: number; dir: string; logFile: string };
  await stopSandbox({ ...state, keepLogAs: 'test-results/sandbox.log' });
}
