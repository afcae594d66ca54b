/**
 * Orders in as FHIR (createOrder, decision 106, change 4): a Bundle with the facility's API credential becomes a
 * draft case its clerk sees; the same placer order number again is the same case; a bad Bundle answers an
 * OperationOutcome naming the element, and nothing is created.
 */
import type { Bundle, OperationOutcome, Patient, ServiceRequest } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { FACILITY, OTHER_FACILITY, clientFor, tokenFor } from '../testing/test-clients';
import { credentialOf, orderBundle, postOrder } from '../testing/orders';
import { Hl7Message } from '@medplum/core';
import { caseToUpdate } from '../cases/case-index';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import { callAs } from '../testing/orders';
import { indexFhirDefinitions, r4Errors } from './fhir-validate';
import { hl7Unescape } from './hl7-build';
import { oruMessage } from './hl7-oru';

interface Intake {
  isSuccess: true;
  message: string;
  data: { caseID: string; caseRecordId: string; placerOrderNumber: string; status: string; created: boolean };
}

const entry = <T>(bundle: Bundle, index: number) => bundle.entry![index]!.resource as T;

// R4's definitions are indexed once per process: seconds of CPU on a busy machine, not a test's own time.
beforeAll(indexFhirDefinitions, 60_000);

describe('createOrder', () => {
  it('the example order is valid R4', () => {
    expect(r4Errors(orderBundle())).toEqual([]);
  });

  it('makes a draft case of the facility, which its clerk sees; the same order again is that case', async () => {
    const credential = await credentialOf(FACILITY);
    const before = db.cases.count();
    const first = await postOrder(credential, orderBundle());
    expect(first.status).toBe(201);
    const made = (await first.json()) as Intake;
    expect(made).toMatchObject({
      message: 'Order received as a draft case.',
      data: { placerOrderNumber: 'ORD-20261127-0042', status: 'Draft', created: true },
    });
    expect(first.headers.get('location')).toBe(`/api/cases/${made.data.caseID}`);

    const clerk = await clientFor(FACILITY);
    const seen = await clerk.GET('/api/cases/{caseId}', { params: { path: { caseId: made.data.caseID } } });
    expect(seen.response.status).toBe(200);
    expect(seen.data!.data).toMatchObject({
      caseRecordId: made.data.caseRecordId,
      status: 'Draft',
      placerOrderNumber: 'ORD-20261127-0042',
      type: { name: 'dermatopathology' },
      priority: 'STAT',
      createdBy: { name: 'Order interface (FHIR)' },
      patientInfo: {
        firstName: 'Adaeze',
        lastName: 'Okafor',
        birthDate: '1968-04-12',
        gender: 'Female',
        mrn: 'MRN-5520',
      },
      clinicalInfo: 'Pigmented lesion, left shoulder, 6 mm.',
      billingComponent: 2,
      caseRelation: 'Standalone',
      slideDelivery: 'Upload_the_Slide_Images',
    });
    expect(
      seen.data!.data.slides.map(
        ({ facilitySpecimenID, specimenType, bodysite, specimenCollectionDate, collectionTime }) => ({
          facilitySpecimenID,
          specimenType,
          bodysite,
          specimenCollectionDate,
          collectionTime,
        }),
      ),
    ).toEqual([
      {
        facilitySpecimenID: 'S26-1190-A',
        specimenType: 'Shave biopsy',
        bodysite: 'Shoulder, left',
        specimenCollectionDate: '2026-11-26',
        collectionTime: '09:40',
      },
      {
        facilitySpecimenID: 'S26-1190-B',
        specimenType: 'Punch biopsy',
        bodysite: null,
        specimenCollectionDate: '2026-11-26',
        collectionTime: null,
      },
    ]);
    const listed = await clerk.GET('/api/cases', {
      params: { query: { search: 'Okafor', status: 'Draft' } },
    });
    expect(listed.data!.data.items.map((item) => item.caseID)).toContain(made.data.caseID);

    // Again, twice at once: the same case, nothing new (a change of it: order-changes.test.ts).
    const answers = await Promise.all([
      postOrder(credential, orderBundle()),
      postOrder(credential, orderBundle()),
    ]);
    for (const again of answers) {
      expect(again.status).toBe(200);
      expect(again.headers.get('location')).toBeNull();
      expect(await again.json()).toMatchObject({
        message: 'This order was already received.',
        data: { caseID: made.data.caseID, created: false },
      });
    }
    expect(db.cases.count()).toBe(before + 1);

    // Orders at once with new numbers are a case each.
    const pair = await Promise.all(
      ['ORD-1', 'ORD-2'].map((placer) => postOrder(credential, orderBundle(placer))),
    );
    expect(pair.map((answer) => answer.status)).toEqual([201, 201]);
    expect(db.cases.count()).toBe(before + 3);
  });

  it('another facility’s same placer number is its own case', async () => {
    const mine = await (await postOrder(await credentialOf(FACILITY), orderBundle())).json();
    const theirs = await postOrder(await credentialOf(OTHER_FACILITY), orderBundle());
    expect(theirs.status).toBe(201);
    expect(((await theirs.json()) as Intake).data.caseID).not.toBe((mine as Intake).data.caseID);
  });

  it('a bad order answers an OperationOutcome naming the element, and creates nothing', async () => {
    const credential = await credentialOf(FACILITY);
    const before = db.cases.count();
    const refused = async (body: unknown, status: number, contentType?: string) => {
      const answer = await postOrder(credential, body, contentType);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(answer.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
      const outcome = (await answer.json()) as OperationOutcome;
      expect(outcome.resourceType).toBe('OperationOutcome');
      return outcome.issue.map(({ code, diagnostics, expression }) => ({ code, diagnostics, expression }));
    };

    const badDate = orderBundle();
    entry<Patient>(badDate, 1).birthDate = '1968-13-40';
    expect(await refused(badDate, 400)).toEqual([
      {
        code: 'structure',
        diagnostics: 'Invalid date format',
        expression: ['Bundle.entry[1].resource.birthDate'],
      },
    ]);

    const unknownField = orderBundle();
    (entry<ServiceRequest>(unknownField, 0) as unknown as { placer: string }).placer = 'ORD-1';
    expect(await refused(unknownField, 400)).toEqual([
      expect.objectContaining({ expression: ['Bundle.entry[0].resource.placer'] }),
    ]);

    const noPlacer = orderBundle();
    entry<ServiceRequest>(noPlacer, 0).identifier = [{ value: 'ORD-1' }];
    expect(await refused(noPlacer, 422)).toEqual([
      {
        code: 'required',
        diagnostics: 'The ServiceRequest needs an identifier of type PLAC (the placer order number).',
        expression: ['Bundle.entry[0].resource.identifier'],
      },
    ]);

    const unknownSex = orderBundle();
    entry<Patient>(unknownSex, 1).gender = 'unknown';
    delete entry<Patient>(unknownSex, 1).birthDate;
    expect(await refused(unknownSex, 422)).toEqual([
      {
        code: 'required',
        diagnostics: 'The Patient needs a full birth date (YYYY-MM-DD).',
        expression: ['Bundle.entry[1].resource.birthDate'],
      },
      {
        code: 'value',
        diagnostics: 'The Patient’s gender must be male, female or other.',
        expression: ['Bundle.entry[1].resource.gender'],
      },
    ]);

    const lostSpecimen = orderBundle();
    entry<ServiceRequest>(lostSpecimen, 0).specimen![1] = { reference: 'Specimen/nowhere' };
    expect(await refused(lostSpecimen, 422)).toEqual([
      expect.objectContaining({ expression: ['Bundle.entry[0].resource.specimen[1]'] }),
    ]);

    expect(await refused('{"resourceType": "Bundle",', 400)).toEqual([
      { code: 'structure', diagnostics: 'The request body must be valid JSON.', expression: undefined },
    ]);
    expect(await refused({ resourceType: 'Patient' }, 400)).toEqual([
      expect.objectContaining({ expression: ['Bundle'] }),
    ]);
    expect(await refused(orderBundle(), 415, 'text/plain')).toEqual([
      expect.objectContaining({ diagnostics: 'Send the order as application/fhir+json.' }),
    ]);
    expect(db.cases.count()).toBe(before);
  });

  it('needs the facility’s current credential: none, a login’s token or a rotated one answer 401', async () => {
    const before = db.cases.count();
    const old = await credentialOf(FACILITY);
    await credentialOf(FACILITY);
    for (const credential of [null, await tokenFor(FACILITY), old]) {
      const answer = await postOrder(credential, orderBundle());
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(((await answer.json()) as OperationOutcome).issue[0]!.code).toBe('login');
    }
    expect(db.cases.count()).toBe(before);
  });

  it('an ordered case’s result answers the order: its placer number in the ORU and the FHIR ServiceRequest', async () => {
    const credential = await credentialOf(FACILITY);
    const made = ((await (await postOrder(credential, orderBundle('ORD-RT-1'))).json()) as Intake).data;
    // Signed out as the seed's reports are (the reading itself is the pages' and their tests').
    const report = db.cases.all().find((item) => item.finalReport)!.finalReport!;
    await db.cases.update(caseToUpdate(made.caseID), {
      data(draft) {
        draft.status = 'SignOutCompleted';
        draft.finalReport = {
          ...report,
          primaryDiagnosis: 'Compound melanocytic naevus | no atypia',
          synoptic: {
            templateId: 'skin-melanoma-excision',
            templateVersion: 1,
            answers: [
              { itemId: 'breslow-thickness', value: 0.4 },
              { itemId: 'comment', value: 'Margins clear ^ 2 mm' },
            ],
          },
          addenda: [],
        };
      },
    });
    const item = db.cases.all().find((candidate) => candidate.caseID === made.caseID)!;
    const oru = Hl7Message.parse(
      oruMessage({
        item,
        templates: SYNOPTIC_TEMPLATES,
        controlId: 'PB00000099',
        receiver: { application: 'LIS', facility: 'RCH' },
        pdfUrl: 'http://localhost:3000/final-report/x/pdf?version=1',
        now: new Date('2026-11-27T06:00:00.000Z'),
      })!.toString(),
    );
    const field = (segment: string, index: number, component = 1) =>
      hl7Unescape(oru.getSegment(segment)!.getField(index).getComponent(component));
    expect([field('ORC', 2), field('OBR', 2), field('ORC', 3)]).toEqual([
      'ORD-RT-1',
      'ORD-RT-1',
      made.caseID,
    ]);
    expect([
      field('PID', 3),
      field('PID', 5, 1),
      field('PID', 5, 2),
      field('PID', 7),
      field('PID', 8),
    ]).toEqual(['MRN-5520', 'Okafor', 'Adaeze', '19680412', 'F']);
    const texts = oru.getAllSegments('OBX').map((obx) => hl7Unescape(obx.getField(5).toString()));
    expect(texts).toContain('Compound melanocytic naevus | no atypia');
    expect(texts).toContain('Margins clear ^ 2 mm');
    const breslow = oru.getAllSegments('OBX').find((obx) => obx.getComponent(3, 1) === 'breslow-thickness')!;
    expect([
      breslow.getField(2).toString(),
      breslow.getField(5).toString(),
      breslow.getComponent(6, 1),
    ]).toEqual(['NM', '0.4', 'mm']);

    const order = (await (
      await callAs(credential, `/fhir/R4/ServiceRequest/${made.caseID}-order`)
    ).json()) as ServiceRequest;
    expect(r4Errors(order)).toEqual([]);
    expect(order.identifier!.find((identifier) => identifier.type!.coding![0]!.code === 'PLAC')!.value).toBe(
      'ORD-RT-1',
    );
  });
});
