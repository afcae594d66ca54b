/**
 * The run's report: a JSON object (`--report-json`), JUnit XML (`--junit`) and the text printed at the end —
 * every failure with its check, operation, expected and seen, and a curl line; then a summary per check.
 */
import path from 'node:path';
import { CHECK_DESCRIPTIONS } from './checks';
import { tokenVariable } from './http';
import type { OperationResult, Results, Skip } from './results';
import type { CheckFailure, CheckName } from './types';
import type { HygieneSummary } from './hygiene';
import { UNCHECKED_PROMISES, uncheckedWrites } from './promises';

/**
 * An operation as the report gives it: its tallies, the checks that judged it (a verdict, passed or failed, on
 * at least one of its answers or on the operation as a whole) and how long the server took on what each judged.
 */
export interface ReportOperation extends OperationResult {
  judgedBy?: CheckName[];
  /** Per judging check, the milliseconds the server took on the answers it judged. */
  ms?: Partial<Record<CheckName, number>>;
}

/** The checks that judged the operation (passed or failed something), in the run's order of checks. */
export function judgedBy(op: OperationResult, checks: readonly CheckName[]): CheckName[] {
  return checks.filter((check) => {
    const tally = op.checks[check];
    return !!tally && tally.passed + tally.failed > 0;
  });
}

/** Whether any answer to the operation was a 2xx. */
export const reached = (op: OperationResult) => Object.keys(op.statuses).some((s) => /^2\d\d$/.test(s));

/** An unreached operation's mark: `(no 2xx)`, with what excused it (the contract's reason, the run's) if anything. */
const unreachedWhy = (op: OperationResult) => {
  const why = op.checks.success_reached?.skipped;
  return why ? ` (no 2xx: ${why})` : ' (no 2xx)';
};

export interface Report {
  ok: boolean;
  baseUrl: string;
  /** The contract's file (absolute). */
  spec?: string;
  seed: number;
  checks: CheckName[];
  requests: number;
  durationMs: number;
  roles: { role: string; email: string }[];
  /** Per check: how many operations passed, failed, or were skipped. */
  summary: Partial<Record<CheckName, { passed: number; failed: number; skipped: number }>>;
  operations: ReportOperation[];
  failures: CheckFailure[];
  skips: Skip[];
  warnings: string[];
  /** What the run put back, removed, and could not (./hygiene.ts); absent when it wrote nothing. */
  hygiene?: HygieneSummary;
}

export function buildReport(input: {
  results: Results;
  baseUrl: string;
  spec?: string;
  seed: number;
  checks: CheckName[];
  requests: number;
  durationMs: number;
  roles: { role: string; email: string }[];
  hygiene?: HygieneSummary;
}): Report {
  const { results } = input;
  const operations: ReportOperation[] = [...results.operations.values()].map((op) => {
    const by = judgedBy(op, input.checks);
    return {
      ...op,
      judgedBy: by,
      ms: Object.fromEntries(by.map((check) => [check, results.judgedTime(op.operationId, check)])),
    };
  });
  const summary: Report['summary'] = {};
  for (const check of input.checks) {
    const row = (summary[check] = { passed: 0, failed: 0, skipped: 0 });
    for (const op of operations) {
      const tally = op.checks[check];
      if (!tally || tally.skipped) row.skipped++;
      else if (tally.failed) row.failed++;
      else row.passed++;
    }
  }
  const failures = [...results.failures.values()];
  const nobody = !input.roles.length;
  return {
    ok: failures.length === 0 && !nobody,
    baseUrl: input.baseUrl,
    spec: input.spec,
    seed: input.seed,
    checks: input.checks,
    requests: input.requests,
    durationMs: input.durationMs,
    roles: input.roles,
    hygiene: input.hygiene,
    summary,
    operations,
    failures,
    skips: results.skips,
    warnings: nobody
      ? [...results.warnings, 'nobody could log in: secured operations were not checked']
      : results.warnings,
  };
}

