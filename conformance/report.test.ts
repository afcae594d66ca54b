/** The reproducer lines and the report's text and JUnit forms. */
import { answeredExchange } from './answered-exchange';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildUrl, curlFor } from './http';
import { UNCHECKED_PROMISES } from './promises';
import { listOperations, loadOpenapi, root } from './openapi';
import { buildReport, formatReport, junitXml, type Report } from './report';
import { Results } from './results';
import { judgeSuccessReached } from './rules/success-reached';
import type { CheckName, RequestSpec } from './types';

const request = (extra: Partial<RequestSpec>): RequestSpec => ({
  method: 'POST',
  template: '/api/cases/{caseId}/cancel',
  pathParams: { caseId: 'case 1/2' },
  query: { q: "it's" },
  headers: {},
  auth: { role: 'Facility_NP' },
  ...extra,
});

describe('curl lines', () => {
  it('encode path values, quote for the shell, and name the token as a variable, never its value', () => {
    const spec = request({ body: { kind: 'json', value: { note: "O'Brien" } } });
    const url = buildUrl('http://host:4010/', spec);
    expect(url).toBe('http://host:4010/api/cases/case%201%2F2/cancel?q=it%27s');
    expect(curlFor(url, spec)).toBe(
      `curl -sS -i -X POST '${url}' -H "Authorization: Bearer $CONFORMANCE_TOKEN_FACILITY_NP" ` +
        `-H 'Content-Type: application/json' --data-raw '{"note":"O'\\''Brien"}'`,
    );
  });

  it('send a body without a Content-Type as such, a made-up token as itself, and files as -F', () => {
    const untyped = request({ auth: { invalid: true }, body: { kind: 'untyped', text: '{}' } });
    expect(curlFor('http://h/x', untyped)).toBe(
      "curl -sS -i -X POST 'http://h/x' -H 'Authorization: Bearer conformance-invalid-token' -H 'Content-Type:' --data-raw '{}'",
    );
    const upload = request({
      auth: { none: true },
      body: {
        kind: 'multipart',
        fields: { slot: 'labReports' },
        files: [
          { field: 'file', filename: 'a.pdf', contentType: 'application/pdf', bytes: new Uint8Array() },
        ],
      },
    });
    expect(curlFor('http://h/x', upload)).toBe(
      "curl -sS -i -X POST 'http://h/x' -F 'slot=labReports' -F 'file=@a.pdf;type=application/pdf'",
    );
  });
});

const report: Report = {
  ok: false,
  baseUrl: 'http://staging.test',
  seed: 9,
  checks: ['not_a_server_error', 'use_after_free'],
  requests: 3,
  durationMs: 1500,
  roles: [{ role: 'Admin', email: 'admin@demo.test' }],
  summary: {
    not_a_server_error: { passed: 0, failed: 1, skipped: 0 },
    use_after_free: { passed: 0, failed: 0, skipped: 1 },
  },
  operations: [
    {
      operationId: 'getGroup',
      method: 'GET',
      path: '/api/groups/{groupId}',
      checks: {
        not_a_server_error: { passed: 1, failed: 1 },
        use_after_free: { passed: 0, failed: 0, skipped: 'no <sequence>' },
      },
      statuses: { '200': 1, '500': 1 },
    },
  ],
  failures: [
    {
      check: 'not_a_server_error',
      operationId: 'getGroup',
      method: 'GET',
      path: '/api/groups/{groupId}',
      role: 'Admin',
      expected: 'a status below 500',
      seen: '500 (text/html) "<h1>\u0007oops & co</h1>"',
      curl: "curl -sS -i -X GET 'http://staging.test/api/groups/grp-1'",
      occurrences: 3,
    },
  ],
  skips: [{ operationId: 'changePassword', what: 'valid requests', reason: 'changes the password' }],
  warnings: [],
};

