/**
 * importCases through the typed client against the in-process mock: admins only, all or nothing, the body's
 * paths in the 400/422 messages, and the created cases as createCase would make them for that facility.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, type components } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { db, DEMO_PASSWORD } from '../index';
import { UNKNOWN_FACILITY } from './import';

type CaseInput = components['schemas']['CaseInput'];

async function clientFor(email: string) {
  const { data, response } = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(response.status, `login ${email}`).toBe(200);
  return createApiClient({ baseUrl: TEST_API, token: data!.data.token });
}

const caseFor = (lastName: string, extra: Partial<CaseInput> = {}): CaseInput => ({
  type: 'surgical',
  patientInfo: { firstName: 'Ada', lastName, birthDate: '1961-12-10', gender: 'Female', mrn: 'MRN-9' },
  specimens: [
    {
      facilitySpecimenID: 'A1',
      specimenType: 'Biopsy',
      bodysite: 'Breast',
      specimenCollectionDate: '2026-10-01',
      collectionTime: '09:15',
      subsections: [{ slideType: 'H&E', stain: 'H&E', slideCount: 2, images: [] }],
    },
  ],
  billingComponent: 2,
  caseRelation: 'Standalone',
  slideDelivery: 'Mail_the_Slides',
  ...extra,
});

const facility = () => db.facilities.all()[0]!;
const casesOf = (facilityId: string) => db.cases.findMany((q) => q.where({ facility: { id: facilityId } }));

describe('importCases', () => {
  it('creates every case as a Draft of the chosen facility, created by the admin', async () => {
    const target = facility();
    const before = casesOf(target.id).length;
    const admin = await clientFor('admin@demo.test');
    const { data, response } = await admin.POST('/api/cases/import', {
      body: { facilityId: target.id, cases: [caseFor('Import-One'), caseFor('Import-Two')] },
    });
    expect(response.status).toBe(201);
    expect(data!.message).toBe('2 cases created.');
    const items = data!.data.items;
    expect(items.map((item) => [item.status, item.facility.id, item.patient.lastName])).toEqual([
      ['Draft', target.id, 'Import-One'],
      ['Draft', target.id, 'Import-Two'],
    ]);
    expect(new Set(items.map((item) => item.caseRecordId)).size).toBe(2);
    expect(casesOf(target.id).length).toBe(before + 2);
    const stored = db.cases.findFirst((q) => q.where({ caseID: items[0]!.caseID }))!;
    expect(stored.createdBy?.name).toBeTruthy();
    expect(stored.slides[0]).toMatchObject({ facilitySpecimenID: 'A1', totalNumberSlides: 2 });
    const { data: read } = await admin.GET('/api/cases/{caseId}', {
      params: { path: { caseId: items[0]!.caseID } },
    });
    expect(read!.data.patientInfo.lastName).toBe('Import-One');
  });

  it('refuses non-admins with 403', async () => {
    const client = await clientFor('facility@demo.test');
    const { response } = await client.POST('/api/cases/import', {
      body: { facilityId: facility().id, cases: [caseFor('Nope')] },
    });
    expect(response.status).toBe(403);
  });

  it('answers 422 on facilityId for an unknown facility', async () => {
    const admin = await clientFor('admin@demo.test');
    const { error, response } = await admin.POST('/api/cases/import', {
      body: { facilityId: 'fac-999', cases: [caseFor('Nope')] },
    });
    expect(response.status).toBe(422);
    expect(error!.data).toEqual({ facilityId: [UNKNOWN_FACILITY] });
  });

  it('creates nothing when one case is refused, naming it by its path (422 and 400)', async () => {
    const target = facility();
    const before = casesOf(target.id).length;
    const admin = await clientFor('admin@demo.test');
    const refused = await admin.POST('/api/cases/import', {
      body: {
        facilityId: target.id,
        cases: [caseFor('Fine'), caseFor('Payer', { insurancePayer: 'Not a payer' })],
      },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error!.data).toEqual({
      'cases.1.insurancePayer': ['Choose an insurance payer from the list.'],
    });
    const broken = caseFor('Date');
    const invalid = await admin.POST('/api/cases/import', {
      body: {
        facilityId: target.id,
        cases: [
          caseFor('Fine'),
          { ...broken, patientInfo: { ...broken.patientInfo, birthDate: '12/10/1961' } },
        ],
      },
    });
    expect(invalid.response.status).toBe(400);
    expect(Object.keys(invalid.error!.data ?? {})).toEqual(['cases.1.patientInfo.birthDate']);
    const empty = await admin.POST('/api/cases/import', { body: { facilityId: target.id, cases: [] } });
    expect(empty.response.status).toBe(400);
    expect(casesOf(target.id).length).toBe(before);
  });
});
