/**
 * A case's state changes from its pages: a facility sends out or cancels its case, a provider picks one up, an
 * admin assigns (or reassigns) a case to a provider and cancels one (decision 035).
 * The role is checked before the API is called (the API then decides for the case: its facility, its state).
 * Every answer is a redirect with a flash (a toast and a note on the next page): the row or dialog that asked
 * may be gone once the list shows the new state, and a reload never posts again.
 */
import { data, redirect } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { isFacilityRole, normalizeRole } from '~/features/auth';
import { flashCookie, type Flash } from '~/flash.server';
import { readForm } from '~/lib/read-form.server';

export const CASE_CHANGE_INTENTS = ['send-out', 'cancel', 'pick-up', 'release', 'assign'] as const;
export type CaseChangeIntent = (typeof CASE_CHANGE_INTENTS)[number];

const changeForm = z.object({
  intent: z.enum(CASE_CHANGE_INTENTS),
  caseId: schemas.zSendOutCasePath.shape.caseId,
  /** assign only: the provider chosen in the admin's dialog (decision 035). */
  providerId: schemas.zAssignCaseInput.shape.providerId.max(64).optional(),
});

const isAdmin = (role: string) => normalizeRole(role) === 'Admin';

const MAY: Record<CaseChangeIntent, (role: string) => boolean> = {
  'send-out': isFacilityRole,
  cancel: (role) => isFacilityRole(role) || isAdmin(role),
  'pick-up': (role) => normalizeRole(role) === 'Provider',
  // The API decides whose case it is (only the provider holding it; decision 075).
  release: (role) => normalizeRole(role) === 'Provider',
  assign: isAdmin,
};

export const CASE_CHANGE_MESSAGES = {
  refusedByRole: {
    'send-out': 'Only the facility that created a case can send it out.',
    cancel: 'Only the facility that created a case can cancel it.',
    'pick-up': 'Only providers can pick up cases.',
    release: 'Only the provider holding a case can return it to the pool.',
    assign: 'Only admins can assign cases.',
  },
  done: {
    // A case the assignment rules gave a provider at once comes back Assigned (docs/assignment.md): said so.
    'send-out': (recordId: string, providerName?: string) =>
      providerName
        ? `Case ${recordId} sent out and assigned to ${providerName} by the assignment rules.`
        : `Case ${recordId} sent out. It is now available to providers.`,
    cancel: (recordId: string) => `Case ${recordId} cancelled.`,
    'pick-up': (recordId: string) => `Case ${recordId} picked up. It is now in My Cases.`,
    release: (recordId: string) => `Case ${recordId} returned to Available Cases.`,
    assign: (recordId: string, providerName?: string) =>
      `Case ${recordId} assigned to ${providerName ?? 'the provider'}. It is now in their My Cases.`,
  },
} as const;

/**
 * A provider as the notes of a change name them: the salutation of their provider registration before the name,
 * as the signed report does ('Dr. Farid Patel'; none for 'None' or none recorded; spec's Salutation list).
 */
export const providerName = (provider: { name: string; salutation?: string | null }) =>
  [provider.salutation === 'None' ? '' : provider.salutation, provider.name].filter(Boolean).join(' ');

/** The sentence for a refused change: the server's own for a conflict or an incomplete case (409, 422: 'A case
 * in status Available cannot be sent out.'), which the catalogue does not name; else the catalogue's (spec 8). */
export function changeFailureMessage(error: ApiError): string {
  if (error.status === 409 || error.status === 422) return error.serverMessage ?? error.message;
  return error.message;
}

function callApi(token: string, intent: CaseChangeIntent, caseId: string, providerId: string) {
  const client = api(token);
  const params = { path: { caseId } };
  switch (intent) {
    case 'send-out':
      return client.POST('/api/cases/{caseId}/send-out', { params });
    case 'cancel':
      return client.POST('/api/cases/{caseId}/cancel', { params });
    case 'pick-up':
      return client.POST('/api/cases/{caseId}/pick-up', { params });
    case 'release':
      return client.POST('/api/cases/{caseId}/release', { params });
    case 'assign':
      return client.POST('/api/cases/{caseId}/assign', { params, body: { providerId } });
  }
}

/** The page a request came from, as a same-site path (Remix's own data parameters removed). */
export function samePage(request: Request): string {
  const url = new URL(request.url);
  for (const name of ['index', '_data', '_routes']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

export interface CaseChangeOptions {
  /** The changes this page offers; any other intent is a bad request. */
  intents: readonly CaseChangeIntent[];
  /** Where to go once the change is done or refused (default: back to the same page). */
  redirectTo?: (outcome: { ok: boolean; intent: CaseChangeIntent; caseId: string }) => string;
}

const goTo = (to: string, flash: Flash) => redirect(to, { headers: { 'Set-Cookie': flashCookie(flash) } });

export async function changeCase(request: Request, options: CaseChangeOptions) {
  const user = await requireUser(request);
  const form = changeForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success || !options.intents.includes(form.data.intent)) {
    return data({ message: MESSAGES.badRequest }, { status: 400 });
  }
  const { intent, caseId, providerId } = form.data;
  if (intent === 'assign' && !providerId) return data({ message: MESSAGES.badRequest }, { status: 400 });
  const target = (ok: boolean) => options.redirectTo?.({ ok, intent, caseId }) ?? samePage(request);
  if (!MAY[intent](user.role)) {
    return goTo(target(false), { kind: 'error', message: CASE_CHANGE_MESSAGES.refusedByRole[intent] });
  }
  try {
    const { data: changed } = await unwrap(callApi(user.token, intent, caseId, providerId ?? ''));
    const provider = changed.assignedProvider;
    // The facility is told who has its case as the report will name them ('Dr. Farid Patel'); the admin's own
    // assignment names the provider as the Assign dialog they chose from did.
    const named =
      intent !== 'send-out'
        ? provider?.name
        : changed.status === 'Assigned' && provider
          ? providerName(provider)
          : undefined;
    return goTo(target(true), {
      kind: 'success',
      message: CASE_CHANGE_MESSAGES.done[intent](changed.caseRecordId, named),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await endSessionOnUnauthorized(request, user, error);
    return goTo(target(false), { kind: 'error', message: changeFailureMessage(error) });
  }
}
