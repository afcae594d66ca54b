/** The report page's loader and addendum action, and the PDF route, against the in-process mock backend. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { CASE_DETAIL_MESSAGES } from '~/features/cases/case-details.server';
import { REPORT_MESSAGES } from './messages';
import { downloadReportPdf } from './report-download.server';
import { addAddendum, loadFinalReport, type ReportPageData } from './report.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

type Session = Awaited<ReturnType<typeof sessionFor>>;

async function page(session: Session, caseId: string, query = '') {
  const result = (await loadFinalReport(appRequest(session.cookie, `/final-report/${caseId}${query}`), {
    caseId,
  })) as unknown as { data: ReportPageData };
  return result.data;
}

/** The demo facility's signed-out case, signed out by the provisionally active demo provider (the seed has one). */
async function facilitySignedOut() {
  const signer = await sessionFor('provisional.provider@demo.test');
  const facility = await sessionFor('facility@demo.test');
  const mine = (
    await signer.client.GET('/api/cases', {
      params: { query: { status: 'SignOutCompleted', assignedToMe: true, pageSize: 100 } },
    })
  ).data!.data.items;
  for (const item of mine) {
    const seen = await facility.client.GET('/api/cases/{caseId}', {
      params: { path: { caseId: item.caseID } },
    });
    if (seen.data) return { signer, facility, caseData: seen.data.data };
  }
  throw new Error('no signed-out case of the demo facility by the provisional provider');
}

describe('loadFinalReport', () => {
  it('shows the facility its report, without Add addendum; the signer may add one', async () => {
    const { signer, facility, caseData } = await facilitySignedOut();
    const seen = await page(facility, caseData.caseID);
    expect(seen.kind).toBe('report');
    if (seen.kind !== 'report') return;
    expect(seen.document.primaryDiagnosis).toBe(caseData.finalReport!.primaryDiagnosis);
    expect(seen.document.caseRecordId).toBe(caseData.caseRecordId);
    expect(seen.canAddAddendum).toBe(false);
    const bySigner = await page(signer, caseData.caseID);
    expect(bySigner.kind === 'report' && bySigner.canAddAddendum).toBe(true);
  });

  it('answers 403 to a provider who neither signed nor reviews the case, 404 to an unknown or malformed id', async () => {
    const { caseData } = await facilitySignedOut();
    const other = await sessionFor('provider@demo.test');
    const refused = await settle(() => page(other, caseData.caseID));
    expect(refused.value).toMatchObject({ init: { status: 403 }, data: CASE_DETAIL_MESSAGES.forbidden });
    expect((await settle(() => page(other, 'case-9999'))).value).toMatchObject({ init: { status: 404 } });
    expect((await settle(() => page(other, 'bad id!'))).value).toMatchObject({ init: { status: 404 } });
  });

  it('says a case is not signed out yet and links its provider to the reading workspace', async () => {
    const provider = await sessionFor('provider@demo.test');
    const assigned = (
      await provider.client.GET('/api/cases', {
        params: { query: { status: 'Assigned', assignedToMe: true } },
      })
    ).data!.data.items[0]!;
    const seen = await page(provider, assigned.caseID);
    expect(seen).toMatchObject({
      kind: 'not-signed-out',
      next: { to: `/pathologist/pd-case-view/${assigned.caseID}` },
    });
  });
});

