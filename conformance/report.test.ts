/** The reproducer lines and the report's text and JUnit forms. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { root } from './openapi';
import { buildUrl, curlFor } from './http';
import { UNCHECKED_PROMISES } from './promises';
import { formatReport, junitXml, type Report } from './report';
import type { RequestSpec } from './types';

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
    expect(text).not.toContain('  updateGroup:');
    const promises = text.slice(text.indexOf("THE CONTRACT'S PROMISES STILL UNCHECKED"));
    for (const promise of UNCHECKED_PROMISES) expect(promises).toContain(`  - ${promise}`);
    expect(text.trim().endsWith('FAILED: 1 failures in 1.5 s')).toBe(true);
  });

  it('as JUnit XML: a suite per operation, a case per check, escaped', () => {
    const xml = junitXml(report);
    expect(xml).toContain('<testsuites name="conformance" tests="2" failures="1" skipped="1" time="1.500">');
    expect(xml).toContain(
      '<testsuite name="getGroup (GET /api/groups/{groupId})" tests="2" failures="1" skipped="1">',
    );
    expect(xml).toContain('<failure message="a status below 500">');
    expect(xml).toContain('&lt;h1&gt;oops &amp; co&lt;/h1&gt;');
    expect(xml).toContain('<skipped message="no &lt;sequence&gt;"/>');
  });
});

describe("the contract's promises still unchecked", () => {
  it('are the rows docs/conformance.md marks unchecked, in its order', () => {
    const doc = readFileSync(`${root}/docs/conformance.md`, 'utf8');
    const rows = [...doc.matchAll(/^\| \*\*unchecked:\*\* (.+?) +\|/gm)].map((m) => m[1]);
    expect(rows).toEqual(UNCHECKED_PROMISES);
  });
});
