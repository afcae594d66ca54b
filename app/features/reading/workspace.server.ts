/**
 * The reading workspace's server side (decision 032): who may open it, the case with its clinical information,
 * the report draft saved while typing (a JSON resource route, so a lost connection is an answer the page can
 * show, not an error page), and the sign-out. Access is decided from the session's role before anything is read;
 * the API decides again for the case (a provider sees only available cases and their own, and only the assigned
 * provider or an admin may draft or sign out).
 */
import { data, redirect } from '@remix-run/node';
import { ApiError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { normalizeRole } from '~/features/auth';
import { loadCaseDetails, parseCaseId, slideBlobIds } from '~/features/cases/case-details.server';
import { casePaths } from '~/features/cases';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { flashCookie } from '~/flash.server';
import { parseWithZod } from '@conform-to/zod/v4';
import { formErrorMap } from '~/components/form/messages';
import { draftBody, reportDraftForm, reportFormWith, signOutBody } from './schema';
import { synopticFieldErrors, templatesFor, withSynopticFields, type SynopticTemplate } from './synoptic';
import { getSynopticTemplates } from '~/lib/reference.server';
import { readingPaths, type DraftSaveAnswer, type WorkspaceData, type WorkspaceMode } from './labels';
import { readForm } from '~/lib/read-form.server';
import { viewerOfCase } from '~/features/viewer/viewer.server';
import { nextCaseId, readNextCase } from './next-case.server';

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

export const WORKSPACE_MESSAGES = {
  notForRole:
    'The reading workspace is for pathologists: only the provider a case is assigned to (or an admin) writes its report.',
  available: 'This case is not assigned to you yet. Pick it up from its page to write the report.',
  notAssigned: (status: string) => `A case in status ${status} has no report to write.`,
  signedOut: (recordId: string) =>
    `Case ${recordId} signed out. The report is final; a correction is now an addendum.`,
  finalReportLink: (recordId: string) => `View the final report of case ${recordId}`,
  draftSaved: 'Draft saved.',
} as const;

/** Providers and admins only (a facility user is refused before anything is read). */
function requireReader(user: SessionUser) {
  const role = normalizeRole(user.role);
  if (role !== 'Provider' && role !== 'Admin') throw data(WORKSPACE_MESSAGES.notForRole, { status: 403 });
}

/**
 * What the reader may do with the case: write the report while it is Assigned (the API shows a provider an
 * assigned case only when it is theirs), else read its clinical information with the reason.
 */
export function workspaceMode(status: string): WorkspaceMode {
  if (status === 'Assigned') return { kind: 'edit' };
  if (status === 'Available') return { kind: 'read-only', reason: WORKSPACE_MESSAGES.available };
  return { kind: 'read-only', reason: WORKSPACE_MESSAGES.notAssigned(status) };
}

/** GET /pathologist/pd-case-view/:caseId: the case beside its report form; a signed-out case is its report. */
export async function loadWorkspace(request: Request, params: { caseId?: string }) {
  const user = await requireUser(request);
  requireReader(user);
  const details = await loadCaseDetails(request, params);
  const caseData = details.data.caseData;
  if (caseData.status === 'SignOutCompleted') {
    throw redirect(readingPaths.finalReport(caseData.caseID), { headers: details.init?.headers });
  }
  const mode = workspaceMode(caseData.status);
  // The slide beside the report (decision 104) when there is a report to write and a slide to read.
  const viewer =
    mode.kind === 'edit' && slideBlobIds(caseData).length > 0 ? viewerOfCase(request, user, caseData) : null;
  // The next case of My Cases, read ahead while this one is read: streamed after the page.
  const next =
    mode.kind === 'edit' && normalizeRole(user.role) === 'Provider'
      ? readNextCase(request, user, caseData.caseID)
      : null;
  const synopticTemplates = mode.kind === 'edit' ? await caseTemplates(user, caseData.type.name) : [];
  const result: WorkspaceData = { ...details.data, mode, viewer, next, synopticTemplates };
  return data(result, { headers: details.init?.headers });
}

/** The structured templates offered for a case type (the reference list, cached). */
async function caseTemplates(user: SessionUser, caseType: string): Promise<SynopticTemplate[]> {
  return templatesFor(await getSynopticTemplates(user.token), caseType);
}

/** GET /pathologist/primary-diagnosis-case/clinical-info?caseId=: the clinical information alone. */
export async function loadClinicalInfo(request: Request) {
  const user = await requireUser(request);
  requireReader(user);
  const caseId = new URL(request.url).searchParams.get('caseId');
  if (!caseId) throw redirect(casesToDiagnosePath(user.role));
  const details = await loadCaseDetails(request, { caseId });
  const result: WorkspaceData = { ...details.data, mode: workspaceMode(details.data.caseData.status) };
  return data(result, { headers: details.init?.headers });
}

/** Where the cases awaiting diagnosis are: a provider's My Cases, an admin's Cases, else the facility's list. */
function casesToDiagnosePath(userRole: string): string {
  const role = normalizeRole(userRole);
  return role === 'Provider' ? '/selectedCases' : role === 'Admin' ? '/case' : casePaths.sendOutList;
}

/** /pathologist and /pathologist/primary-diagnosis-case: the cases awaiting diagnosis are My Cases. */
export async function redirectToCasesToDiagnose(request: Request): Promise<never> {
  const user = await requireUser(request);
  throw redirect(casesToDiagnosePath(user.role));
}

/** The sentence for a refused report change: the server's own for a conflict (409), else the catalogue's. */
function refusal(error: ApiError): string {
  if (error.status === 409) return error.serverMessage ?? error.message;
  return error.message;
}

/**
 * Where a sign-out goes on (decision 150): a provider to the next case of My Cases, or to My Cases when there is
 * none, told which case was signed with its final report one click away; an admin, who has no worklist, to the
 * final report.
 */
function signedOutRedirect(
  signed: { caseID: string; caseRecordId: string },
  next: { id: string | null } | null,
): Response {
  const message = WORKSPACE_MESSAGES.signedOut(signed.caseRecordId);
  const report = readingPaths.finalReport(signed.caseID);
  if (!next)
    return redirect(report, { headers: { 'Set-Cookie': flashCookie({ kind: 'success', message }) } });
  const link = { label: WORKSPACE_MESSAGES.finalReportLink(signed.caseRecordId), to: report };
  return redirect(next.id ? readingPaths.workspace(next.id) : casesToDiagnosePath('Provider'), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', message, link }) },
  });
}