describe('addAddendum', () => {
  it('refuses the facility (403) and the empty form (400); the signer’s addendum is version 2', async () => {
    const { signer, facility, caseData } = await facilitySignedOut();
    const path = `/final-report/${caseData.caseID}`;
    const body = { reason: 'IHC results', text: 'ER positive.' };
    const byFacility = (await addAddendum(appRequest(facility.cookie, path, body), {
      caseId: caseData.caseID,
    })) as unknown as { init: { status: number } };
    expect(byFacility.init.status).toBe(403);

    const empty = (await addAddendum(appRequest(signer.cookie, path, { reason: '', text: ' ' }), {
      caseId: caseData.caseID,
    })) as unknown as { init: { status: number } };
    expect(empty.init.status).toBe(400);

    const done = (await addAddendum(appRequest(signer.cookie, path, body), {
      caseId: caseData.caseID,
    })) as Response;
    expect(redirectOf(done)).toMatchObject({
      status: 302,
      location: path,
      flash: { kind: 'success', message: REPORT_MESSAGES.addendumAdded(2) },
    });
    const after = await page(facility, caseData.caseID);
    expect(after.kind === 'report' && after.document).toMatchObject({ version: 2, amended: true });
    const original = await page(facility, caseData.caseID, '?version=1');
    expect(original.kind === 'report' && original.document).toMatchObject({ version: 1, amended: false });
  });
});

describe('an addendum with a structured part (decision 106)', () => {
  it('offers the signer the case type’s templates and the current part; a new part is checked, then stored', async () => {
    const signer = await sessionFor('provider@demo.test');
    const query = { status: 'SignOutCompleted' as const, assignedToMe: true, pageSize: 100 };
    const items = (await signer.client.GET('/api/cases', { params: { query } })).data!.data.items;
    let found: { caseId: string; data: ReportPageData } | undefined;
    for (const item of items) {
      const data = await page(signer, item.caseID);
      if (data.kind === 'report' && data.addendumSynoptic?.templates.length)
        found = { caseId: item.caseID, data };
      if (found) break;
    }
    if (!found || found.data.kind !== 'report')
      throw new Error('No signed-out case of the provider has a template');
    const template = found.data.addendumSynoptic!.templates[0]!;
    const path = `/final-report/${found.caseId}`;
    const required = template.items.filter((item) => item.required);
    const answer = (item: (typeof required)[number]) =>
      item.kind === 'choice' ? item.answers[0]!.code : item.kind === 'number' ? String(item.maximum) : 'Text';
    const base = {
      reason: 'Receptor results',
      text: 'See the structured part.',
      'synoptic.templateId': template.id,
      'synoptic.templateVersion': String(template.version),
    };
    const incomplete = (await addAddendum(appRequest(signer.cookie, path, base), {
      caseId: found.caseId,
    })) as unknown as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(incomplete.init.status).toBe(400);
    expect(incomplete.data.result.error['synoptic.answers']).toEqual([
      `Answer the required items: ${required.map((item) => item.label).join(', ')}.`,
    ]);
    const answers = Object.fromEntries(required.map((item) => [`synoptic.answers.${item.id}`, answer(item)]));
    const done = (await addAddendum(appRequest(signer.cookie, path, { ...base, ...answers }), {
      caseId: found.caseId,
    })) as Response;
    expect(done.status).toBe(302);
    const after = (
      await signer.client.GET('/api/cases/{caseId}', { params: { path: { caseId: found.caseId } } })
    ).data!.data;
    expect(after.finalReport?.addenda.at(-1)?.synoptic?.answers.map((a) => a.itemId)).toEqual(
      required.map((item) => item.id),
    );
    const reread = await page(signer, found.caseId);
    expect(reread.kind === 'report' && reread.addendumSynoptic?.current?.templateId).toBe(template.id);
  });
});

describe('downloadReportPdf', () => {
  it('answers the PDF with its file name, and the API’s refusal as text', async () => {
    const { facility, caseData } = await facilitySignedOut();
    const path = `/final-report/${caseData.caseID}/pdf`;
    const response = await downloadReportPdf(appRequest(facility.cookie, `${path}?tz=Europe/Paris`), {
      caseId: caseData.caseID,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${caseData.caseRecordId}-report-v1.pdf"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(caseData.caseRecordId);

    const other = await sessionFor('provider@demo.test');
    const refused = await downloadReportPdf(appRequest(other.cookie, path), { caseId: caseData.caseID });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(CASE_DETAIL_MESSAGES.forbidden);
  });
});
