/**
 * The provider's case list actions: Pick up on Available Cases (Available → Assigned) and Return to pool on My
 * Cases, which is also Pick up's Undo (Assigned → Available, `releaseCase`; decision 075). The server decides
 * who may.
 */
import { data } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import type { CaseListIntent, PickUpResult } from './list-config';
import { readForm } from '~/lib/read-form.server';

const caseActionForm = z.object({
  intent: z.enum(['pick-up', 'release']),
  caseId: schemas.zPickUpCasePath.shape.caseId,
});

/** The sentence for a refused change: the catalogue's (spec 8), or for a conflict, which the catalogue does
 * not name, the server's own ('A case in status Assigned cannot be picked up.'). */
export function pickUpFailureMessage(error: ApiError): string {
  if (error.status === 409) return error.serverMessage ?? error.message;
  return error.message;
}

const SAID: Record<CaseListIntent, (recordId: string) => string> = {
  'pick-up': (recordId) => `Case ${recordId} picked up. It is now in My Cases.`,
  release: (recordId) => `Case ${recordId} returned to Available Cases.`,
};

/** Posts the change to the API and answers what the page shows; `allowed` names the intents this page takes. */
async function changeCase(request: Request, allowed: readonly CaseListIntent[]) {
  const user = await requireUser(request);
  const form = caseActionForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success || !allowed.includes(form.data.intent)) {
    return data<PickUpResult>({ ok: false, message: MESSAGES.badRequest }, { status: 400 });
  }
  const { intent, caseId } = form.data;
  const params = { params: { path: { caseId } } };

  try {
    const { data: changed } = await unwrap(
      intent === 'pick-up'
        ? api(user.token).POST('/api/cases/{caseId}/pick-up', params)
        : api(user.token).POST('/api/cases/{caseId}/release', params),
    );
    return data<PickUpResult>({ ok: true, intent, caseId, message: SAID[intent](changed.caseRecordId) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await endSessionOnUnauthorized(request, user, error);
    // A refusal is an answer the page shows (and the list is reloaded, so a case taken meanwhile disappears):
    // Remix revalidates the page's data only after a 2xx action.
    return data<PickUpResult>({ ok: false, message: pickUpFailureMessage(error) });
  }
}

/** Available Cases: Pick up, and its Undo (a release of the case just taken). */
export const pickUpCase = (request: Request) => changeCase(request, ['pick-up', 'release']);

/** My Cases: Return to pool. */
export const releaseCase = (request: Request) => changeCase(request, ['release']);
