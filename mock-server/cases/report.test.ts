/** The report: a draft saved while typing (its writer's and admins' only), then addenda after sign-out. */
import { describe, expect, it } from 'vitest';
import { db } from '../index';
import { ADMIN, FACILITY, PROVIDER, clientFor } from '../testing/test-clients';

const path = (caseId: string) => ({ params: { path: { caseId } } });
const pick = (pred: (c: ReturnType<typeof db.cases.all>[number]) => boolean) => db.cases.all().find(pred)!;

describe('report draft', () => {
  it('the assigned provider saves it while Assigned; the facility never sees it; others 403', async () => {
    const provider = await clientFor(PROVIDER);
    const item = pick(
      (c) =>
        c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && c.facility.id === 'fac-001',
    );
    const saved = await provider.PUT('/api/cases/{caseId}/report-draft', {
      ...path(item.caseID),
      body: {
        primaryDiagnosis: ' Tubular adenoma ',
        grossDescription: '',
        cptCodes: ['88305'],
        billingComponent: 1,
      },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data!.data.reportDraft).toMatchObject({
      primaryDiagnosis: 'Tubular adenoma',
      grossDescription: null,
      microscopicDescription: null,
      cptCodes: ['88305'],
      billingComponent: 1,
      savedBy: { id: 'usr-provider' },
    });
    const mine = await provider.GET('/api/cases/{caseId}', path(item.caseID));
    expect(mine.data!.data.reportDraft?.primaryDiagnosis).toBe('Tubular adenoma');
    const facility = await clientFor(FACILITY);
    const theirs = await facility.GET('/api/cases/{caseId}', path(item.caseID));
    expect(theirs.response.status).toBe(200);
    expect(theirs.data!.data.reportDraft).toBeNull();
    const refused = await facility.PUT('/api/cases/{caseId}/report-draft', {
      ...path(item.caseID),
      body: { primaryDiagnosis: 'x' },
    });
    expect(refused.response.status).toBe(403);
    const badCode = await provider.PUT('/api/cases/{caseId}/report-draft', {
      ...path(item.caseID),
      body: { cptCodes: ['8830'] },
    });
    expect(badCode.response.status).toBe(400);
  });

  it('a signed-out case answers 409', async () => {
    const provider = await clientFor(PROVIDER);
    const signed = pick((c) => c.status === 'SignOutCompleted' && c.assignedProvider?.id === 'usr-provider');
    const { response, error } = await provider.PUT('/api/cases/{caseId}/report-draft', {
      ...path(signed.caseID),
      body: { primaryDiagnosis: 'x' },
    });
    expect(response.status).toBe(409);
    expect(error).toMatchObject({
      message: 'A case in status SignOutCompleted cannot have its report drafted.',
    });
  });
});

describe('report addenda', () => {
  it('the signer and admins append versions; the original stays; others 403; unsigned cases 409', async () => {
    const provider = await clientFor(PROVIDER);
    const signed = pick((c) => c.status === 'SignOutCompleted' && c.assignedProvider?.id === 'usr-provider');
    const original = signed.finalReport!;
    const first = await provider.POST('/api/cases/{caseId}/report/addenda', {
      ...path(signed.caseID),
      body: { reason: ' Immunohistochemistry results ', text: 'ER positive.' },
    });
    expect(first.response.status).toBe(200);
    const admin = await clientFor(ADMIN);
    const second = await admin.POST('/api/cases/{caseId}/report/addenda', {
      ...path(signed.caseID),
      body: { reason: 'Corrected site', text: 'The site is the left breast.' },
    });
    const report = second.data!.data.finalReport!;
    expect(report.version).toBe(3);
    expect(report.primaryDiagnosis).toBe(original.primaryDiagnosis);
    expect(report.signedOutAt).toBe(original.signedOutAt);
    expect(report.addenda).toMatchObject([
      {
        version: 2,
        reason: 'Immunohistochemistry results',
        text: 'ER positive.',
        addedBy: { id: 'usr-provider' },
      },
      { version: 3, reason: 'Corrected site', addedBy: { id: 'usr-admin' } },
    ]);

    const facility = await clientFor(FACILITY);
    const ours = pick((c) => c.status === 'SignOutCompleted' && c.facility.id === 'fac-001');
    const refused = await facility.POST('/api/cases/{caseId}/report/addenda', {
      ...path(ours.caseID),
      body: { reason: 'x', text: 'y' },
    });
    expect(refused.response.status).toBe(403);
    const blank = await provider.POST('/api/cases/{caseId}/report/addenda', {
      ...path(signed.caseID),
      body: { reason: '  ', text: 'y' },
    });
    expect(blank.response.status).toBe(400);
    const assigned = pick((c) => c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider');
    const early = await provider.POST('/api/cases/{caseId}/report/addenda', {
      ...path(assigned.caseID),
      body: { reason: 'x', text: 'y' },
    });
    expect(early.response.status).toBe(409);
  });
});