/** The contract's file as the report names it: its path from here, or its name when that is shorter. */
export function specName(report: Pick<Report, 'spec'>): string {
  if (!report.spec) return 'openapi.yaml';
  const relative = path.relative(process.cwd(), report.spec);
  return relative.length < report.spec.length && !relative.startsWith('..') ? relative : report.spec;
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padStart = (text: string | number, width: number) => String(text).padStart(width);

/** How to set the token variables the curl lines name. */
export function tokenHelp(report: Report): string[] {
  const roles = new Set(
    report.failures.map((f) => f.role.replace(/#fresh$/, '')).filter((role) => !role.startsWith('(')),
  );
  const lines: string[] = [];
  for (const { role, email } of report.roles) {
    if (!roles.has(role)) continue;
    lines.push(
      `  export ${tokenVariable(role)}=$(curl -sS -X POST '${report.baseUrl.replace(/\/$/, '')}/api/users/login' ` +
        `-H 'Content-Type: application/json' -d '{"email":"${email}","password":"'"$PASSWORD"'"}' ` +
        `| node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).data.token')`,
    );
  }
  return lines.length ? ["Tokens for the curl lines (PASSWORD: that account's password):", ...lines, ''] : [];
}

export function formatReport(report: Report): string {
  const lines: string[] = [];
  const seconds = (report.durationMs / 1000).toFixed(1);
  lines.push(
    `Conformance of ${report.baseUrl} to ${specName(report)}: ${report.operations.length} operations, ` +
      `${report.requests} requests, ${seconds} s, seed ${report.seed} (--seed ${report.seed} repeats it)`,
    '',
  );
  if (report.failures.length) {
    lines.push(`FAILURES (${report.failures.length})`, '');
    report.failures.forEach((failure, index) => {
      lines.push(
        `${index + 1}. ${failure.check}: ${failure.operationId} (${failure.method} ${failure.path}) as ${failure.role}`,
        `   expected: ${failure.expected}`,
        `   seen:     ${failure.seen}`,
        `   ${failure.curl}`,
      );
      if (failure.occurrences > 1)
        lines.push(`   (${failure.occurrences - 1} more requests failed the same way)`);
      lines.push('');
    });
    lines.push(...tokenHelp(report));
  }
  if (report.skips.length) {
    lines.push('NOT SENT (by design)');
    for (const skip of report.skips) lines.push(`  ${skip.operationId}: ${skip.what}: ${skip.reason}`);
    lines.push('');
  }
  const unaccepted = report.operations.filter(
    (op) => Object.keys(op.statuses).length && !Object.keys(op.statuses).some((s) => s.startsWith('2')),
  );
  if (unaccepted.length) {
    lines.push(
      `NOTE: ${unaccepted.length} operations accepted no request (no 2xx), so their success answers went unchecked:`,
      `  ${unaccepted.map((op) => op.operationId).join(', ')}`,
      '',
    );
  }
  const hygiene = report.hygiene;
  if (hygiene && hygiene.restored.length + hygiene.removed.length + hygiene.left.length) {
    lines.push(
      `CLEAN-UP: ${hygiene.restored.length} records put back as found, ${hygiene.removed.length} created records removed`,
    );
    for (const left of hygiene.left) lines.push(`  left: ${left}`);
    lines.push('');
  }
  for (const warning of report.warnings) lines.push(`WARNING: ${warning}`);
  if (report.warnings.length) lines.push('');
  const width = Math.max('check (operations)'.length, ...report.checks.map((c) => c.length));
  lines.push(`${pad('check (operations)', width)}  passed  failed  skipped`);
  for (const check of report.checks) {
    const row = report.summary[check]!;
    lines.push(
      `${pad(check, width)}  ${padStart(row.passed, 6)}  ${padStart(row.failed, 6)}  ${padStart(row.skipped, 7)}`,
    );
  }
  const failing = report.operations.filter((op) => Object.values(op.checks).some((t) => t?.failed));
  if (failing.length) {
    lines.push('', 'Operations with failures:');
    for (const op of failing) {
      const checks = Object.entries(op.checks)
        .filter(([, t]) => t?.failed)
        .map(([check]) => check);
      lines.push(`  ${op.operationId} (${op.method} ${op.path}): ${checks.join(', ')}`);
    }
  }
  lines.push('', 'JUDGED BY (per operation, the checks that passed or failed something of it):');
  for (const op of report.operations) {
    const by = op.judgedBy ?? judgedBy(op, report.checks);
    lines.push(
      `  ${op.operationId}: ${by.length ? by.join(', ') : 'nothing'}${reached(op) ? '' : unreachedWhy(op)}`,
    );
  }
  const writes = uncheckedWrites(report.operations);
  if (writes.length) {
    lines.push('', `WRITES NOT READ BACK (${writes.length}; write_read_back):`);
    for (const line of writes) lines.push(`  ${line}`);
  }
  lines.push('', "THE CONTRACT'S PROMISES STILL UNCHECKED (docs/conformance.md):");
  for (const promise of UNCHECKED_PROMISES) lines.push(`  - ${promise}`);
  lines.push(
    '',
    report.ok ? `PASSED in ${seconds} s` : `FAILED: ${report.failures.length} failures in ${seconds} s`,
  );
  return lines.join('\n');
}

const xml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/**
 * JUnit XML: a test suite per operation, a test case per check that judged it (passed or failed), timed by what
 * the server took on the answers that check judged. A check that had nothing of the operation to judge is no case:
 * a CI would count it as a skipped test. The one skipped case is an operation the run reached with no 2xx and
 * that success_reached excused (or did not judge): it says why.
 */
export function junitXml(report: Report): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let skipped = 0;
  for (const op of report.operations) {
    const cases: string[] = [];
    let suiteFailures = 0;
    let suiteSkipped = 0;
    let suiteMs = 0;
    const by = op.judgedBy ?? judgedBy(op, report.checks);
    for (const check of by) {
      const tally = op.checks[check]!;
      const ms = op.ms?.[check] ?? 0;
      suiteMs += ms;
      const open = `    <testcase classname="${xml(op.operationId)}" name="${check}" time="${(ms / 1000).toFixed(3)}">`;
      if (tally.failed) {
        suiteFailures++;
        const mine = report.failures.filter((f) => f.operationId === op.operationId && f.check === check);
        const body = mine.map((f) => `expected: ${f.expected}\nseen: ${f.seen}\n${f.curl}`).join('\n\n');
        cases.push(
          `${open}<failure message="${xml(mine[0]?.expected ?? CHECK_DESCRIPTIONS[check])}">${xml(body)}</failure></testcase>`,
        );
      } else {
        cases.push(`${open}</testcase>`);
      }
    }
    if (!reached(op) && !by.includes('success_reached')) {
      suiteSkipped++;
      const why = op.checks.success_reached?.skipped ?? 'no request of the run was answered 2xx';
      cases.push(
        `    <testcase classname="${xml(op.operationId)}" name="success_reached" time="0.000"><skipped message="${xml(why)}"/></testcase>`,
      );
    }
    tests += cases.length;
    failures += suiteFailures;
    skipped += suiteSkipped;
    suites.push(
      `  <testsuite name="${xml(`${op.operationId} (${op.method} ${op.path})`)}" tests="${cases.length}" failures="${suiteFailures}" skipped="${suiteSkipped}" time="${(suiteMs / 1000).toFixed(3)}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  const time = (report.durationMs / 1000).toFixed(3);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance" tests="${tests}" failures="${failures}" skipped="${skipped}" time="${time}">\n${suites.join('\n')}\n</testsuites>\n`;
}