/**
 * POST /pathologist/pd-case-view/:caseId: Sign out (from the confirm dialog) or Save draft (the button, which
 * works without JavaScript). Sign-out goes on to the next case with a flash (`signedOutRedirect`); a refusal
 * comes back under the fields and as the form's sentence.
 */
export async function workspaceAction(request: Request, params: { caseId?: string }) {
  const user = await requireUser(request);
  requireReader(user);
  const caseId = parseCaseId(params.caseId);
  const templates = await getSynopticTemplates(user.token);
  const submission = await parseForm(request, reportFormWith(templates));
  if (submission.status !== 'success') return invalidReply(submission);
  const values = submission.value;
  const client = api(user.token);
  const path = { params: { path: { caseId } } };
  const body = values.intent === 'sign-out' ? signOutBody(values, templates) : draftBody(values, templates);
  try {
    if (values.intent === 'sign-out') {
      // A provider's next case is read while this one is still in My Cases: signed, it leaves the list.
      const next =
        normalizeRole(user.role) === 'Provider' ? { id: await nextCaseId(request, user, caseId) } : null;
      const { data: signed } = await unwrap(
        client.POST('/api/cases/{caseId}/sign-out', { ...path, body: signOutBody(values, templates) }),
      );
      throw signedOutRedirect(signed, next);
    }
    await unwrap(
      client.PUT('/api/cases/{caseId}/report-draft', { ...path, body: draftBody(values, templates) }),
    );
    return formReply({
      result: submission.reply(),
      toast: { kind: 'success', message: WORKSPACE_MESSAGES.draftSaved },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await endSessionOnUnauthorized(request, user, error);
    if (error.status === 409 && error.serverMessage) {
      return formReply(
        {
          result: submission.reply({ formErrors: [refusal(error)] }),
          toast: { kind: 'error', message: refusal(error) },
        },
        409,
      );
    }
    return apiErrorReply(submission, withSynopticFields(error, body.synoptic ?? null));
  }
}

const answer = (body: DraftSaveAnswer, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * POST /pathologist/pd-case-view/:caseId/draft: the autosave. JSON in every case (the page's script reads it):
 * `{ ok: true, savedAt }`, or `{ ok: false, message, retry }` where `retry` says whether trying again later may
 * help (a server or gateway failure) or not (the case is no longer the reader's to draft, a field is refused).
 */
export async function saveDraft(request: Request, params: { caseId?: string }) {
  const user = await requireUser(request);
  const role = normalizeRole(user.role);
  if (role !== 'Provider' && role !== 'Admin') {
    return answer({ ok: false, message: WORKSPACE_MESSAGES.notForRole, retry: false }, 403);
  }
  let caseId: string;
  try {
    caseId = parseCaseId(params.caseId);
  } catch {
    return answer({ ok: false, message: MESSAGES.notFound, retry: false }, 404);
  }
  const submission = parseWithZod(await readForm(request), { schema: reportDraftForm, error: formErrorMap });
  if (submission.status !== 'success') {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages ?? []]),
    );
    return answer({ ok: false, message: MESSAGES.badRequest, retry: false, fieldErrors }, 400);
  }
  const body = draftBody(submission.value, await getSynopticTemplates(user.token));
  try {
    const { data: saved } = await unwrap(
      api(user.token).PUT('/api/cases/{caseId}/report-draft', { params: { path: { caseId } }, body }),
    );
    return answer({ ok: true, savedAt: saved.reportDraft?.savedAt ?? new Date().toISOString() });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await endSessionOnUnauthorized(request, user, error);
    const status = error.status ?? 502;
    const retry = status >= 500 || status === 429 || error.status === null;
    return answer(
      {
        ok: false,
        message: refusal(error),
        retry,
        fieldErrors: synopticFieldErrors(error.fieldErrors, body.synoptic ?? null),
      },
      status >= 400 && status < 500 ? status : 502,
    );
  }
}
