/**
 * The final report (/final-report/:caseId): a signed-out case's report at the version asked for, to everyone the
 * API lets see the case (its facility, the signing provider, admins, a QA reviewer); the signer and admins add
 * addenda. Logged in first; the API decides who may see the case (its 403 and 404 become those pages) and who
 * may add an addendum (403, 409 with its sentence).
 */
import { data, redirect } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, currentSynoptic, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { normalizeRole } from '~/features/auth';
import { CASE_DETAIL_MESSAGES, parseCaseId } from '~/features/cases/case-details.server';
import { casePaths, type CaseDetails } from '~/features/cases';
import { flashCookie, takeFlash } from '~/flash.server';
import { getSynopticTemplates } from '~/lib/reference.server';
import { addendumFormWith, ADDENDUM_FORM_ID, REPORT_MESSAGES } from './messages';
import {
  synopticBody,
  templatesFor,
  withSynopticFields,
  type SynopticPart,
  type SynopticTemplate,
} from '~/features/reading';
import { loadSnapshots } from './snapshots.server';
import { snapshotPath, type ReportSnapshot } from './snapshots';
import { reportPaths } from '~/lib/case-paths';
import {
  hasSynoptic,
  reportDocument,
  reportVersions,
  type ReportDocument,
} from '../../../contracts/report-document';
import { versionFromUrl } from './report-version';

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

export type CaseRead = { ok: true; caseData: CaseDetails } | { ok: false; status: number; message: string };

/** The case as the reader may see it, or the status and sentence of the refusal (403, 404, 502). */
export async function readReportCase(request: Request, user: SessionUser, caseId: string): Promise<CaseRead> {
  try {
    const { data: caseData } = await unwrap(
      api(user.token).GET('/api/cases/{caseId}', { params: { path: { caseId } }, signal: request.signal }),
    );
    return { ok: true, caseData };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && error.status === 403)
      return { ok: false, status: 403, message: CASE_DETAIL_MESSAGES.forbidden };
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return { ok: false, status: 404, message: CASE_DETAIL_MESSAGES.notFound };
    if (error instanceof ApiError) return { ok: false, status: 502, message: error.message };
    if (error instanceof ContractViolationError) return { ok: false, status: 502, message: MESSAGES.other };
    throw error;
  }
}

/** The reader's own user id (the session keeps none); null when it cannot be read. */
async function currentUserId(request: Request, user: SessionUser): Promise<string | null> {
  try {
    const { data: me } = await unwrap(api(user.token).GET('/api/Users/current', { signal: request.signal }));
    return me.id;
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError || error instanceof ContractViolationError) return null;
    throw error;
  }
}

/** Admins and the provider who signed the case out add addenda (the API decides again). */
export async function mayAddAddendum(
  request: Request,
  user: SessionUser,
  signedOutById: string,
): Promise<boolean> {
  const role = normalizeRole(user.role);
  if (role === 'Admin') return true;
  if (role !== 'Provider') return false;
  return (await currentUserId(request, user)) === signedOutById;
}

export type ReportPageData =
  | {
      kind: 'report';
      document: ReportDocument;
      versions: number[];
      canAddAddendum: boolean;
      /**
       * What the addendum form offers for the structured part (decision 106): the case type's templates and the
       * report's current part, which a new one starts from. Null when the reader may not add an addendum.
       */
      addendumSynoptic: { templates: SynopticTemplate[]; current: SynopticPart | null } | null;
      /** The patch snapshots, each with the app route that streams its image. */
      snapshots: Array<ReportSnapshot & { src: string }>;
      snapshotsError: string | null;
      flash: { kind: 'success' | 'error'; message: string } | null;
    }
  | {
      kind: 'not-signed-out';
      caseId: string;
      caseRecordId: string;
      status: CaseDetails['status'];
      /** Where the reader goes instead: the reading workspace for its provider, else the case's page. */
      next: { to: string; label: string };
    };

