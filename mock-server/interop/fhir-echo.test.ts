/**
 * A FHIR order's result in the hospital's own terms, read as its FHIR client reads it: the Patient and the
 * ServiceRequest carry the identifiers the order sent, systems and all, a search by them finds the case, and the
 * requester is the one the order named; once the clerk changed the MRN, the Patient's identifier is PathBridge's.
 */
import type { Bundle, Patient, ServiceRequest } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { caseToUpdate } from '../cases/case-index';
import { db } from '../store/db';
import { callAs, credentialOf, orderBundle, postOrder } from '../testing/orders';
import { FACILITY } from '../testing/test-clients';

const MRN_SYSTEM = 'urn:oid:1.2.840.114350.1.13.0.1.7.5.737384.14';
const NPI = { system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' };
const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const patientIdentifier = { type: { coding: [{ system: V2_0203, code: 'MR' }] }, system: MRN_SYSTEM };

/** An order of `placer` for MRN `mrn` (in the hospital's system), by Dr Ada Obi (her NPI), signed out. */
async function signedOutOrder(credential: string, placer: string, mrn: string) {
  const bundle = orderBundle(placer);
  const [request, patient] = bundle.entry!.map((entry) => entry.resource!) as [ServiceRequest, Patient];
  patient.identifier = [{ ...patientIdentifier, value: mrn }];
  request.requester = { display: 'Dr Ada Obi', identifier: NPI };
  const posted = await postOrder(credential, bundle);
  expect(posted.status).toBe(201);
  const { caseID } = ((await posted.json()) as { data: { caseID: string } }).data;
  const report = db.cases.all().find((item) => item.finalReport)!.finalReport!;
  await db.cases.update(caseToUpdate(caseID), {
    data(draft) {
      draft.status = 'SignOutCompleted';
      draft.finalReport = { ...report, addenda: [] };
    },
  });
  return caseID;
}

async function fhir<T>(credential: string, path: string): Promise<T> {
  const answer = await callAs(credential, `/fhir/R4/${path}`);
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

describe('the FHIR resources of a FHIR order', () => {
  it('carry the order’s identifiers and requester, and a search by the hospital’s MRN finds them', async () => {
    const credential = await credentialOf(FACILITY);
    const caseID = await signedOutOrder(credential, 'ORD-ECHO-F1', 'E-7781');

    const found = await fhir<Bundle>(
      credential,
      `Patient?identifier=${encodeURIComponent(`${MRN_SYSTEM}|E-7781`)}`,
    );
    const patients = found.entry!.map((entry) => entry.resource as Patient);
    expect(patients.map((patient) => patient.id)).toEqual([`${caseID}-patient`]);
    expect(patients[0]!.identifier).toEqual([{ ...patientIdentifier, value: 'E-7781' }]);

    const order = await fhir<ServiceRequest>(credential, `ServiceRequest/${caseID}-order`);
    expect(order.identifier![0]).toEqual({
      type: { coding: [{ system: V2_0203, code: 'PLAC' }] },
      system: 'urn:oid:2.16.840.1.113883.3.1234.1',
      value: 'ORD-ECHO-F1',
    });
    expect(order.requester).toEqual({ identifier: NPI, display: 'Dr Ada Obi' });
  });

  it('once the clerk changed the MRN, the Patient’s identifier is the case’s own', async () => {
    const credential = await credentialOf(FACILITY);
    const caseID = await signedOutOrder(credential, 'ORD-ECHO-F2', 'E-7782');
    await db.cases.update(caseToUpdate(caseID), {
      data(draft) {
        draft.patientInfo.mrn = 'E-9999';
      },
    });
    const patient = await fhir<Patient>(credential, `Patient/${caseID}-patient`);
    expect(patient.identifier!.map(({ system, value }) => [system, value])).toEqual([
      ['https://pathbridge.example/fhir/facility/fac-001/mrn', 'E-9999'],
    ]);
  });
});
