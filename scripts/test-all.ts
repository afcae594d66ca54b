/**
 * `npm test`: every check, stage by stage, stopping after the first stage with a failure: the generated contract
 * fresh, types, lint and the production build (side by side, two at a time: each is one process on one core),
 * with the mock's slides derived beside them (below); then unit and contract tests (vitest); then end-to-end
 * tests (Playwright in Chromium); then the app as two instances behind HAProxy (`npm run test:balanced --
 * --quick`, ~25 s: decision 087). Ends with one line counting every test run: "tests: N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { bin, requireNode24, run } from './lib';

requireNode24();
console.log(`Node ${process.version}`);

const reports = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
const balancedJson = path.join(reports, 'balanced.json');

type Step = [name: string, command: string, args: string[], env?: Record<string, string>];

/**
 * Derived during the first stage, as a third process beside its two lanes: on a clean clone (CI's) deriving the
 * mock's slides takes about 25 s but only 32 of the two cores' 50 CPU-s (measured alone), and the unit stage's
 * global setup, which otherwise derives them while no test file runs, then finds the cache warm.
 */
const BESIDE_FIRST_STAGE: Step = ['slides for the mock', bin('tsx'), ['scripts/prepare-slides.ts']];

const stages: Step[][] = [
  [
    // Longest first (CPU-s, each measured alone: 84, 74, 63, 33, 17), so two lanes end about together.
    ['lint: format', 'npm', ['run', '-s', 'lint:format']],
    ['lint: code', 'npm', ['run', '-s', 'lint:code']],
    ['build', bin('remix'), ['vite:build', '--logLevel', 'error']],
    ['typecheck', 'npm', ['run', '-s', 'typecheck']],
    ['contracts:check', bin('tsx'), ['scripts/contracts.ts', '--check']],
  ],
  [
    [
      'unit and contract tests',
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    ],
  ],
  [
    [
      'end-to-end tests',
      bin('playwright'),
      ['test', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson },
    ],
  ],
  [
    [
      'two app instances behind a load balancer',
      bin('tsx'),
      ['scripts/test-balanced.ts', '--quick'],
      { PLAYWRIGHT_JSON_OUTPUT_FILE: balancedJson },
    ],
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
  for (const file of [playwrightJson, balancedJson]) {
    try {
      const p = JSON.parse(readFileSync(file, 'utf8')).stats;
      total.passed += p.expected + p.flaky;
      total.failed += p.unexpected;
      total.skipped += p.skipped;
    } catch {
      /* not run */
    }
  }
  return total;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** A step alone: its output as it comes. */
async function runLive([name, command, args, env]: Step): Promise<boolean> {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  console.log(`◀ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(started)}`);
  return code === 0;
}

/** A step beside others: its output kept and printed whole when it ends, so steps never interleave. */
function runBuffered([name, command, args, env]: Step): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (exit, signal) => {
      const code = exit ?? (signal ? 1 : 0);
      process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
      console.log(`◀ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(started)}`);
      resolve(code === 0);
    });
  });
}

/** The stage's steps, as many at once as there are cores; the names of those that failed. */
async function runStage(stage: Step[]): Promise<string[]> {
  if (stage.length === 1) return (await runLive(stage[0]!)) ? [] : [stage[0]![0]];
  const failed: string[] = [];
  const queue = [...stage];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      if (!(await runBuffered(step))) failed.push(step[0]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), stage.length) }, lane));
  return failed;
}

let failedSteps: string[] = [];
for (const [index, stage] of stages.entries()) {
  const beside = index === 0 ? runBuffered(BESIDE_FIRST_STAGE) : null;
  failedSteps = await runStage(stage);
  if (beside && !(await beside)) failedSteps.push(BESIDE_FIRST_STAGE[0]);
  if (failedSteps.length) break;
}

const { passed, failed, skipped } = counts();
if (failedSteps.length) console.error(`\nnpm test stopped at: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
