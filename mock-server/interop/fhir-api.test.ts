/**
 * The FHIR API (decision 106, change 5): the CapabilityStatement, the search of DiagnosticReports and the reads of
 * what a report references, each valid R4 with no error; scoped to the credential's facility (another's: 403 on a
 * read, never in a search); an OperationOutcome for a bad request.
 */
import type {
  Bundle,
  CapabilityStatement,
  DiagnosticReport,
  OperationOutcome,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { FACILITY, OTHER_FACILITY } from '../testing/test-clients';
import { callAs, credentialOf } from '../testing/orders';
import { indexFhirDefinitions, r4Errors } from './fhir-validate';

const facilityOf = (email: string) => db.users.findFirst((q) => q.where({ email }))!.facilityId!;
const signedOf = (facilityId: string) =>
  db.cases
    .all()
    .filter((item) => item.facility.id === facilityId && item.finalReport)
    .sort((a, b) => a.caseID.localeCompare(b.caseID));

async function fhir<T extends Resource>(credential: string | null, path: string, status = 200) {
  const answer = await callAs(credential, `/fhir/R4/${path}`);
  expect(answer.status, path).toBe(status);
  expect(answer.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
  return (await answer.json()) as T;
}

const problems = (outcome: OperationOutcome) =>
  outcome.issue.map(({ code, expression }) => ({ code, expression }));

// R4's definitions are indexed once per process: seconds of CPU on a busy machine, not a test's own time.
beforeAll(indexFhirDefinitions, 60_000);

describe('the FHIR API', () => {
  it('describes itself in a valid CapabilityStatement, without a credential', async () => {
    const statement = await fhir<CapabilityStatement>(null, 'metadata');
    expect(r4Errors(statement)).toEqual([]);
    expect(statement).toMatchObject({ fhirVersion: '4.0.1', kind: 'instance' });
    const report = statement.rest![0]!.resource!.find((entry) => entry.type === 'DiagnosticReport')!;
    expect(report.searchParam!.map((param) => param.name)).toEqual([
      'patient',
      '_lastUpdated',
      '_count',
      '_offset',
    ]);
  });

  it('searches and reads the facility’s reports, every resource valid R4', async () => {
    const credential = await credentialOf(FACILITY);
    const signed = signedOf(facilityOf(FACILITY));
    expect(signed.length).toBeGreaterThan(1);

    const all = await fhir<Bundle>(credential, 'DiagnosticReport?_count=100');
    expect(r4Errors(all)).toEqual([]);
    expect(all).toMatchObject({ type: 'searchset', total: signed.length });
    expect(all.entry!.map((entry) => entry.resource!.id).sort()).toEqual(signed.map((item) => item.caseID));

    const item = signed[0]!;
    const byPatient = await fhir<Bundle>(
      credential,
      `DiagnosticReport?patient=Patient/${item.caseID}-patient`,
    );
    expect(byPatient.entry!.map((entry) => entry.resource!.id)).toEqual([item.caseID]);
    const report = byPatient.entry![0]!.resource as DiagnosticReport;
    expect(report.conclusion).toBe(item.finalReport!.primaryDiagnosis);

    // _lastUpdated at the precision written: the day of the report's issue holds it, the day after does not.
    const day = report.meta!.lastUpdated!.slice(0, 10);
    const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    const at = (query: string) =>
      fhir<Bundle>(credential, `DiagnosticReport?patient=${item.caseID}-patient&${query}`).then(
        (b) => b.total,
      );
    expect(await at(`_lastUpdated=${day}`)).toBe(1);
    expect(await at(`_lastUpdated=ge${day}&_lastUpdated=lt${next}`)).toBe(1);
    expect(await at(`_lastUpdated=ge${next}`)).toBe(0);

    // A page at a time.
    const first = await fhir<Bundle>(credential, 'DiagnosticReport?_count=1');
    expect(first.entry).toHaveLength(1);
    expect(first.link!.find((link) => link.relation === 'next')!.url).toMatch(/_count=1&_offset=1$/);

    // Every resource the report references reads back, valid.
    const references: Reference[] = [
      ...report.basedOn!,
      report.subject!,
      ...report.specimen!,
      ...(report.result ?? []),
      ...report.performer!,
    ];
    for (const { reference } of [{ reference: `DiagnosticReport/${item.caseID}` }, ...references]) {
      const resource = await fhir<Resource>(credential, reference!);
      expect(`${resource.resourceType}/${resource.id}`).toBe(reference);
      expect(r4Errors(resource), reference).toEqual([]);
    }
    const organization = await fhir<Resource>(credential, `Organization/${item.facility.id}`);
    expect(organization.resourceType).toBe('Organization');
  });

  it('reads its own facility as an Organization before any report names it', async () => {
    // The other facility without its signed-out cases (the backend is seeded afresh for each test).
    const facilityId = facilityOf(OTHER_FACILITY);
    for (const item of signedOf(facilityId)) await db.cases.delete((q) => q.where({ caseID: item.caseID }));
    expect(signedOf(facilityId)).toEqual([]);
    const name = db.facilities.findFirst((q) => q.where({ id: facilityId }))!.name;
    const own = await fhir<Resource>(await credentialOf(OTHER_FACILITY), `Organization/${facilityId}`);
    expect(own).toMatchObject({ resourceType: 'Organization', id: facilityId, name });
    expect(r4Errors(own)).toEqual([]);
  });

  it('another facility’s credential: 403 on a read, an empty search', async () => {
    const item = signedOf(facilityOf(FACILITY))[0]!;
    const other = await credentialOf(OTHER_FACILITY);
    for (const path of [
      `DiagnosticReport/${item.caseID}`,
      `Patient/${item.caseID}-patient`,
      `ServiceRequest/${item.caseID}-order`,
      `Specimen/${item.slides[0]!.specimenID}`,
      `Organization/${item.facility.id}`,
    ]) {
      const refused = await fhir<OperationOutcome>(other, path, 403);
      expect(problems(refused), path).toEqual([{ code: 'forbidden', expression: undefined }]);
    }
    const search = await fhir<Bundle>(other, `DiagnosticReport?patient=${item.caseID}-patient`);
    expect(search).toMatchObject({ type: 'searchset', total: 0 });
    expect(search.entry).toEqual([]);
  });

  it('answers an OperationOutcome to a bad request', async () => {
    const credential = await credentialOf(FACILITY);
    // An unsupported parameter is refused when the client prefers strict handling (ignored otherwise).
    const strict = await callAs(credential, '/fhir/R4/DiagnosticReport?status=final', {
      headers: { Prefer: 'handling=strict' },
    });
    expect(strict.status).toBe(400);
    expect(problems((await strict.json()) as OperationOutcome)).toEqual([
      { code: 'not-supported', expression: ['status'] },
    ]);
    expect(
      problems(await fhir<OperationOutcome>(credential, 'DiagnosticReport?_lastUpdated=ge2026-13-01', 400)),
    ).toEqual([{ code: 'value', expression: ['_lastUpdated'] }]);
    expect(
      problems(
        await fhir<OperationOutcome>(credential, 'DiagnosticReport?_lastUpdated=2026-11-27T10:00', 400),
      ),
    ).toEqual([{ code: 'value', expression: ['_lastUpdated'] }]);
    expect(problems(await fhir<OperationOutcome>(credential, 'DiagnosticReport?_count=0', 400))).toEqual([
      { code: 'value', expression: ['_count'] },
    ]);
    await fhir<OperationOutcome>(credential, 'DiagnosticReport/case-none', 404);
    await fhir<OperationOutcome>(credential, 'Encounter/1', 404);
    await fhir<OperationOutcome>(null, 'DiagnosticReport', 401);
    const post = await callAs(credential, '/fhir/R4/DiagnosticReport', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(((await post.json()) as OperationOutcome).resourceType).toBe('OperationOutcome');
  });
});
