/**
 * FHIR answers judged against R4 (./fhir-answers.ts, ../formats/fhir-r4.ts): the interaction named, Medplum's
 * errors and the required bindings' codes in the failure, a valid resource passing, and the validator loaded
 * only when a FHIR answer comes.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDataType } from '@medplum/core';
import { indexR4, r4CodeErrors, r4Errors, USUAL_RESOURCES } from '../formats/fhir-r4';
import { FhirAnswers, fhirInteraction, fhirVerdict } from './fhir-answers';
import { listOperations, loadOpenapi } from './openapi';
import { OutsideSurfaces } from './outside-surfaces';
import { Results } from './results';
import type { Exchange } from './types';

const BASE = 'http://127.0.0.1:4010/fhir/R4';
const validator = { r4Errors, r4CodeErrors, indexR4 } as unknown as Parameters<typeof fhirVerdict>[0];
/** R4's diagnostic-report-status (a required binding of DiagnosticReport.status). */
const REPORT_STATUSES = [
  'registered',
  'partial',
  'preliminary',
  'final',
  'amended',
  'corrected',
  'appended',
  'cancelled',
  'entered-in-error',
  'unknown',
];
const report = (status?: string) => ({
  resourceType: 'DiagnosticReport',
  ...(status === undefined ? {} : { status }),
  code: { text: 'Surgical pathology report' },
});

beforeAll(() => indexR4(['Bundle', 'DiagnosticReport', 'OperationOutcome', 'CapabilityStatement']));

describe('fhirInteraction', () => {
  it("names R4's interactions from the method and the path under the base", () => {
    expect(fhirInteraction('GET', `${BASE}/metadata`, BASE)).toBe('capabilities');
    expect(fhirInteraction('GET', `${BASE}/DiagnosticReport?_count=1`, BASE)).toBe(
      'search-type DiagnosticReport',
    );
    expect(fhirInteraction('GET', `${BASE}/Patient/p-1`, BASE)).toBe('read Patient');
    expect(fhirInteraction('POST', `${BASE}/`, BASE)).toBe('transaction');
    expect(fhirInteraction('POST', `${BASE}/Task`, BASE)).toBe('create Task');
  });
});

describe('fhirVerdict', () => {
  it("fails a report without its status, naming Medplum's path and rule", () => {
    expect(fhirVerdict(validator, report(), 'the FHIR API: read DiagnosticReport answers', 200)).toEqual({
      pass: false,
      expected:
        "the FHIR API: read DiagnosticReport answers a valid FHIR R4 DiagnosticReport (Medplum's validator, R4's required bindings)",
      seen: '200: DiagnosticReport.status: Missing required property (structure)',
    });
  });

  it('passes a status of the required value set and fails any other', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...REPORT_STATUSES), fc.string({ maxLength: 12 })), (status) => {
        const verdict = fhirVerdict(validator, report(status), 'x', 200);
        expect(verdict?.pass).toBe(REPORT_STATUSES.includes(status));
      }),
      { numRuns: 60 },
    );
  });

  it('judges the resources a Bundle holds, and an OperationOutcome issue code outside IssueType', () => {
    const bundle = { resourceType: 'Bundle', entry: [{ resource: report('done') }] };
    expect(fhirVerdict(validator, bundle, 'x', 200)?.pass).toBe(false);
    const seen = (fhirVerdict(validator, bundle, 'x', 200) as { seen: string }).seen;
    expect(seen).toContain('Bundle.type: Missing required property (structure)');
    expect(seen).toContain(
      'Bundle.entry[0].resource.status: Value "done" is not in the required value set http://hl7.org/fhir/ValueSet/diagnostic-report-status|4.0.1 (code-invalid)',
    );
    const outcome = { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'bad-request' }] };
    expect(fhirVerdict(validator, outcome, 'x', 400)?.pass).toBe(false);
    const valid = { ...outcome, issue: [{ severity: 'error', code: 'value' }] };
    expect(fhirVerdict(validator, valid, 'x', 400)).toEqual({ pass: true });
  });
});

describe('the required bindings judged', () => {
  // r4CodeErrors judges `code` elements only. That leaves nothing out while R4 binds no Coding or CodeableConcept
  // `required` in what PathBridge's FHIR surfaces answer and take: a resource type added there with one fails here.
  it('are all on code elements in the resources PathBridge answers and takes, and the types they hold', () => {
    indexR4(USUAL_RESOURCES);
    const seen = new Set<string>();
    const concepts: string[] = [];
    const visit = (typeName: string) => {
      if (seen.has(typeName)) return;
      seen.add(typeName);
      let elements: ReturnType<typeof getDataType>['elements'];
      try {
        elements = getDataType(typeName).elements;
      } catch {
        return;
      }
      for (const [key, element] of Object.entries(elements))
        for (const { code } of element.type) {
          const bound = element.binding?.strength === 'required';
          if (bound && (code === 'Coding' || code === 'CodeableConcept')) concepts.push(`${typeName}.${key}`);
          visit(code);
        }
    };
    USUAL_RESOURCES.forEach(visit);
    expect(seen.size).toBeGreaterThan(USUAL_RESOURCES.length + 20);
    expect(concepts).toEqual([]);
  });
});

describe('FhirAnswers', () => {
  const doc = loadOpenapi();
  const operations = listOperations(doc);
  const order = operations.find((op) => op.operationId === 'createOrder')!;
  const exchange = (
    type: string,
    json: unknown,
    url = 'http://127.0.0.1:4010/api/interop/orders',
  ): Exchange => ({
    request: {
      method: 'POST',
      template: order.path,
      pathParams: {},
      query: {},
      headers: {},
      auth: { none: true },
    },
    url,
    response: { status: 400, headers: { 'content-type': type }, json, size: 100, ms: 1 },
    curl: 'curl',
  });

  it('loads the validator only for a FHIR answer of a selected operation, and records its verdict', async () => {
    const results = new Results(new Set(['response_schema_conformance'] as const), [order]);
    let loads = 0;
    const answers = new FhirAnswers(results, operations, new OutsideSurfaces('http://127.0.0.1:4010'), () => {
      loads += 1;
      return Promise.resolve(validator as never);
    });
    answers.observe(exchange('application/json', { resourceType: 'OperationOutcome' }), order, undefined);
    answers.observe(exchange('application/fhir+json', { isSuccess: false }), order, undefined);
    expect(loads).toBe(0);
    const broken = { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'bad-request' }] };
    answers.observe(exchange('application/fhir+json; charset=utf-8', broken), order, undefined);
    await answers.settled();
    expect(loads).toBe(1);
    expect(results.operations.get('createOrder')!.checks.response_schema_conformance).toMatchObject({
      failed: 1,
    });
  });
});
