/**
 * Cases through the real typed client against the in-process mock: visibility and permissions per role,
 * filters and paging, validation, and the lifecycle (valid changes and 409s).
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, type components } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { db, DEMO_PASSWORD } from '../index';

type CaseInput = components['schemas']['CaseInput'];

async function clientFor(email: string) {
  const anonymous = createApiClient({ baseUrl: TEST_API });
  const { data, response } = await anonymous.POST('/api/users/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(response.status, `login ${email}`).toBe(200);
  return createApiClient({ baseUrl: TEST_API, token: data!.data.token });
}

const ADMIN = 'admin@demo.test';
const PROVIDER = 'provider@demo.test';
const PROVISIONAL = 'provisional.provider@demo.test';
const FACILITY = 'facility@demo.test';
const NP = 'np@demo.test';
const OTHER_FACILITY = 'staff@lakeshore-university-medical-center.demo.test';

const anyCase = (
  status: string,
  extra: (c: ReturnType<typeof db.cases.all>[number]) => boolean = () => true,
) => db.cases.all().find((c) => c.status === status && extra(c))!;

const listAll = async (
  client: Awaited<ReturnType<typeof clientFor>>,
  query: Record<string, unknown> = {},
) => {
  const { data, response } = await client.GET('/api/cases', {
    params: { query: { pageSize: 100, ...query } },
  });
  expect(response.status).toBe(200);
  const items = [...data!.data.items];
  for (let page = 2; page <= data!.data.totalPages; page++) {
    const next = await client.GET('/api/cases', { params: { query: { pageSize: 100, ...query, page } } });
    items.push(...next.data!.data.items);
  }
  return { items, total: data!.data.total };
};

const NEW_CASE: CaseInput = {
  type: 'dermatopathology',
  patientInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthDate: '1961-12-10',
    gender: 'Female',
    race: null,
    mrn: 'MRN-1',
  },
  specimens: [
    {
      specimenType: 'Shave biopsy',
      bodysite: 'Skin, back',
      subsections: [{ slideType: 'H&E', stain: 'H&E', slideCount: 1, images: [] }],
    },
  ],
  clinicalInfo: 'Changing lesion.',
  billingComponent: 2,
  caseRelation: 'Standalone',
  slideDelivery: 'Upload_the_Slide_Images',
};

describe('who sees which cases', () => {
  it('an admin sees all 400 seeded cases', async () => {
    const { total } = await listAll(await clientFor(ADMIN));
    expect(total).toBe(400);
  });

  it('a provider sees the available cases and their own, nothing else', async () => {
    const { items } = await listAll(await clientFor(PROVIDER));
    const expected = db.cases
      .all()
      .filter((c) => c.status === 'Available' || c.assignedProvider?.id === 'usr-provider');
    expect(items.map((c) => c.caseID).sort()).toEqual(expected.map((c) => c.caseID).sort());
    expect(items.some((c) => c.status === 'SignOutCompleted')).toBe(true);
  });

  it('a provisionally active provider sees only the cases assigned to them', async () => {
    const { items } = await listAll(await clientFor(PROVISIONAL));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => c.assignedProvider?.id === 'usr-provisional-provider')).toBe(true);
  });

  it.each([FACILITY, NP])('%s sees only its facility’s cases, in every status', async (email) => {
    const { items } = await listAll(await clientFor(email));
    expect(items.length).toBe(db.cases.all().filter((c) => c.facility.id === 'fac-001').length);
    expect(items.every((c) => c.facility.id === 'fac-001')).toBe(true);
    expect(new Set(items.map((c) => c.status))).toEqual(
      new Set(['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled']),
    );
  });

  it('details: visible → 200, someone else’s → 403, unknown → 404, malformed id → 400', async () => {
    const provider = await clientFor(PROVIDER);
    const available = anyCase('Available');
    const othersCase = anyCase('Assigned', (c) => c.assignedProvider?.id !== 'usr-provider');
    const get = (caseId: string) => provider.GET('/api/cases/{caseId}', { params: { path: { caseId } } });

    const ok = await get(available.caseID);
    expect(ok.response.status).toBe(200);
    expect(ok.data!.data.slides.length).toBeGreaterThan(0);
    expect((await get(othersCase.caseID)).response.status).toBe(403);
    expect((await get('case-does-not-exist')).response.status).toBe(404);
    const bad = await get('bad id!');
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ isSuccess: false, data: { caseId: [expect.any(String)] } });
  });

  it('a facility cannot open another facility’s case', async () => {
    const other = await clientFor(OTHER_FACILITY);
    const ours = anyCase('Available', (c) => c.facility.id === 'fac-001');
    const { response, error } = await other.GET('/api/cases/{caseId}', {
      params: { path: { caseId: ours.caseID } },
    });
    expect(response.status).toBe(403);
    expect(error).toMatchObject({ isSuccess: false, message: 'You do not have access to this case.' });
  });
});

describe('list filters, search, sort and paging', () => {
  it('filters by status, assigned-to-me and my facility', async () => {
    const provider = await clientFor(PROVIDER);
    const available = await listAll(provider, { status: 'Available' });
    expect(available.total).toBe(120);
    expect(available.items.every((c) => c.status === 'Available')).toBe(true);
    const mine = await listAll(provider, { assignedToMe: true });
    expect(mine.items.every((c) => c.assignedProvider?.id === 'usr-provider')).toBe(true);
    const facility = await listAll(await clientFor(FACILITY), { createdByMyFacility: true, status: 'Draft' });
    expect(facility.items.every((c) => c.facility.id === 'fac-001' && c.status === 'Draft')).toBe(true);
  });

  it('searches record id, patient and facility names, case-insensitively', async () => {
    const admin = await clientFor(ADMIN);
    const target = db.cases.all()[17]!;
    const byRecord = await listAll(admin, { search: target.caseRecordId.toLowerCase() });
    expect(byRecord.items.map((c) => c.caseID)).toContain(target.caseID);
    const needle = target.patientInfo.lastName.toLowerCase();
    const byPatient = await listAll(admin, { search: needle.toUpperCase() });
    expect(byPatient.items.map((c) => c.caseID)).toContain(target.caseID);
    for (const c of byPatient.items) {
      const haystack = [c.caseRecordId, c.patient.firstName, c.patient.lastName, c.facility.name]
        .join(' ')
        .toLowerCase();
      expect(haystack).toContain(needle);
    }
  });

  it('sorts and pages stably', async () => {
    const admin = await clientFor(ADMIN);
    const { items } = await listAll(admin, { sort: 'patientName', order: 'asc' });
    const names = items.map((c) => `${c.patient.lastName} ${c.patient.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const page2 = await admin.GET('/api/cases', {
      params: { query: { page: 2, pageSize: 7, sort: 'patientName', order: 'asc' } },
    });
    expect(page2.data!.data).toMatchObject({ page: 2, pageSize: 7, total: 400, totalPages: 58 });
    expect(page2.data!.data.items.map((c) => c.caseID)).toEqual(items.slice(7, 14).map((c) => c.caseID));
  });

  it.each([
    ['pageSize=1000', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['status=Lost', 'status'],
    ['sort=color', 'sort'],
    ['assignedToMe=maybe', 'assignedToMe'],
  ])('rejects %s with 400 and the field named', async (query, field) => {
    const token = (
      await (
        await fetch(`${TEST_API}/api/users/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
        })
      ).json()
    ).data.token;
    const response = await fetch(`${TEST_API}/api/cases?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).data).toHaveProperty(field);
  });
});

describe('creating and editing cases', () => {
  it('a facility creates a draft with server-made ids and its own record number', async () => {
    const facility = await clientFor(FACILITY);
    const { data, response } = await facility.POST('/api/cases', { body: NEW_CASE });
    expect(response.status).toBe(201);
    const created = data!.data;
    expect(created).toMatchObject({
      status: 'Draft',
      type: { name: 'dermatopathology', displayName: 'Dermatopathology' },
      facility: { id: 'fac-001', name: 'Riverside Community Hospital' },
      createdBy: { id: 'usr-facility', name: 'Daniel Reyes' },
      assignedProvider: null,
    });
    expect(created.caseID).toMatch(/^case-[0-9a-f]{12}$/);
    expect(created.caseRecordId).toMatch(/^RCH-\d{4}-\d{4}$/);
    expect(created.slides[0]!.specimenID).toBe(`${created.caseID}-S1`);
    expect(created.slides[0]!.subsections[0]!).toMatchObject({
      id: `${created.caseID}-S1-B1`,
      displayId: 'A1',
    });
  });

  it('keeps the payer, the slide orders, the specimen slide total and the parent case it is given', async () => {
    const facility = await clientFor(FACILITY);
    const parent = anyCase('Draft', (c) => c.facility.id === 'fac-001' && c.caseRelation !== 'Child');
    const { data, response } = await facility.POST('/api/cases', {
      body: {
        ...NEW_CASE,
        insurancePayer: 'aetna',
        caseRelation: 'Child',
        parentCaseId: parent.caseID,
        specimens: [
          {
            ...NEW_CASE.specimens[0]!,
            totalNumberSlides: 4,
            subsections: [{ ...NEW_CASE.specimens[0]!.subsections[0]!, slideOrders: ['he-recut'] }],
          },
        ],
      },
    });
    expect(response.status).toBe(201);
    const created = data!.data;
    expect(created.insurancePayer).toBe('aetna');
    expect(created.slides[0]!.totalNumberSlides).toBe(4);
    expect(created.slides[0]!.subsections[0]!.slideOrders).toEqual(['he-recut']);
    const relations = await facility.GET('/api/cases/{caseId}/relations', {
      params: { path: { caseId: created.caseID } },
    });
    expect(relations.data!.data.parent?.caseID).toBe(parent.caseID);
  });

  it('refuses values outside the reference lists and a parent of another facility (422 per field)', async () => {
    const facility = await clientFor(FACILITY);
    const foreign = anyCase('Draft', (c) => c.facility.id !== 'fac-001');
    const { response, error } = await facility.POST('/api/cases', {
      body: {
        ...NEW_CASE,
        insurancePayer: 'not-a-payer',
        caseRelation: 'Child',
        parentCaseId: foreign.caseID,
        specimens: [
          {
            ...NEW_CASE.specimens[0]!,
            subsections: [{ ...NEW_CASE.specimens[0]!.subsections[0]!, slideOrders: ['nonsense'] }],
          },
        ],
      },
    });
    expect(response.status).toBe(422);
    expect((error as { data: Record<string, string[]> }).data).toEqual({
      insurancePayer: ['Choose an insurance payer from the list.'],
      'specimens.0.subsections.0.slideOrders': ['Choose slide orders from the list.'],
      parentCaseId: ['The parent case must belong to the same facility.'],
    });
  });

  it.each([ADMIN, PROVIDER])('%s may not create a case (403)', async (email) => {
    const { response } = await (await clientFor(email)).POST('/api/cases', { body: NEW_CASE });
    expect(response.status).toBe(403);
  });

  it('a body that breaks the contract answers 400 with a message per field', async () => {
    const facility = await clientFor(FACILITY);
    const { response, error } = await facility.POST('/api/cases', {
      body: {
        ...NEW_CASE,
        patientInfo: { ...NEW_CASE.patientInfo, birthDate: 'yesterday', firstName: '' },
        billingComponent: 7,
      } as unknown as CaseInput,
    });
    expect(response.status).toBe(400);
    expect(Object.keys((error as { data: object }).data).sort()).toEqual([
      'billingComponent',
      'patientInfo.birthDate',
      'patientInfo.firstName',
    ]);
  });

  it('a draft can be edited; a sent-out case answers 409', async () => {
    const facility = await clientFor(FACILITY);
    const draft = anyCase('Draft', (c) => c.facility.id === 'fac-001');
    const edited = await facility.PUT('/api/cases/{caseId}', {
      params: { path: { caseId: draft.caseID } },
      body: NEW_CASE,
    });
    expect(edited.response.status).toBe(200);
    expect(edited.data!.data.patientInfo.lastName).toBe('Lovelace');

    const available = anyCase('Available', (c) => c.facility.id === 'fac-001');
    const refused = await facility.PUT('/api/cases/{caseId}', {
      params: { path: { caseId: available.caseID } },
      body: NEW_CASE,
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ message: 'A case in status Available cannot be edited.' });
  });
});

describe('the lifecycle through the API', () => {
  it('draft → send out → pick up → sign out, and each step only once', async () => {
    const facility = await clientFor(FACILITY);
    const provider = await clientFor(PROVIDER);
    const created = (await facility.POST('/api/cases', { body: NEW_CASE })).data!.data;
    const path = { caseId: created.caseID };

    // Its slides uploaded as images, none yet: refused until one is (decision 170), as the review page says.
    const noSlide = await facility.POST('/api/cases/{caseId}/send-out', { params: { path } });
    expect(noSlide.response.status).toBe(422);
    expect(noSlide.error).toMatchObject({
      message: `Case ${created.caseRecordId} has no slide image yet. Upload its slide images or attach them from the image archive, or choose to mail the slides, before sending it out.`,
    });
    await facility.PUT('/api/cases/{caseId}', {
      params: { path },
      body: { ...NEW_CASE, slideDelivery: 'Mail_the_Slides' },
    });

    const sent = await facility.POST('/api/cases/{caseId}/send-out', { params: { path } });
    expect(sent.data!.data).toMatchObject({ status: 'Available', sentOutAt: expect.any(String) });
    expect((await facility.POST('/api/cases/{caseId}/send-out', { params: { path } })).response.status).toBe(
      409,
    );

    const picked = await provider.POST('/api/cases/{caseId}/pick-up', { params: { path } });
    expect(picked.data!.data).toMatchObject({
      status: 'Assigned',
      assignedProvider: { id: 'usr-provider', name: 'Maya Okafor' },
    });
    const mine = await listAll(provider, { assignedToMe: true });
    expect(mine.items.map((c) => c.caseID)).toContain(created.caseID);
    const available = await listAll(provider, { status: 'Available' });
    expect(available.items.map((c) => c.caseID)).not.toContain(created.caseID);

    const missing = await provider.POST('/api/cases/{caseId}/sign-out', {
      params: { path },
      body: { primaryDiagnosis: ' ' } as never,
    });
    expect(missing.response.status).toBe(400);
    const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
      params: { path },
      body: { primaryDiagnosis: 'Basal cell carcinoma.', cptCodes: ['88305'], billingComponent: 0 },
    });
    expect(signed.data!.data).toMatchObject({
      status: 'SignOutCompleted',
      primaryDiagnosis: 'Basal cell carcinoma.',
      billingComponent: 0,
      reportDraft: null,
      finalReport: {
        version: 1,
        primaryDiagnosis: 'Basal cell carcinoma.',
        grossDescription: null,
        cptCodes: ['88305'],
        billingComponent: 0,
        signedOutBy: { id: 'usr-provider' },
        addenda: [],
      },
    });
    const again = await provider.POST('/api/cases/{caseId}/sign-out', {
      params: { path },
      body: { primaryDiagnosis: 'x' },
    });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ message: 'A case in status SignOutCompleted cannot be signed out.' });
  });

  it('sending out a draft without specimens answers 422', async () => {
    const facility = await clientFor(FACILITY);
    const empty = (await facility.POST('/api/cases', { body: { ...NEW_CASE, specimens: [] } })).data!.data;
    const { response, error } = await facility.POST('/api/cases/{caseId}/send-out', {
      params: { path: { caseId: empty.caseID } },
    });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ message: 'Add at least one specimen before sending the case out.' });
  });

  it('only active providers pick up, and only available cases', async () => {
    const available = anyCase('Available');
    const path = { caseId: available.caseID };
    for (const email of [PROVISIONAL, FACILITY, ADMIN]) {
      const { response } = await (
        await clientFor(email)
      ).POST('/api/cases/{caseId}/pick-up', { params: { path } });
      expect(response.status, email).toBe(403);
    }
    const provider = await clientFor(PROVIDER);
    const done = anyCase('SignOutCompleted', (c) => c.assignedProvider?.id === 'usr-provider');
    const refused = await provider.POST('/api/cases/{caseId}/pick-up', {
      params: { path: { caseId: done.caseID } },
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({
      message: 'A case in status SignOutCompleted cannot be picked up.',
    });
  });

  it('a case assigned to one provider is out of reach for another (403)', async () => {
    const taken = anyCase('Assigned', (c) => c.assignedProvider?.id !== 'usr-provider');
    const { response } = await (
      await clientFor(PROVIDER)
    ).POST('/api/cases/{caseId}/pick-up', {
      params: { path: { caseId: taken.caseID } },
    });
    expect(response.status).toBe(403);
  });

  it('an admin assigns to an active provider; anything else is 422 or 403', async () => {
    const admin = await clientFor(ADMIN);
    const available = anyCase('Available');
    const path = { caseId: available.caseID };
    const assigned = await admin.POST('/api/cases/{caseId}/assign', {
      params: { path },
      body: { providerId: 'usr-provider' },
    });
    expect(assigned.data!.data).toMatchObject({
      status: 'Assigned',
      assignedProvider: { id: 'usr-provider' },
    });
    for (const providerId of [
      'usr-facility',
      'usr-deactivated-provider',
      'usr-provisional-provider',
      'nobody',
    ]) {
      const { response } = await admin.POST('/api/cases/{caseId}/assign', {
        params: { path },
        body: { providerId },
      });
      expect(response.status, providerId).toBe(422);
    }
    const byProvider = await (
      await clientFor(PROVIDER)
    ).POST('/api/cases/{caseId}/assign', {
      params: { path },
      body: { providerId: 'usr-provider' },
    });
    expect(byProvider.response.status).toBe(403);
  });

  it('a facility cancels an available case but not an assigned one', async () => {
    const facility = await clientFor(FACILITY);
    const available = anyCase('Available', (c) => c.facility.id === 'fac-001');
    const cancelled = await facility.POST('/api/cases/{caseId}/cancel', {
      params: { path: { caseId: available.caseID } },
    });
    expect(cancelled.data!.data).toMatchObject({ status: 'Cancelled', cancelledAt: expect.any(String) });
    const assigned = anyCase('Assigned', (c) => c.facility.id === 'fac-001');
    const refused = await facility.POST('/api/cases/{caseId}/cancel', {
      params: { path: { caseId: assigned.caseID } },
    });
    expect(refused.response.status).toBe(409);
  });
});
