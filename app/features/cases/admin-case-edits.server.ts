/**
 * The admin's billing component and relation edits of a case (decision 035): the forms' action (the form's schema,
 * then the API; success → the page with a flash, a refusal → the form with the API's messages) and the parent
 * cases the relation form offers (the same facility's other cases, from listCases searched by the facility's name).
 */
import { redirect } from '@remix-run/node';
import { ApiError, ContractViolationError, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { flashCookie } from '~/flash.server';
import type { SessionUser } from '~/session.server';
import {
  billingForm,
  CASE_EDIT_FORM_IDS,
  CASE_EDIT_MESSAGES,
  relationsForm,
  type ParentChoice,
} from './admin-case-edits';
import type { CaseDetails } from './case-labels';
import { readForm } from '~/lib/read-form.server';

export const CASE_EDIT_INTENTS = ['billing', 'relations'] as const;

/** Up to 100 other cases of the case's facility, newest first; none when the list cannot be read. */
export async function readParentChoices(
  request: Request,
  user: SessionUser,
  caseData: CaseDetails,
): Promise<ParentChoice[]> {
  try {
    const { data: page } = await unwrap(
      api(user.token).GET('/api/cases', {
        params: { query: { search: caseData.facility.name.slice(0, 100), pageSize: 100 } },
        signal: request.signal,
      }),
    );
    return page.items
      .filter((item) => item.facility.id === caseData.facility.id && item.caseID !== caseData.caseID)
      .map((item) => ({
        value: item.caseID,
        label: `${item.caseRecordId} · ${item.patient.lastName}, ${item.patient.firstName}`,
      }));
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return [];
  }
}

/** POST intent=billing|relations on /case/:caseId (the caller checked the admin and the case id). */
export async function editCase(request: Request, user: SessionUser, caseId: string, page: string) {
  const formData = await readForm(request);
  const relations = formData.get('intent') === 'relations';
  const form = relations ? CASE_EDIT_FORM_IDS.relations : CASE_EDIT_FORM_IDS.billing;
  const client = api(user.token);
  const params = { path: { caseId } };
  const submission = relations
    ? await parseForm(formData, relationsForm)
    : await parseForm(formData, billingForm);
  if (submission.status !== 'success') return invalidReply(submission, { form });
  try {
    let message: string;
    if (submission.value.intent === 'relations') {
      const { caseRelation, parentCaseId } = submission.value;
      await unwrap(
        client.PUT('/api/cases/{caseId}/relations', {
          params,
          body: { caseRelation, parentCaseId: caseRelation === 'Child' ? (parentCaseId ?? null) : null },
        }),
      );
      const { data: changed } = await unwrap(client.GET('/api/cases/{caseId}', { params }));
      message = CASE_EDIT_MESSAGES.relationSaved(changed.caseRecordId);
    } else {
      const { data: changed } = await unwrap(
        client.PUT('/api/cases/{caseId}/billing-component', {
          params,
          body: { billingComponent: submission.value.billingComponent },
        }),
      );
      message = CASE_EDIT_MESSAGES.billingSaved(changed.caseRecordId);
    }
    return redirect(page, { headers: { 'Set-Cookie': flashCookie({ kind: 'success', message }) } });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && error.status === 409) {
      const sentence = error.serverMessage ?? error.message;
      return formReply({
        result: submission.reply({ formErrors: [sentence] }),
        toast: { kind: 'error', message: sentence },
        form,
      });
    }
    return apiErrorReply(submission, error, { form });
  }
}