/** Where a case without a report sends the reader. */
export function notSignedOutLink(user: Pick<SessionUser, 'role'>, caseData: CaseDetails) {
  if (normalizeRole(user.role) === 'Provider' && caseData.status === 'Assigned')
    return {
      to: casePaths.reading(caseData.caseID),
      label: 'Open the case to read it',
    };
  return { to: casePaths.details(caseData.caseID), label: `Go to case ${caseData.caseRecordId}` };
}

/** GET /final-report/:caseId(?version=N). */
export async function loadFinalReport(request: Request, params: { caseId?: string }) {
  const user = await requireUser(request);
  const caseId = parseCaseId(params.caseId);
  const read = await readReportCase(request, user, caseId);
  if (!read.ok) throw data(read.message, { status: read.status });
  const { caseData } = read;
  if (caseData.blinded) throw data(REPORT_MESSAGES.blinded(caseData.caseRecordId), { status: 403 });
  const report = caseData.finalReport;
  const { flash, headers } = takeFlash(request);
  if (caseData.status !== 'SignOutCompleted' || !report) {
    const result: ReportPageData = {
      kind: 'not-signed-out',
      caseId: caseData.caseID,
      caseRecordId: caseData.caseRecordId,
      status: caseData.status,
      next: notSignedOutLink(user, caseData),
    };
    return data(result, { headers });
  }
  const version = versionFromUrl(new URL(request.url), report);
  const [canAddAddendum, { snapshots, snapshotsError }, templates] = await Promise.all([
    mayAddAddendum(request, user, report.signedOutBy.id),
    loadSnapshots(request, user, caseData),
    hasSynoptic(report) ? getSynopticTemplates(user.token) : [],
  ]);
  const addendumTemplates = canAddAddendum
    ? templatesFor(templates.length ? templates : await getSynopticTemplates(user.token), caseData.type.name)
    : [];
  const result: ReportPageData = {
    kind: 'report',
    document: reportDocument(caseData, report, version, templates),
    versions: reportVersions(report),
    canAddAddendum,
    addendumSynoptic: canAddAddendum
      ? { templates: addendumTemplates, current: currentSynoptic(report) }
      : null,
    snapshots: snapshots.map((snapshot) => ({ ...snapshot, src: snapshotPath(caseData.caseID, snapshot) })),
    snapshotsError,
    flash,
  };
  return data(result, { headers });
}

/** POST /final-report/:caseId: an addendum (reason and text), then back to the report's current version. */
export async function addAddendum(request: Request, params: { caseId?: string }) {
  const user = await requireUser(request);
  const caseId = parseCaseId(params.caseId);
  const role = normalizeRole(user.role);
  const templates = await getSynopticTemplates(user.token);
  const submission = await parseForm(request, addendumFormWith(templates));
  if (role !== 'Admin' && role !== 'Provider') {
    return formReply(
      {
        result: submission.reply({ formErrors: [REPORT_MESSAGES.addendumRefused] }),
        toast: { kind: 'error', message: REPORT_MESSAGES.addendumRefused },
        form: ADDENDUM_FORM_ID,
      },
      403,
    );
  }
  if (submission.status !== 'success') return invalidReply(submission, { form: ADDENDUM_FORM_ID });
  let version: number;
  const synoptic = synopticBody(submission.value.synoptic, templates);
  try {
    const { data: updated } = await unwrap(
      api(user.token).POST('/api/cases/{caseId}/report/addenda', {
        params: { path: { caseId } },
        body: {
          reason: submission.value.reason.trim(),
          text: submission.value.text.trim(),
          ...(synoptic ? { synoptic } : {}),
        },
      }),
    );
    version = updated.finalReport?.version ?? 2;
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
      const message = error.serverMessage ?? error.message;
      return formReply(
        {
          result: submission.reply({ formErrors: [message] }),
          toast: { kind: 'error', message },
          form: ADDENDUM_FORM_ID,
        },
        error.status,
      );
    }
    return apiErrorReply(submission, withSynopticFields(error, synoptic), { form: ADDENDUM_FORM_ID });
  }
  return redirect(reportPaths.page(caseId), {
    headers: {
      'Set-Cookie': flashCookie({ kind: 'success', message: REPORT_MESSAGES.addendumAdded(version) }),
    },
  });
}
