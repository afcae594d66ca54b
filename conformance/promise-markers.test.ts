/**
 * The markers that write this contract's prose promises for the checker (decision 173): `x-query-one-of` and
 * `x-destination` (coverage cases), `x-refused-unless` (a setting needed first) and `x-sums` (totals of a list),
 * read from openapi.yaml itself, so a marker moved or misspelt fails here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destinationCases, INNER_DESTINATION, noneOfCase } from './generate/coverage-promises';
import { createSchemas, listOperations, loadOpenapi } from './openapi';
import { operationExtension } from './rules/extension';
import { readSettingRule, settingAt, settingVerdict } from './rules/setting-required';
import { brokenSum } from './sums-keyword';
import type { Exchange, RequestSpec } from './types';

const doc = loadOpenapi();
const operations = listOperations(doc);
const op = (id: string) => operations.find((o) => o.operationId === id)!;
const spec = (query: Record<string, string>, body?: unknown): RequestSpec => ({
  method: 'GET',
  template: '/x',
  pathParams: {},
  query,
  headers: {},
  auth: { role: 'MedicalFacility' },
  ...(body !== undefined && { body: { kind: 'json' as const, value: body } }),
});
const answered = (status: number): Exchange => ({
  request: spec({}),
  url: 'http://server.test',
  curl: 'curl',
  response: { status, headers: {}, text: '', size: 0, ms: 1 },
});

describe('x-query-one-of', () => {
  it("searchImageArchive's criteria: the case leaves all of them out and keeps the rest", () => {
    const names = operationExtension(doc, op('searchImageArchive'), 'x-query-one-of');
    expect(names).toEqual(['accessionNumber', 'patientId', 'studyDate']);
    const none = noneOfCase(
      spec({ accessionNumber: 'A-1', studyDate: '2026-11-20', other: 'x' }),
      names as string[],
    );
    expect(none).toMatchObject({ expect: 'refused', request: { query: { other: 'x' } } });
    expect(Object.keys(none.request.query)).toEqual(['other']);
  });
});

describe('x-destination', () => {
  it('sets each marked URL of the interfaces to the metadata address, alone in the body', () => {
    const update = op('updateMyFacilityInterfaces');
    const cases = destinationCases(update.body!.schema!, spec({}, { hl7: { host: 'lis.example' } }), doc);
    expect(cases.map((c) => (c.request.body as { value: unknown }).value)).toEqual([
      { fhirPush: { enabled: false, baseUrl: INNER_DESTINATION } },
      { dicomweb: { baseUrl: INNER_DESTINATION } },
    ]);
    expect(cases.every((c) => c.expect === 'refused')).toBe(true);
  });
});

describe('x-refused-unless', () => {
  const rule = { read: 'getMyFacilityInterfaces', path: 'dicomweb', status: 409 };

  it('marks the archive operations with the setting they need', () => {
    for (const id of ['searchImageArchive', 'attachArchiveSeries', 'testDicomWebEndpoint'])
      expect(readSettingRule(operationExtension(doc, op(id), 'x-refused-unless'))).toEqual(rule);
    expect(readSettingRule({ read: 'x', path: 'y', status: 200 })).toMatch(/not a 4xx/);
  });

  it('reads the setting at its path; the status passes, a 2xx fails, another refusal says nothing', () => {
    expect(settingAt({ data: { dicomweb: null } }, 'dicomweb')).toBeNull();
    expect(settingAt({ data: { dicomweb: { baseUrl: 'https://a' } } }, 'dicomweb.baseUrl')).toBe('https://a');
    expect(settingVerdict(rule, answered(409))).toEqual({ pass: true });
    expect(settingVerdict(rule, answered(200))).toMatchObject({
      pass: false,
      expected: '409 while getMyFacilityInterfaces answers no dicomweb (nothing saved to use)',
    });
    for (const status of [403, 404, 422, 429, 502]) expect(settingVerdict(rule, answered(status))).toBeNull();
  });
});

describe('x-sums and the per-priority figures', () => {
  const row = (counts: number[]) => ({
    cases: counts.reduce((a, b) => a + b, 0),
    met: 0,
    byPriority: counts.map((cases, i) => ({ priority: ['STAT', 'Rush', 'Routine'][i], cases, met: 0 })),
  });

  it('a total is the sum of its list, whatever the counts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 3, maxLength: 3 }), (counts) => {
        expect(brokenSum({ byPriority: ['cases', 'met'] }, row(counts))).toBeUndefined();
        const off = { ...row(counts), cases: row(counts).cases + 1 };
        expect(brokenSum({ byPriority: ['cases', 'met'] }, off)).toMatch(/^cases \d+ is not the sum/);
      }),
    );
  });

  it('CaseTypeTurnaround: priorities adding up, most urgent first, and nothing else', () => {
    const validate = createSchemas(doc).validatorAt('/components/schemas/CaseTypeTurnaround');
    const figures = (counts: number[]) => ({
      caseType: 'surgical',
      ...row(counts),
      onTimePercent: null,
      medianWorkingHours: null,
      byPriority: row(counts).byPriority.map((p) => ({
        ...p,
        onTimePercent: null,
        medianWorkingHours: null,
      })),
    });
    expect(validate(figures([1, 2, 3]))).toBe(true);
    expect(validate({ ...figures([1, 2, 3]), cases: 5 })).toBe(false);
    const reversed = figures([1, 2, 3]);
    reversed.byPriority.reverse();
    expect(validate(reversed)).toBe(false);
  });

  it('SlideArchiveStorage and SlideLink: a sentence only for Failed, a series for Stored', () => {
    const storage = createSchemas(doc).validatorAt('/components/schemas/SlideArchiveStorage');
    expect(storage({ state: 'Failed', message: 'The archive refused the slide.' })).toBe(true);
    expect(storage({ state: 'Failed', message: null })).toBe(false);
    expect(storage({ state: 'Queued', message: null })).toBe(true);
    expect(storage({ state: 'Stored', message: 'Stored.' })).toBe(false);
  });
});
