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

describe('signer credentials', () => {
  it('sign-out records the signer’s credentials from their profile; every reader sees them', async () => {
    const provider = await clientFor(PROVIDER);
    const profile = (await provider.GET('/api/me/provider-profile')).data!.data;
    const recorded = {
      salutation: profile.salutation,
      specialty: profile.specialty,
      licensedStates: profile.licensedStates,
    };
    expect(recorded).toMatchObject({ salutation: 'Dr.', specialty: 'Pathology' });
    const item = pick(
      (c) =>
        c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && c.facility.id === 'fac-001',
    );
    const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
      ...path(item.caseID),
      body: { primaryDiagnosis: 'Tubular adenoma.' },
    });
    expect(signed.response.status).toBe(200);
    expect(signed.data!.data.finalReport!.signerCredentials).toEqual(recorded);
    const facility = await clientFor(FACILITY);
    const theirs = (await facility.GET('/api/cases/{caseId}', path(item.caseID))).data!.data;
    expect(theirs.finalReport!.signerCredentials).toEqual(recorded);
  });

  it('a later profile change leaves the signed report as it was; a new addendum records the new ones', async () => {
    const provider = await clientFor(PROVIDER);
    const signed = pick(
      (c) => c.status === 'SignOutCompleted' && c.finalReport?.signedOutBy.id === 'usr-provider',
    );
    const before = signed.finalReport!.signerCredentials;
    // The seeded report carries the demo provider's credentials too.
    const profile = (await provider.GET('/api/me/provider-profile')).data!.data;
    expect(before).toEqual({
      salutation: profile.salutation,
      specialty: profile.specialty,
      licensedStates: profile.licensedStates,
    });
    expect(before.salutation).toBe('Dr.');
    const edited = await provider.PATCH('/api/me/provider-profile', {
      body: { salutation: 'Prof.', specialty: 'Pathology', licensedStates: ['WA'] },
    });
    expect(edited.response.status).toBe(200);
    const added = await provider.POST('/api/cases/{caseId}/report/addenda', {
      ...path(signed.caseID),
      body: { reason: 'Stains', text: 'ER positive.' },
    });
    expect(added.response.status).toBe(200);
    const report = added.data!.data.finalReport!;
    expect(report.signerCredentials).toEqual(before);
    expect(report.addenda.at(-1)!.adderCredentials).toEqual({
      salutation: 'Prof.',
      specialty: 'Pathology',
      licensedStates: ['WA'],
    });
    // An admin has no provider profile: an addendum of theirs records no credentials.
    const admin = await clientFor(ADMIN);
    const byAdmin = await admin.POST('/api/cases/{caseId}/report/addenda', {
      ...path(signed.caseID),
      body: { reason: 'Corrected site', text: 'Left breast.' },
    });
    expect(byAdmin.data!.data.finalReport!.addenda.at(-1)!.adderCredentials).toEqual({
      salutation: null,
      specialty: null,
      licensedStates: [],
    });
  });
});

describe('structured part (decision 106)', () => {
  const part = (answers: { itemId: string; value: string | number }[]) => ({
    templateId: 'breast-core-biopsy',
    templateVersion: 1,
    answers,
  });
  const complete = [
    { itemId: 'lymphovascular-invasion', value: 'not-identified' },
    { itemId: 'histologic-type', value: 'invasive-nst' },
    { itemId: 'histologic-grade', value: 'grade-2' },
    { itemId: 'dcis', value: 'present' },
    { itemId: 'comment', value: '  ER to follow.  ' },
  ];

  it('every signed-in user reads the templates (a facility reads its reports by their labels)', async () => {
    const provider = await clientFor(PROVIDER);
    const listed = await provider.GET('/api/reference/synoptic-templates');
    expect(listed.response.status).toBe(200);
    expect(listed.data!.data.map((template) => template.id)).toContain('breast-core-biopsy');
    const facility = await clientFor(FACILITY);
    expect((await facility.GET('/api/reference/synoptic-templates')).response.status).toBe(200);
  });

  it('a draft keeps an incomplete part; sign-out refuses it naming the items, then signs the complete one', async () => {
    const provider = await clientFor(PROVIDER);
    const item = pick(
      (c) =>
        c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && c.type.name === 'surgical',
    );
    const drafted = await provider.PUT('/api/cases/{caseId}/report-draft', {
      ...path(item.caseID),
      body: {
        primaryDiagnosis: 'Invasive carcinoma.',
        synoptic: part([{ itemId: 'dcis', value: 'present' }]),
      },
    });
    expect(drafted.response.status).toBe(200);
    expect(drafted.data!.data.reportDraft!.synoptic).toEqual(part([{ itemId: 'dcis', value: 'present' }]));

    const refused = await provider.POST('/api/cases/{caseId}/sign-out', {
      ...path(item.caseID),
      body: {
        primaryDiagnosis: 'Invasive carcinoma.',
        synoptic: part([{ itemId: 'dcis', value: 'present' }]),
      },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({
      message:
        "Answer the structured part's required items: Histologic type, Histologic grade (Nottingham), Lymphovascular invasion.",
      data: {
        'synoptic.answers': [
          'Answer the required items: Histologic type, Histologic grade (Nottingham), Lymphovascular invasion.',
        ],
      },
    });
    expect(db.cases.findFirst((q) => q.where({ caseID: item.caseID }))!.status).toBe('Assigned');

    const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
      ...path(item.caseID),
      body: { primaryDiagnosis: 'Invasive carcinoma.', synoptic: part(complete) },
    });
    expect(signed.response.status).toBe(200);
    expect(signed.data!.data.finalReport!.synoptic!.answers).toEqual([
      { itemId: 'histologic-type', value: 'invasive-nst' },
      { itemId: 'histologic-grade', value: 'grade-2' },
      { itemId: 'dcis', value: 'present' },
      { itemId: 'lymphovascular-invasion', value: 'not-identified' },
      { itemId: 'comment', value: 'ER to follow.' },
    ]);

    const corrected = await provider.POST('/api/cases/{caseId}/report/addenda', {
      ...path(item.caseID),
      body: {
        reason: 'Receptor studies',
        text: 'ER positive.',
        synoptic: part([...complete, { itemId: 'er', value: 'positive' }]),
      },
    });
    expect(corrected.response.status).toBe(200);
    const report = corrected.data!.data.finalReport!;
    expect(report.synoptic!.answers).toHaveLength(5);
    expect(report.addenda[0]!.synoptic!.answers).toContainEqual({ itemId: 'er', value: 'positive' });
    const textOnly = await provider.POST('/api/cases/{caseId}/report/addenda', {
      ...path(item.caseID),
      body: { reason: 'Typo', text: 'Left, not right.' },
    });
    expect(textOnly.data!.data.finalReport!.addenda[1]!.synoptic).toBeNull();
  });

  it('a template for another case type, or an answer it does not allow, is refused with nothing saved', async () => {
    const provider = await clientFor(PROVIDER);
    const item = pick(
      (c) =>
        c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && c.type.name === 'cytology',
    );
    const other = await provider.PUT('/api/cases/{caseId}/report-draft', {
      ...path(item.caseID),
      body: { synoptic: part([]) },
    });
    expect(other.response.status).toBe(422);
    expect(other.error?.message).toBe(
      'The structured template "Breast, core needle biopsy: invasive carcinoma" is not offered for Cytopathology cases.',
    );
    expect(db.cases.findFirst((q) => q.where({ caseID: item.caseID }))!.reportDraft).toEqual(
      item.reportDraft,
    );
  });
});
