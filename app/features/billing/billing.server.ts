/**
 * The billing pages' server half (admins only, checked before anything is read; decision 039): one record read
 * (404 and 403 as pages), its page with the lifecycle's actions (invoice, mark paid, void with a reason), and the
 * one form of Create Billing and Edit Billing: one loader and one action for both, the mode deciding the fields.
 */
import { data, redirect } from '@remix-run/node';
import { ApiError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { failPageLoad } from '~/page-failure.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { flashCookie, takeFlash, type Flash } from '~/flash.server';
import type { SessionUser } from '~/session.server';
import type { BillingFormData } from './billing-form';
import { billingDetailHref, type BillingActionReply, type BillingRecord } from './labels';
import { readBillingFormChoices } from './options.server';
import {
  BILLING_FORM_MODES,
  billingFormSchema,
  createBodyOf,
  editInitialOf,
  editModeOf,
  formFieldOf,
  statusChangeForm,
  statusChangedMessage,
  updateBodyOf,
  type BillingFormMode,
} from './schemas';
import { readForm } from '~/lib/read-form.server';

export const BILLING_PAGE_MESSAGES = {
  notFound: 'There is no billing record with this id. The link may be wrong, or the record was removed.',
  created: (invoice: string) => `Billing record ${invoice} created.`,
  saved: (invoice: string) => `Your changes to ${invoice} were saved.`,
} as const;

const goTo = (to: string, flash: Flash) => redirect(to, { headers: { 'Set-Cookie': flashCookie(flash) } });

function billingIdOf(raw: string | undefined): string {
  const id = schemas.zGetBillingRecordPath.shape.billingId.safeParse(raw);
  if (!id.success) throw data(BILLING_PAGE_MESSAGES.notFound, { status: 404 });
  return id.data;
}

/** The record of the URL's id; unknown is a 404 page, a refusal a 403 page, anything else a failed read. */
export async function readBillingRecord(
  request: Request,
  user: SessionUser,
  rawId: string | undefined,
): Promise<BillingRecord> {
  const billingId = billingIdOf(rawId);
  try {
    const { data: record } = await unwrap(
      api(user.token).GET('/api/billing/{billingId}', {
        params: { path: { billingId } },
        signal: request.signal,
      }),
    );
    return record;
  } catch (error) {
    return failPageLoad(request, user, error, { notFound: BILLING_PAGE_MESSAGES.notFound });
  }
}

/** The API's own words for a refusal: a field's message first (422), else its sentence (409), else the catalogue's. */
function refusalSentence(error: ApiError): string {
  const first = Object.values(error.fieldErrors)[0]?.[0];
  if (first) return first;
  return error.status === 409 || error.status === 422
    ? (error.serverMessage ?? error.message)
    : error.message;
}

const statusOf = (error: ApiError) => (error.status && error.status < 500 ? error.status : 502);

// --- Detail ------------------------------------------------------------------------------------------------------

export async function loadBillingDetail(request: Request, rawId: string | undefined) {
  const user = await requireAdmin(request);
  const record = await readBillingRecord(request, user, rawId);
  const { flash, headers } = takeFlash(request);
  return data({ record, flash }, { headers });
}

/** POST /billing-detail/:id: a status change (after a confirm); success reloads the page with a flash. */
export async function billingDetailAction(request: Request, rawId: string | undefined) {
  const user = await requireAdmin(request);
  const billingId = billingIdOf(rawId);
  const form = await readForm(request);
  const parsed = statusChangeForm.safeParse({
    intent: form.get('intent') ?? undefined,
    status: form.get('status') ?? undefined,
    voidReason: form.get('voidReason') ?? undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? MESSAGES.other;
    return data<BillingActionReply>({ toast: { kind: 'error', message } }, { status: 400 });
  }
  const { status, voidReason } = parsed.data;
  try {
    const { data: record } = await unwrap(
      api(user.token).PATCH('/api/billing/{billingId}', {
        params: { path: { billingId } },
        body: status === 'Void' ? { status, voidReason } : { status },
      }),
    );
    return goTo(billingDetailHref(record.id), {
      kind: 'success',
      message: statusChangedMessage(record.invoiceNumber, record.status),
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError)) throw error;
    return data<BillingActionReply>(
      { toast: { kind: 'error', message: refusalSentence(error) } },
      { status: statusOf(error) },
    );
  }
}

// --- The one form: Create Billing and Edit Billing ---------------------------------------------------------------

/** GET /create-billing (no id; `?caseId=` preselects the case) and /edit-billing/:id. */
export async function loadBillingForm(request: Request, rawId?: string) {
  const user = await requireAdmin(request);
  if (rawId === undefined) {
    const wanted = schemas.zBillingRecordInput.shape.caseId.safeParse(
      new URL(request.url).searchParams.get('caseId'),
    );
    const caseId = wanted.success ? wanted.data : null;
    const choices = await readBillingFormChoices(request, user, { forCreate: true, caseId });
    const initial: Record<string, string> =
      caseId && choices.cases.some((c) => c.value === caseId) ? { caseId } : {};
    return { mode: 'create', record: null, initial, choices } satisfies BillingFormData;
  }
  const record = await readBillingRecord(request, user, rawId);
  const choices = await readBillingFormChoices(request, user, { forCreate: false });
  return {
    mode: editModeOf(record),
    record,
    initial: editInitialOf(record),
    choices,
  } satisfies BillingFormData;
}

/**
 * The form's API refusal: each field message under its field (amountCents under the amount), the rest and the
 * API's sentence on the form and in a toast. A 409 is the API's sentence: on a new record, another record of the
 * case bills this component (said under the component); on an edit, the record left Draft meanwhile.
 */
function refusalReply(
  submission: Awaited<ReturnType<typeof parseForm>>,
  error: unknown,
  mode: BillingFormMode,
) {
  if (!(error instanceof ApiError)) throw error;
  const asks = new Set<string>(BILLING_FORM_MODES[mode].asks);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [apiField, messages] of Object.entries(error.fieldErrors)) {
    const field = formFieldOf(apiField);
    if (asks.has(field)) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
    else formErrors.push(...messages);
  }
  const sentence = refusalSentence(error);
  if (error.status === 409 && mode === 'create') fieldErrors.billingComponent = [sentence];
  else if (!Object.keys(fieldErrors).length && !formErrors.length) formErrors.push(sentence);
  return formReply(
    { result: submission.reply({ fieldErrors, formErrors }), toast: { kind: 'error', message: sentence } },
    statusOf(error),
  );
}

/** POST /create-billing and /edit-billing/:id: the record's page with a flash, or the form with its messages. */
export async function saveBillingForm(request: Request, rawId?: string) {
  const user = await requireAdmin(request);
  const current = rawId === undefined ? null : await readBillingRecord(request, user, rawId);
  const mode: BillingFormMode = current ? editModeOf(current) : 'create';
  const submission = await parseForm(request, billingFormSchema(mode));
  if (submission.status !== 'success') return invalidReply(submission);
  const client = api(user.token);
  try {
    if (!current) {
      const { data: created } = await unwrap(
        client.POST('/api/billing', { body: createBodyOf(submission.value) }),
      );
      return goTo(billingDetailHref(created.id), {
        kind: 'success',
        message: BILLING_PAGE_MESSAGES.created(created.invoiceNumber),
      });
    }
    const { data: saved } = await unwrap(
      client.PATCH('/api/billing/{billingId}', {
        params: { path: { billingId: current.id } },
        body: updateBodyOf(submission.value, mode),
      }),
    );
    return goTo(billingDetailHref(saved.id), {
      kind: 'success',
      message: BILLING_PAGE_MESSAGES.saved(saved.invoiceNumber),
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return refusalReply(submission, error, mode);
  }
}
