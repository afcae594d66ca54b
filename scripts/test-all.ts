/**
 * `npm test`: every check, in order, stopping at the first failure: generated contract fresh, types, lint,
 * unit and contract tests (vitest), production build, end-to-end tests (Playwright in Chromium). Ends with
 * one line counting every test run: "tests: N passed, N failed".
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, run } from './lib';

const reports = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');

const steps: Array<[string, string, string[], Record<string, string>?]> = [
  ['contracts:check', bin('tsx'), ['scripts/contracts.ts', '--check']],
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  [
    'unit and contract tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  ],
  ['build', bin('remix'), ['vite:build', '--logLevel', 'error']],
  [
    'end-to-end tests',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson },
  ],
];

function counts(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  try {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    total.passed += v.numPassedTests;
    total.failed += v.numFailedTests;
    total.skipped += v.numPendingTests + v.numTodoTests;
  } catch {
    /* not run */
  }
  try {
    const p = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
    total.passed += p.expected + p.flaky;
    total.failed += p.unexpected;
    total.skipped += p.skipped;
  } catch {
    /* not run */
  }
  return total;
}

let failedStep: string | null = null;
for (const [name, command, args, env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  console.log(
    `◀ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) {
    failedStep = name;
    break;
  }
}

const { passed, failed, skipped } = counts();
if (failedStep) console.error(`\nnpm test stopped at: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
