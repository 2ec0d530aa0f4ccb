// `npm test`: the type-checker and the linter (one check each), jest (unit, component, sandbox), then Playwright (e2e),
// then one line totalling all of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'boxoffice-tests-'));
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** A runner that exits non-zero without any failed test still counts as one failure, so the total never says all passed. */
function suite(name, exitCode, counts) {
  const crashed = !counts || (exitCode !== 0 && counts.failed === 0);
  const result = counts ?? { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  return { name, ...result, failed: result.failed + (crashed ? 1 : 0), crashed, exitCode };
}

function jestSuite() {
  const file = path.join(reportDir, 'jest.json');
  // jest's default on 2 cores is one worker (cores - 1), which leaves a core idle while the parent only waits.
  const exitCode = run(bin('jest'), ['--ci', '--json', `--outputFile=${file}`, `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`]);
  const report = readJson(file);
  const counts = report && {
    passed: report.numPassedTests,
    // Test files that could not run (syntax or import errors) hold no failed test, so count each one.
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    // Skipped and planned-only tests: everything counted that neither passed nor failed.
    skipped: report.numTotalTests - report.numPassedTests - report.numFailedTests,
    flaky: 0,
  };
  return suite('unit and component (jest)', exitCode, counts);
}

function e2eSuite() {
  const file = path.join(reportDir, 'e2e.json');
  const exitCode = run(bin('playwright'), ['test'], { E2E_REPORT_FILE: file });
  const report = readJson(file);
  const stats = report?.stats;
  const counts = stats && {
    passed: stats.expected + stats.flaky,
    // Errors outside any test (global setup, a spec file that does not load) each count as one failure.
    failed: stats.unexpected + (report.errors?.length ?? 0),
    skipped: stats.skipped,
    flaky: stats.flaky,
  };
  return suite('end-to-end (Playwright, Chromium)', exitCode, counts);
}

/**
 * A check that passes or fails as a whole (the type-checker, the linter) counts as one test. Each is mostly one busy
 * core, so the two run side by side; each one's output is printed whole when it ends, never interleaved.
 */
function check(name, script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      process.stdout.write(`> ${name}\n${Buffer.concat(output).toString()}`);
      const exitCode = code ?? 1;
      resolve(suite(name, exitCode, { passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0, flaky: 0 }));
    });
  });
}

const checks = await Promise.all([check('type-check (tsc)', 'typecheck'), check('lint (eslint)', 'lint')]);
const suites = [...checks, jestSuite(), e2eSuite()];
rmSync(reportDir, { recursive: true, force: true });

console.log('');
for (const s of suites) {
  const extras = [s.skipped ? `${s.skipped} skipped` : '', s.flaky ? `${s.flaky} passed only on retry` : '', s.crashed ? `runner exited ${s.exitCode}` : '']
    .filter(Boolean)
    .join(', ');
  console.log(`${s.name}: ${s.passed} passed, ${s.failed} failed${extras ? ` (${extras})` : ''}`);
}
const total = (key) => suites.reduce((sum, s) => sum + s[key], 0);
const skipped = total('skipped');
console.log(`${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = suites.some((s) => s.failed > 0 || s.exitCode !== 0) ? 1 : 0;
