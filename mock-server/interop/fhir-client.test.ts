/**
 * The FHIR API as a hospital's FHIR client reads it (decision 134): meta.lastUpdated on every resource from the
 * time of what it stands for, `_format` and the parameters a search does not take (lenient unless `Prefer:
 * handling=strict`), the searches by the hospital's identifiers, and a CapabilityStatement that says exactly what
 * the server does.
 */
import type {
  Bundle,
  CapabilityStatement,
  DiagnosticReport,
  OperationOutcome,
  Patient,
  Resource,
  ServiceRequest,
} from '@medplum/fhirtypes';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, type CaseRecord } from '../store/db';
import { FACILITY } from '../testing/test-clients';
import { callAs, credentialOf } from '../testing/orders';
import { indexFhirDefinitions, r4Errors } from './fhir-validate';

let credential = '';
let item: CaseRecord;
let mrnSystem = '';

async function fhir<T extends Resource>(path: string, status = 200, headers: Record<string, string> = {}) {
  const answer = await callAs(credential, `/fhir/R4/${path}`, { headers });
  expect(answer.status, path).toBe(status);
  expect(answer.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
  return (await answer.json()) as T;
}
const ids = (bundle: Bundle) =>
  (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => entry.resource!.id);
const selfOf = (bundle: Bundle) => new URL(bundle.link!.find((link) => link.relation === 'self')!.url!);
const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

// R4's definitions are indexed once per process; each test starts from the seed, so its credential is its own.
beforeAll(indexFhirDefinitions, 60_000);
beforeEach(async () => {
  credential = await credentialOf(FACILITY);
  const facilityId = db.users.findFirst((q) => q.where({ email: FACILITY }))!.facilityId!;
  item = db.cases
    .all()
    .filter((c) => c.facility.id === facilityId && c.finalReport && c.patientInfo.mrn)
    .sort((a, b) => a.caseID.localeCompare(b.caseID))[0]!;
  mrnSystem = `https://pathbridge.example/fhir/facility/${facilityId}/mrn`;
});

describe('the FHIR API read by a hospital’s client', () => {
  it('gives every resource a meta.lastUpdated from the time of what it stands for', async () => {
    const report = item.finalReport!;
    const issued = report.addenda.at(-1)?.addedAt ?? report.signedOutAt;
    const ofCase = later(item.updatedAt, issued);
    const diagnostic = await fhir<DiagnosticReport>(`DiagnosticReport/${item.caseID}`);
    const expected: [string, string][] = [
      [`DiagnosticReport/${item.caseID}`, issued],
      ...(diagnostic.result ?? []).map(({ reference }): [string, string] => [reference!, issued]),
      ...diagnostic.specimen!.map(({ reference }): [string, string] => [reference!, ofCase]),
      [`Patient/${item.caseID}-patient`, ofCase],
      [`ServiceRequest/${item.caseID}-order`, ofCase],
      [`Practitioner/${report.signedOutBy.id}`, report.signedOutAt],
    ];
    for (const [path, time] of expected) {
      const resource = await fhir<Resource>(path);
      expect(resource.meta?.lastUpdated, path).toBe(time);
      expect(r4Errors(resource), path).toEqual([]);
    }
    const organization = await fhir<Resource>(`Organization/${item.facility.id}`);
    expect(Date.parse(organization.meta!.lastUpdated!)).not.toBeNaN();

    const before = Date.now();
    const search = await fhir<Bundle>('Patient?_count=1');
    expect(Date.parse(search.meta!.lastUpdated!)).toBeGreaterThanOrEqual(before - 1000);
    const statement = await fhir<CapabilityStatement>('metadata');
    expect(statement.meta!.lastUpdated).toBe(`${statement.date}T00:00:00Z`);
  });

  it('serves `_format` JSON, answers 406 to a format it cannot write', async () => {
    for (const format of ['json', 'application/fhir+json', 'application/json'])
      for (const path of [`DiagnosticReport/${item.caseID}`, 'DiagnosticReport?_count=1', 'metadata'])
        await fhir<Resource>(`${path}${path.includes('?') ? '&' : '?'}_format=${encodeURIComponent(format)}`);
    await fhir<Resource>(`Patient/${item.caseID}-patient?_format=application/fhir+json`);
    for (const path of [
      `DiagnosticReport/${item.caseID}?_format=xml`,
      'Patient?_format=application/fhir%2Bxml',
    ]) {
      const refused = await fhir<OperationOutcome>(path, 406);
      expect(refused.issue.map((issue) => issue.expression)).toEqual([['_format']]);
    }
  });

  it('ignores the parameters a search does not take, unless strict handling is preferred', async () => {
    const path = `DiagnosticReport?_pretty=true&_summary=true&status=final&patient=${item.caseID}-patient&_elements=id`;
    const lenient = await fhir<Bundle>(path);
    expect(r4Errors(lenient)).toEqual([]);
    expect(ids(lenient)).toEqual([item.caseID]);
    expect([...selfOf(lenient).searchParams]).toEqual([['patient', `${item.caseID}-patient`]]);
    const notice = lenient.entry!.find((entry) => entry.search?.mode === 'outcome')!
      .resource as OperationOutcome;
    expect(notice.issue.map((issue) => issue.expression![0])).toEqual([
      '_pretty',
      '_summary',
      'status',
      '_elements',
    ]);

    const strict = await fhir<OperationOutcome>(path, 400, { Prefer: 'handling=strict' });
    expect(strict.issue.map((issue) => [issue.code, issue.expression![0]])).toEqual([
      ['not-supported', '_pretty'],
      ['not-supported', '_summary'],
      ['not-supported', 'status'],
      ['not-supported', '_elements'],
    ]);
    // A bad value of a parameter taken is refused either way: ignoring it would answer more than was asked.
    await fhir<OperationOutcome>('DiagnosticReport?_count=0', 400);
    await fhir<OperationOutcome>('Patient?identifier:text=x', 400);
  });

  it('finds the Patient, its reports and its order by the hospital’s identifiers', async () => {
    const mrn = item.patientInfo.mrn!;
    const patients = (query: string) => fhir<Bundle>(`Patient?${query}`);
    const mine = (bundle: Bundle) => ids(bundle).includes(`${item.caseID}-patient`);
    for (const query of [
      `identifier=${encodeURIComponent(`${mrnSystem}|${mrn}`)}`,
      `identifier=${encodeURIComponent(mrn)}`,
      `identifier=${encodeURIComponent(`${mrnSystem}|`)}`,
      `identifier=${encodeURIComponent(`urn:other|x,${mrnSystem}|${mrn}`)}`,
    ]) {
      const found = await patients(query);
      expect(mine(found), query).toBe(true);
      expect(r4Errors(found)).toEqual([]);
      for (const entry of found.entry!)
        expect(
          (entry.resource as Patient).identifier!.some((id) => id.value === mrn || query.endsWith('%7C')),
        ).toBe(true);
    }
    for (const query of [`identifier=${encodeURIComponent(`|${mrn}`)}`, `identifier=urn:other%7C${mrn}`])
      expect(mine(await patients(query)), query).toBe(false);

    const reports = await fhir<Bundle>(
      `DiagnosticReport?patient.identifier=${encodeURIComponent(`${mrnSystem}|${mrn}`)}`,
    );
    expect(ids(reports)).toContain(item.caseID);
    for (const entry of reports.entry!) {
      const patient = await fhir<Patient>((entry.resource as DiagnosticReport).subject!.reference!);
      expect(patient.identifier!.map((id) => [id.system, id.value])).toContainEqual([mrnSystem, mrn]);
    }

    const order = await fhir<ServiceRequest>(`ServiceRequest/${item.caseID}-order`);
    const placer = order.identifier!.find((id) => id.type?.coding?.[0]?.code === 'PLAC')!;
    const orders = await fhir<Bundle>(
      `ServiceRequest?identifier=${encodeURIComponent(`${placer.system}|${placer.value}`)}`,
    );
    expect(ids(orders)).toEqual([`${item.caseID}-order`]);
    expect(r4Errors(orders)).toEqual([]);
  });

  it('lists in its CapabilityStatement exactly the interactions and search parameters it serves', async () => {
    const statement = await fhir<CapabilityStatement>('metadata');
    const sample: Record<string, string> = {
      identifier: 'urn:x|1',
      patient: `Patient/${item.caseID}-patient`,
      _lastUpdated: 'ge2000-01-01',
      _count: '5',
      _offset: '0',
      'based-on': `ServiceRequest/${item.caseID}-order`,
      status: 'completed',
    };
    const readable: Record<string, string> = {
      DiagnosticReport: item.caseID,
      Patient: `${item.caseID}-patient`,
      ServiceRequest: `${item.caseID}-order`,
      Specimen: item.slides[0]!.specimenID,
      Practitioner: item.finalReport!.signedOutBy.id,
      Organization: item.facility.id,
      Task: `${item.caseID}-task`,
    };
    const strict = { Prefer: 'handling=strict' };
    for (const resource of statement.rest![0]!.resource!) {
      const interactions = resource.interaction!.map((interaction) => interaction.code);
      if (readable[resource.type]) await fhir<Resource>(`${resource.type}/${readable[resource.type]}`);
      expect(interactions).toContain('read');
      if (!interactions.includes('search-type')) {
        await fhir<OperationOutcome>(resource.type, 404);
        expect(resource.searchParam).toBeUndefined();
        continue;
      }
      // Every parameter listed is taken (strict), and one not listed is refused: so the list is what is taken.
      for (const param of resource.searchParam!) {
        await fhir<Bundle>(
          `${resource.type}?${param.name}=${encodeURIComponent(sample[param.name]!)}`,
          200,
          strict,
        );
        if (param.definition) expect(param.definition).toMatch(/^http:\/\/hl7\.org\/fhir\/SearchParameter\//);
      }
      const listed = resource.searchParam!.map((param) => param.name);
      for (const name of ['identifier', 'patient', 'subject', 'status', '_id', '_sort'].filter(
        (n) => !listed.includes(n),
      ))
        await fhir<OperationOutcome>(`${resource.type}?${name}=x`, 400, strict);
      if (listed.includes('patient'))
        await fhir<Bundle>(`${resource.type}?patient.identifier=${encodeURIComponent('|1')}`, 200, strict);
    }
  });
});
