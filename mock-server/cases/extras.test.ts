/** Case extras: primary diagnosis, clinical info, billing component and relations — who, when (409) and validation. */
import { describe, expect, it } from 'vitest';
import { db } from '../index';
import { ADMIN, FACILITY, NP, OTHER_FACILITY, PROVIDER, clientFor } from '../testing/test-clients';

const path = (caseId: string) => ({ params: { path: { caseId } } });
const pick = (pred: (c: ReturnType<typeof db.cases.all>[number]) => boolean) => db.cases.all().find(pred)!;
const mineAssigned = () => pick((c) => c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider');

describe('primary diagnosis', () => {
  it('the assigned provider records it while Assigned; others 403; a signed-out case 409 for the provider', async () => {
    const provider = await clientFor(PROVIDER);
    const item = mineAssigned();
    const saved = await provider.PUT('/api/cases/{caseId}/primary-diagnosis', {
      ...path(item.caseID),
      body: { primaryDiagnosis: ' Tubular adenoma. ' },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data!.data.primaryDiagnosis).toBe('Tubular adenoma.');
    const signed = pick((c) => c.status === 'SignOutCompleted' && c.assignedProvider?.id === 'usr-provider');
    expect(
      (
        await provider.PUT('/api/cases/{caseId}/primary-diagnosis', {
          ...path(signed.caseID),
          body: { primaryDiagnosis: 'x' },
        })
      ).response.status,
    ).toBe(409);
    const others = pick((c) => c.status === 'Assigned' && c.assignedProvider?.id !== 'usr-provider');
    expect(
      (
        await provider.PUT('/api/cases/{caseId}/primary-diagnosis', {
          ...path(others.caseID),
          body: { primaryDiagnosis: 'x' },
        })
      ).response.status,
    ).toBe(403);
    const facility = await clientFor(FACILITY);
    const ours = pick((c) => c.status === 'Assigned' && c.facility.id === 'fac-001');
    expect(
      (
        await facility.PUT('/api/cases/{caseId}/primary-diagnosis', {
          ...path(ours.caseID),
          body: { primaryDiagnosis: 'x' },
        })
      ).response.status,
    ).toBe(403);
    const admin = await clientFor(ADMIN);
    expect(
      (
        await admin.PUT('/api/cases/{caseId}/primary-diagnosis', {
          ...path(signed.caseID),
          body: { primaryDiagnosis: 'Amended.' },
        })
      ).response.status,
    ).toBe(409);
    expect(
      (
        await admin.PUT('/api/cases/{caseId}/primary-diagnosis', {
          ...path(item.caseID),
          body: { primaryDiagnosis: '' },
        })
      ).response.status,
    ).toBe(400);
    expect(
      (
        await admin.PUT('/api/cases/{caseId}/primary-diagnosis', {
          ...path('case-9999'),
          body: { primaryDiagnosis: 'x' },
        })
      ).response.status,
    ).toBe(404);
  });
});

describe('clinical info', () => {
  it('the facility edits it while Draft only; the assigned provider while Assigned; an admin unless Cancelled', async () => {
    const facility = await clientFor(NP);
    const draft = pick((c) => c.status === 'Draft' && c.facility.id === 'fac-001');
    const saved = await facility.PUT('/api/cases/{caseId}/clinical-info', {
      ...path(draft.caseID),
      body: { clinicalInfo: 'Mass, 2 cm.' },
    });
    expect(saved.data!.data.clinicalInfo).toBe('Mass, 2 cm.');
    const available = pick((c) => c.status === 'Available' && c.facility.id === 'fac-001');
    const late = await facility.PUT('/api/cases/{caseId}/clinical-info', {
      ...path(available.caseID),
      body: { clinicalInfo: 'x' },
    });
    expect(late.response.status).toBe(409);
    expect(late.error).toMatchObject({
      message: 'A case in status Available cannot have its clinical information changed.',
    });
    const other = await clientFor(OTHER_FACILITY);
    expect(
      (
        await other.PUT('/api/cases/{caseId}/clinical-info', {
          ...path(draft.caseID),
          body: { clinicalInfo: 'x' },
        })
      ).response.status,
    ).toBe(403);
    const provider = await clientFor(PROVIDER);
    expect(
      (
        await provider.PUT('/api/cases/{caseId}/clinical-info', {
          ...path(mineAssigned().caseID),
          body: { clinicalInfo: null },
        })
      ).data!.data.clinicalInfo,
    ).toBeNull();
    const admin = await clientFor(ADMIN);
    const cancelled = pick((c) => c.status === 'Cancelled');
    expect(
      (
        await admin.PUT('/api/cases/{caseId}/clinical-info', {
          ...path(cancelled.caseID),
          body: { clinicalInfo: 'x' },
        })
      ).response.status,
    ).toBe(409);
  });
});

describe('billing component and relations', () => {
  it('the facility changes the billing component while Draft; an admin any time; providers never', async () => {
    const facility = await clientFor(FACILITY);
    const draft = pick((c) => c.status === 'Draft' && c.facility.id === 'fac-001');
    expect(
      (
        await facility.PUT('/api/cases/{caseId}/billing-component', {
          ...path(draft.caseID),
          body: { billingComponent: 1 },
        })
      ).data!.data.billingComponent,
    ).toBe(1);
    const signed = pick((c) => c.status === 'SignOutCompleted' && c.facility.id === 'fac-001');
    expect(
      (
        await facility.PUT('/api/cases/{caseId}/billing-component', {
          ...path(signed.caseID),
          body: { billingComponent: 1 },
        })
      ).response.status,
    ).toBe(409);
    const admin = await clientFor(ADMIN);
    expect(
      (
        await admin.PUT('/api/cases/{caseId}/billing-component', {
          ...path(signed.caseID),
          body: { billingComponent: 0 },
        })
      ).response.status,
    ).toBe(200);
    expect(
      (
        await admin.PUT('/api/cases/{caseId}/billing-component', {
          ...path(signed.caseID),
          body: { billingComponent: 3 as 0 },
        })
      ).response.status,
    ).toBe(400);
    const provider = await clientFor(PROVIDER);
    expect(
      (
        await provider.PUT('/api/cases/{caseId}/billing-component', {
          ...path(mineAssigned().caseID),
          body: { billingComponent: 0 },
        })
      ).response.status,
    ).toBe(403);
  });

  it('links a draft as child of a case of the same facility; rejects unsuitable parents (422) and orphaning children (409)', async () => {
    const facility = await clientFor(FACILITY);
    const [child, other] = db.cases
      .all()
      .filter((c) => c.status === 'Draft' && c.facility.id === 'fac-001' && c.caseRelation === 'Standalone');
    const parent = pick(
      (c) =>
        c.status === 'SignOutCompleted' && c.facility.id === 'fac-001' && c.caseRelation === 'Standalone',
    );
    const linked = await facility.PUT('/api/cases/{caseId}/relations', {
      ...path(child!.caseID),
      body: { caseRelation: 'Child', parentCaseId: parent.caseID },
    });
    expect(linked.response.status).toBe(200);
    expect(linked.data!.data).toMatchObject({ caseRelation: 'Child', parent: { caseID: parent.caseID } });
    const parentView = await facility.GET('/api/cases/{caseId}/relations', path(parent.caseID));
    expect(parentView.data!.data).toMatchObject({
      caseRelation: 'Parent',
      children: [{ caseID: child!.caseID }],
    });
    const foreign = pick((c) => c.facility.id !== 'fac-001');
    const bad = async (body: { caseRelation: 'Child' | 'Standalone'; parentCaseId?: string | null }) =>
      facility.PUT('/api/cases/{caseId}/relations', { ...path(other!.caseID), body });
    expect((await bad({ caseRelation: 'Child', parentCaseId: foreign.caseID })).error).toMatchObject({
      data: { parentCaseId: ['The parent case must belong to the same facility.'] },
    });
    expect((await bad({ caseRelation: 'Child' })).response.status).toBe(422);
    expect((await bad({ caseRelation: 'Child', parentCaseId: other!.caseID })).response.status).toBe(422);
    expect((await bad({ caseRelation: 'Child', parentCaseId: child!.caseID })).response.status).toBe(422);
    expect((await bad({ caseRelation: 'Standalone', parentCaseId: parent.caseID })).response.status).toBe(
      422,
    );
    const admin = await clientFor(ADMIN);
    const orphan = await admin.PUT('/api/cases/{caseId}/relations', {
      ...path(parent.caseID),
      body: { caseRelation: 'Standalone', parentCaseId: null },
    });
    expect(orphan.response.status).toBe(409);
    expect(
      (
        await facility.PUT('/api/cases/{caseId}/relations', {
          ...path(child!.caseID),
          body: { caseRelation: 'Standalone' },
        })
      ).data!.data.parent,
    ).toBeNull();
    expect(
      (
        await admin.PUT('/api/cases/{caseId}/relations', {
          ...path(parent.caseID),
          body: { caseRelation: 'Standalone' },
        })
      ).response.status,
    ).toBe(200);
  });
});
