/** The case page, the review before send-out and the redirects, against the in-process mock backend. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { loadCaseDetails, loadCaseReview, slideBlobIds } from './case-details.server';
import type { CaseDetailsData } from './case-labels';
import { ownCaseListPath, redirectToCaseDetails, redirectToOwnCaseList } from './case-redirects.server';
import { downloadCaseAttachment } from './attachment-download.server';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { sendOutReviewedCase } from './review.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

type Session = Awaited<ReturnType<typeof sessionFor>>;

async function details(session: Session, caseId: string) {
  const result = (await loadCaseDetails(appRequest(session.cookie, `/case-details/${caseId}`), {
    caseId,
  })) as { data: CaseDetailsData };
  return result.data;
}

/** The facility's first case in `status` that holds at least one attachment. */
async function facilityCase(session: Session, status: 'Draft' | 'Available') {
  const list = (await session.client.GET('/api/cases', { params: { query: { status, pageSize: 100 } } }))
    .data!.data.items;
  for (const item of list) {
    const files = (
      await session.client.GET('/api/cases/{caseId}/attachments', {
        params: { path: { caseId: item.caseID } },
      })
    ).data!.data;
    if (files.length > 0) return { item, files };
  }
  throw new Error(`no ${status} case with an attachment`);
}

