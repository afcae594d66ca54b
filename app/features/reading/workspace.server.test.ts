/** The reading workspace's loader, action and autosave route against the in-process mock backend. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { requireUser } from '~/auth.server';
import { CASE_LISTS } from '~/features/cases';
import { caseIdsInListOrder } from '~/features/cases/list.server';
import type { DraftSaveAnswer, WorkspaceData } from './labels';
import { REPORT_MESSAGES } from './schema';
import {
  WORKSPACE_MESSAGES,
  loadWorkspace,
  redirectToCasesToDiagnose,
  saveDraft,
  workspaceAction,
} from './workspace.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

type Session = Awaited<ReturnType<typeof sessionFor>>;

async function firstCase(session: Session, status: 'Assigned' | 'Available' | 'SignOutCompleted') {
  const query = { status, pageSize: 100, ...(status === 'Available' ? {} : { assignedToMe: true }) };
  return (await session.client.GET('/api/cases', { params: { query } })).data!.data.items.at(-1)!;
}

const workspacePath = (caseId: string) => `/pathologist/pd-case-view/${caseId}`;

async function load(session: Session, caseId: string) {
  const result = (await loadWorkspace(appRequest(session.cookie, workspacePath(caseId)), { caseId })) as {
    data: WorkspaceData;
  };
  return result.data;
}

describe('the reading workspace', () => {
  it('gives the provider the form for their assigned case; the draft is saved and read back', async () => {
    const provider = await sessionFor('provider@demo.test');
    const item = await firstCase(provider, 'Assigned');
    const opened = await load(provider, item.caseID);
    expect(opened.mode).toEqual({ kind: 'edit' });
    // The slide beside the report (decision 104): the viewer's case and its first links, with no clinical text.
    if (opened.caseData.slides.some((s) => s.subsections.some((b) => b.images.length > 0))) {
      expect(opened.viewer?.caseData).toMatchObject({ caseID: item.caseID, slides: opened.caseData.slides });
      expect(opened.viewer?.caseData).not.toHaveProperty('clinicalInfo');
      const extras = await opened.viewer!.extras;
      expect(Object.keys(extras.links).length).toBeGreaterThan(0);
    } else {
      expect(opened.viewer).toBeNull();
    }

    const saved = await saveDraft(
      appRequest(provider.cookie, `${workspacePath(item.caseID)}/draft`, {
        primaryDiagnosis: 'Tubular adenoma',
        cptCodes: '88305, 88342',
        billingComponent: '1',
      }),
      { caseId: item.caseID },
    );
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as DraftSaveAnswer;
    expect(body).toMatchObject({ ok: true });

    const draft = (await load(provider, item.caseID)).caseData.reportDraft;
    expect(draft).toMatchObject({
      primaryDiagnosis: 'Tubular adenoma',
      grossDescription: null,
      cptCodes: ['88305', '88342'],
      billingComponent: 1,
    });
  });

  it('the autosave refuses a wrong CPT code with the field message, and a facility user', async () => {
    const provider = await sessionFor('provider@demo.test');
    const item = await firstCase(provider, 'Assigned');
    const refused = await saveDraft(
      appRequest(provider.cookie, `${workspacePath(item.caseID)}/draft`, { cptCodes: '8830' }),
      { caseId: item.caseID },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      ok: false,
      retry: false,
      fieldErrors: { cptCodes: [REPORT_MESSAGES.cptFormat('8830')] },
    });

    const facility = await sessionFor('facility@demo.test');
    const notForRole = await saveDraft(
      appRequest(facility.cookie, `${workspacePath(item.caseID)}/draft`, { comments: 'x' }),
      { caseId: item.caseID },
    );
    expect(notForRole.status).toBe(403);
    expect(await notForRole.json()).toEqual({
      ok: false,
      message: WORKSPACE_MESSAGES.notForRole,
      retry: false,
    });
  });

  it('refuses a facility user before reading, and shows an available case read-only', async () => {
    const facility = await sessionFor('facility@demo.test');
    const refused = await settle(() => load(facility, 'case-0001'));
    expect(refused.value).toMatchObject({ data: WORKSPACE_MESSAGES.notForRole, init: { status: 403 } });

    const provider = await sessionFor('provider@demo.test');
    const available = await firstCase(provider, 'Available');
    expect((await load(provider, available.caseID)).mode).toEqual({
      kind: 'read-only',
      reason: WORKSPACE_MESSAGES.available,
    });
  });

  it('sends a signed-out case to its final report', async () => {
    const provider = await sessionFor('provider@demo.test');
    const done = await firstCase(provider, 'SignOutCompleted');
    const result = await settle(() => load(provider, done.caseID));
    expect(redirectOf(result.value as Response)).toMatchObject({
      status: 302,
      location: `/final-report/${done.caseID}`,
    });
  });

  it('sign-out needs a diagnosis, then goes on to the next case with a flash naming the case and linking its report', async () => {
    const provider = await sessionFor('provider@demo.test');
    const item = await firstCase(provider, 'Assigned');
    const path = workspacePath(item.caseID);
    // Where the page's Next case leads.
    const next = await (await load(provider, item.caseID)).next;
    expect(next).not.toBeNull();
    const missing = (await workspaceAction(appRequest(provider.cookie, path, { intent: 'sign-out' }), {
      caseId: item.caseID,
    })) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(missing.init.status).toBe(400);
    expect(missing.data.result.error).toEqual({ primaryDiagnosis: [REPORT_MESSAGES.diagnosisRequired] });

    const signed = await settle(() =>
      workspaceAction(
        appRequest(provider.cookie, path, {
          intent: 'sign-out',
          primaryDiagnosis: 'Tubular adenoma, low grade.',
          cptCodes: '88305',
        }),
        { caseId: item.caseID },
      ),
    );
    expect(redirectOf(signed.value as Response)).toEqual({
      status: 302,
      location: `/pathologist/pd-case-view/${next!.caseId}`,
      flash: {
        kind: 'success',
        message: `Case ${item.caseRecordId} signed out. The report is final; a correction is now an addendum.`,
        link: {
          label: `View the final report of case ${item.caseRecordId}`,
          to: `/final-report/${item.caseID}`,
        },
      },
    });
    const after = (
      await provider.client.GET('/api/cases/{caseId}', { params: { path: { caseId: item.caseID } } })
    ).data!.data;
    expect(after.status).toBe('SignOutCompleted');
    expect(after.finalReport).toMatchObject({ version: 1, primaryDiagnosis: 'Tubular adenoma, low grade.' });
    expect(after.reportDraft).toBeNull();

    // Signed out, the draft is refused with the server's reason and no retry.
    const late = await saveDraft(appRequest(provider.cookie, `${path}/draft`, { comments: 'x' }), {
      caseId: item.caseID,
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ ok: false, retry: false });
  });

  it('sign-out of the last case of My Cases goes to My Cases; an admin’s to the final report', async () => {
    const provider = await sessionFor('provider@demo.test');
    const user = await requireUser(appRequest(provider.cookie, '/selectedCases'));
    const order = await caseIdsInListOrder(
      appRequest(provider.cookie, '/selectedCases'),
      user,
      CASE_LISTS.selected,
    );
    const last = (
      await provider.client.GET('/api/cases/{caseId}', { params: { path: { caseId: order.at(-1)! } } })
    ).data!.data;
    const signOut = (cookie: string, caseId: string) =>
      settle(() =>
        workspaceAction(
          appRequest(cookie, workspacePath(caseId), { intent: 'sign-out', primaryDiagnosis: 'Benign.' }),
          { caseId },
        ),
      );
    expect(redirectOf((await signOut(provider.cookie, last.caseID)).value as Response)).toEqual({
      status: 302,
      location: '/selectedCases',
      flash: {
        kind: 'success',
        message: WORKSPACE_MESSAGES.signedOut(last.caseRecordId),
        link: {
          label: WORKSPACE_MESSAGES.finalReportLink(last.caseRecordId),
          to: `/final-report/${last.caseID}`,
        },
      },
    });

    const admin = await sessionFor('admin@demo.test');
    const other = order.at(-2)!;
    const record = (await admin.client.GET('/api/cases/{caseId}', { params: { path: { caseId: other } } }))
      .data!.data.caseRecordId;
    expect(redirectOf((await signOut(admin.cookie, other)).value as Response)).toEqual({
      status: 302,
      location: `/final-report/${other}`,
      flash: { kind: 'success', message: WORKSPACE_MESSAGES.signedOut(record) },
    });
  });

  it('the structured part: offered for the case type, saved with the draft, its required items checked at sign-out', async () => {
    const provider = await sessionFor('provider@demo.test');
    const query = { status: 'Assigned' as const, assignedToMe: true, pageSize: 100 };
    const items = (await provider.client.GET('/api/cases', { params: { query } })).data!.data.items;
    let found: { caseID: string; caseRecordId: string; data: WorkspaceData } | undefined;
    for (const candidate of items) {
      const data = await load(provider, candidate.caseID);
      if (data.synopticTemplates?.length) found = { ...candidate, data };
      if (found) break;
    }
    if (!found) throw new Error('No assigned case of the provider has a structured template');
    const template = found.data.synopticTemplates![0]!;
    expect(template.caseTypes).toContain(found.data.caseData.type.name);
    const path = workspacePath(found.caseID);
    const answerOf = (item: (typeof template.items)[number]) =>
      item.kind === 'choice'
        ? item.answers[0]!.code
        : item.kind === 'number'
          ? String(item.minimum)
          : 'See comment.';
    const [first, ...rest] = template.items.filter((item) => item.required);
    const entries = {
      primaryDiagnosis: 'Carcinoma, see the structured part.',
      'synoptic.templateId': template.id,
      'synoptic.templateVersion': String(template.version),
      [`synoptic.answers.${first!.id}`]: answerOf(first!),
    };
    const saved = await saveDraft(appRequest(provider.cookie, `${path}/draft`, entries), {
      caseId: found.caseID,
    });
    expect(await saved.json()).toMatchObject({ ok: true });
    expect((await load(provider, found.caseID)).caseData.reportDraft?.synoptic).toEqual({
      templateId: template.id,
      templateVersion: template.version,
      answers: [{ itemId: first!.id, value: first!.kind === 'number' ? first!.minimum : answerOf(first!) }],
    });

    const refused = (await workspaceAction(
      appRequest(provider.cookie, path, { ...entries, intent: 'sign-out' }),
      {
        caseId: found.caseID,
      },
    )) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error['synoptic.answers']).toEqual([
      `Answer the required items: ${rest.map((item) => item.label).join(', ')}.`,
    ]);

    const complete = Object.fromEntries(rest.map((item) => [`synoptic.answers.${item.id}`, answerOf(item)]));
    const signed = await settle(() =>
      workspaceAction(appRequest(provider.cookie, path, { ...entries, ...complete, intent: 'sign-out' }), {
        caseId: found.caseID,
      }),
    );
    expect((signed.value as Response).status).toBe(302);
    const after = (
      await provider.client.GET('/api/cases/{caseId}', { params: { path: { caseId: found.caseID } } })
    ).data!.data;
    expect(after.finalReport?.synoptic?.answers.map((answer) => answer.itemId)).toEqual(
      template.items.filter((item) => item.required).map((item) => item.id),
    );
  });

  it('/pathologist is My Cases for a provider, Cases for an admin', async () => {
    const provider = await sessionFor('provider@demo.test');
    const admin = await sessionFor('admin@demo.test');
    for (const [session, to] of [
      [provider, '/selectedCases'],
      [admin, '/case'],
    ] as const) {
      const result = await settle(() =>
        redirectToCasesToDiagnose(appRequest(session.cookie, '/pathologist')),
      );
      expect((result.value as Response).headers.get('Location')).toBe(to);
    }
  });
});