describe('the report', () => {
  it('prints each failure with its check, operation, role, expected, seen and curl line; then the summary', () => {
    const text = formatReport(report);
    expect(text).toContain('1. not_a_server_error: getGroup (GET /api/groups/{groupId}) as Admin');
    expect(text).toContain('   expected: a status below 500');
    expect(text).toContain("   curl -sS -i -X GET 'http://staging.test/api/groups/grp-1'");
    expect(text).toContain('   (2 more requests failed the same way)');
    expect(text).toContain('export CONFORMANCE_TOKEN_ADMIN=$(curl');
    expect(text).toContain('  changePassword: valid requests: changes the password');
    expect(text).toMatch(/not_a_server_error\s+0\s+1\s+0/);
    expect(text.trim().endsWith('FAILED: 1 failures in 1.5 s')).toBe(true);
  });

  it('lists the writes no read proved, with why, and ends with the promises still unchecked', () => {
    const withWrites: Report = {
      ...report,
      operations: [
        ...report.operations,
        ...[
          [
            'addTaskComment',
            'unchecked: an action or create no read in the contract is named to prove (x-effect)',
          ],
          ['updateGroup', 'read back by unicode_round_trip and patch_changes_only_sent (x-read-back)'],
        ].map(([operationId, skipped]) => ({
          operationId: operationId!,
          method: 'POST',
          path: '/x',
          checks: { write_read_back: { passed: 0, failed: 0, skipped } },
          statuses: {},
        })),
      ],
    };
    const text = formatReport(withWrites);
    expect(text).toContain(
      'WRITES NOT READ BACK (1; write_read_back):\n  addTaskComment: an action or create no read in the contract is named to prove (x-effect)',
    );
    const writes = text.slice(text.indexOf('WRITES NOT READ BACK'), text.indexOf("THE CONTRACT'S PROMISES"));
    expect(writes).not.toContain('updateGroup');
    const promises = text.slice(text.indexOf("THE CONTRACT'S PROMISES STILL UNCHECKED"));
    for (const promise of UNCHECKED_PROMISES) expect(promises).toContain(`  - ${promise}`);
    expect(text.trim().endsWith('FAILED: 1 failures in 1.5 s')).toBe(true);
  });

  it('as JUnit XML: a suite per operation, a case per check that judged it, escaped', () => {
    const xml = junitXml(report);
    expect(xml).toContain('<testsuites name="conformance" tests="1" failures="1" skipped="0" time="1.500">');
    expect(xml).toContain(
      '<testsuite name="getGroup (GET /api/groups/{groupId})" tests="1" failures="1" skipped="0" time="0.000">',
    );
    expect(xml).toContain('<failure message="a status below 500">');
    expect(xml).toContain('&lt;h1&gt;oops &amp; co&lt;/h1&gt;');
    // use_after_free had nothing of getGroup to judge: no case, not a skipped one.
    expect(xml).not.toContain('use_after_free');
  });
});

describe('the report built from a run', () => {
  const operations = listOperations(loadOpenapi());
  const op = (id: string) => operations.find((o) => o.operationId === id)!;
  const answer = (id: string, status: number, ms: number) => answeredExchange(op(id), status, ms);
  function built() {
    const ids = ['getBanner', 'getCase', 'verifyEmailCode'];
    const checks: CheckName[] = ['not_a_server_error', 'use_after_free', 'success_reached'];
    const results = new Results(new Set(checks), ids.map(op));
    const ok = { pass: true } as const;
    for (const [id, status, ms] of [
      ['getBanner', 200, 120],
      ['getBanner', 200, 30],
      ['getCase', 404, 7],
      ['verifyEmailCode', 400, 5],
    ] as const) {
      const exchange = answer(id, status, ms);
      results.observe(op(id), exchange);
      results.record(op(id), 'not_a_server_error', ok, exchange);
    }
    results.withhold('verifyEmailCode', 'no --mock-token');
    judgeSuccessReached(results, loadOpenapi(), ids.map(op));
    results.finish({});
    const roles = [{ role: 'Admin', email: 'a@x.test' }];
    return buildReport({
      results,
      baseUrl: 'http://h',
      seed: 1,
      checks,
      requests: 4,
      durationMs: 900,
      roles,
    });
  }

  it('names per operation the checks that judged it, in JSON and in the text', () => {
    const report = built();
    expect(report.operations.map((o) => [o.operationId, o.judgedBy])).toEqual([
      ['getBanner', ['not_a_server_error', 'success_reached']],
      ['getCase', ['not_a_server_error', 'success_reached']],
      ['verifyEmailCode', ['not_a_server_error']],
    ]);
    const text = formatReport(report);
    expect(text).toContain('JUDGED BY (per operation, the checks that passed or failed something of it):');
    expect(text).toContain('  getBanner: not_a_server_error, success_reached\n');
    expect(text).toContain('  verifyEmailCode: not_a_server_error (no 2xx: not sent: no --mock-token)\n');
  });

  it("in JUnit: each case's time is the server's time on what it judged; one skip per unreached operation", () => {
    const xml = junitXml(built());
    expect(xml).toContain(
      '<testcase classname="getBanner" name="not_a_server_error" time="0.150"></testcase>',
    );
    // success_reached judges the operation as a whole: all its answers' time.
    expect(xml).toContain('<testcase classname="getBanner" name="success_reached" time="0.150"></testcase>');
    expect(xml).toContain('<testcase classname="getCase" name="success_reached" time="0.007"><failure');
    expect(xml).toContain(
      '<testcase classname="verifyEmailCode" name="success_reached" time="0.000"><skipped message="not sent: no --mock-token"/></testcase>',
    );
    expect(xml).toContain('<testsuites name="conformance" tests="6" failures="1" skipped="1" time="0.900">');
    expect(xml).not.toContain('use_after_free');
    // Skipped cases: no more than the operations no request reached (no 2xx): getCase failed, verifyEmailCode skipped.
    expect(xml.match(/<skipped /g)).toHaveLength(1);
  });
});

describe("the contract's promises still unchecked", () => {
  it('are the rows docs/conformance.md marks unchecked, in its order', () => {
    const doc = readFileSync(`${root}/docs/conformance.md`, 'utf8');
    const rows = [...doc.matchAll(/^\| \*\*unchecked:\*\* (.+?) +\|/gm)].map((m) => m[1]);
    expect(rows).toEqual(UNCHECKED_PROMISES);
  });
});