describe('loadCaseDetails', () => {
  it('shows the facility its draft with attachments, thumbnails and the facility’s actions', async () => {
    const session = await sessionFor('facility@demo.test');
    const { item, files } = await facilityCase(session, 'Draft');
    const data = await details(session, item.caseID);
    expect(data.caseData.caseID).toBe(item.caseID);
    expect(data.attachments.map((a) => a.id)).toEqual(files.map((a) => a.id));
    expect(data.attachmentsError).toBeNull();
    expect(Object.keys(data.thumbnails)).toEqual(slideBlobIds(data.caseData));
    expect(Object.values(data.thumbnails).some((url) => typeof url === 'string')).toBe(true);
    expect(data.can).toEqual({
      edit: true,
      sendOut: true,
      cancel: true,
      pickUp: false,
      release: false,
      diagnose: false,
      assign: false,
      bill: false,
      storeInArchive: true,
    });
    expect(data.parent).toEqual({ label: 'Send-Out Cases', to: '/send-out-cases' });
  });

  it('lets an active provider pick up an available case, and nothing else', async () => {
    const session = await sessionFor('provider@demo.test');
    const item = (await session.client.GET('/api/cases', { params: { query: { status: 'Available' } } }))
      .data!.data.items[0]!;
    const data = await details(session, item.caseID);
    expect(data.can).toEqual({
      edit: false,
      sendOut: false,
      cancel: false,
      pickUp: true,
      release: false,
      diagnose: false,
      assign: false,
      bill: false,
      storeInArchive: false,
    });
    expect(data.parent).toEqual({ label: 'Available Cases', to: '/availableCases' });
  });

  it('lets the provider holding a case return it to the pool, unless a draft report is saved (decision 075)', async () => {
    const session = await sessionFor('provider@demo.test');
    const item = (await session.client.GET('/api/cases', { params: { query: { status: 'Assigned' } } })).data!
      .data.items[0]!;
    expect((await details(session, item.caseID)).can).toMatchObject({ release: true, diagnose: true });
    await session.client.PUT('/api/cases/{caseId}/report-draft', {
      params: { path: { caseId: item.caseID } },
      body: { primaryDiagnosis: 'Tubular adenoma' },
    });
    expect((await details(session, item.caseID)).can).toMatchObject({ release: false, diagnose: true });
  });

  it('answers 403 for another facility’s draft and 404 for an unknown or malformed id', async () => {
    const facility = await sessionFor('facility@demo.test');
    const { item } = await facilityCase(facility, 'Draft');
    const provider = await sessionFor('provider@demo.test');
    const forbidden = await settle(() => details(provider, item.caseID));
    expect(forbidden.value).toMatchObject({ init: { status: 403 } });
    expect((forbidden.value as { data: string }).data).toMatch(/^You do not have access to this case\./);

    for (const caseId of ['case-9999', '..%2Fadmin', 'x'.repeat(65)]) {
      const missing = await settle(() => details(provider, caseId));
      expect(missing.value).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe('the attachment download route', () => {
  it('streams the attachment with its name to whoever may see the case, and refuses others', async () => {
    const facility = await sessionFor('facility@demo.test');
    const { item, files } = await facilityCase(facility, 'Draft');
    const params = { caseId: item.caseID, attachmentId: files[0]!.id };
    const path = `/case-details/${item.caseID}/attachments/${files[0]!.id}`;
    const response = await downloadCaseAttachment(appRequest(facility.cookie, path), params);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(`filename="${files[0]!.fileName}"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(files[0]!.sizeBytes);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

    const provider = await sessionFor('provider@demo.test');
    const refused = await downloadCaseAttachment(appRequest(provider.cookie, path), params);
    expect(refused.status).toBe(403);
    const malformed = await downloadCaseAttachment(appRequest(provider.cookie, path), {
      caseId: item.caseID,
      attachmentId: '../x',
    });
    expect(malformed.status).toBe(404);
  });
});

describe('review before send-out', () => {
  it('shows a facility’s draft, and sends a case that is no longer a draft to its details', async () => {
    const session = await sessionFor('facility@demo.test');
    const { item } = await facilityCase(session, 'Draft');
    const review = (await loadCaseReview(appRequest(session.cookie, '/review-project'), item.caseID)) as {
      data: CaseDetailsData;
    };
    expect(review.data.can.sendOut).toBe(true);

    const available = await facilityCase(session, 'Available');
    const moved = await settle(() =>
      loadCaseReview(appRequest(session.cookie, '/review-project'), available.item.caseID),
    );
    expect((moved.value as Response).headers.get('Location')).toBe(`/case-details/${available.item.caseID}`);
  });

  it('gives a provider the 403 page', async () => {
    const session = await sessionFor('provider@demo.test');
    const outcome = await settle(() =>
      loadCaseReview(appRequest(session.cookie, '/review-project'), 'case-0001'),
    );
    expect(outcome.value).toMatchObject({ init: { status: 403 } });
  });

  it('goes to the case’s details after send-out, and back to the review when refused', async () => {
    const session = await sessionFor('facility@demo.test');
    const { item } = await facilityCase(session, 'Draft');
    const body = { intent: 'send-out', caseId: item.caseID };
    const path = `/review-project?caseId=${item.caseID}`;
    const sent = redirectOf((await sendOutReviewedCase(appRequest(session.cookie, path, body))) as Response);
    expect(sent.location).toBe(`/case-details/${item.caseID}`);
    expect(sent.flash?.kind).toBe('success');

    const again = redirectOf((await sendOutReviewedCase(appRequest(session.cookie, path, body))) as Response);
    expect(again).toMatchObject({
      location: `/review-project?caseId=${item.caseID}`,
      flash: { kind: 'error', message: 'A case in status Available cannot be sent out.' },
    });
  });
});

describe('the remaining case routes', () => {
  it('open the reader’s own case list by role', async () => {
    expect(ownCaseListPath('MedicalFacility')).toBe('/send-out-cases');
    expect(ownCaseListPath('FacilityNP')).toBe('/send-out-cases');
    expect(ownCaseListPath('provider')).toBe('/selectedCases');
    expect(ownCaseListPath('Admin')).toBe('/case');
    const { cookie } = await sessionFor('np@demo.test');
    const outcome = await settle(() => redirectToOwnCaseList(appRequest(cookie, '/my-cases')));
    expect((outcome.value as Response).headers.get('Location')).toBe('/send-out-cases');
  });

  it('opens /my-cases/:projectId as the case’s page, and a malformed id as a 404', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const ok = await settle(() =>
      redirectToCaseDetails(appRequest(cookie, '/my-cases/case-0001'), 'case-0001'),
    );
    expect((ok.value as Response).headers.get('Location')).toBe('/case-details/case-0001');
    const bad = await settle(() => redirectToCaseDetails(appRequest(cookie, '/my-cases/a.b'), 'a.b'));
    expect(bad.value).toMatchObject({ init: { status: 404 } });
  });
});
