/** The Available Cases action: a provider takes a case (Available → Assigned). The server decides who may. */
import { data } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import type { PickUpResult } from './list-config';
import { readForm } from '~/lib/read-form.server';

const pickUpForm = z.object({
  intent: z.literal('pick-up'),
  caseId: schemas.zPickUpCasePath.shape.caseId,
});

/** The sentence for a refused pick-up: the catalogue's (spec 8), or for a conflict, which the catalogue does
 * not name, the server's own ('A case in status Assigned cannot be picked up.'). */
export function pickUpFailureMessage(error: ApiError): string {
  if (error.status === 409) return error.serverMessage ?? error.message;
  return error.message;
}

export async function pickUpCase(request: Request) {
  const user = await requireUser(request);
  const form = pickUpForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success) {
    return data<PickUpResult>({ ok: false, message: MESSAGES.badRequest }, { status: 400 });
  }

  try {
    const { data: picked } = await unwrap(
      api(user.token).POST('/api/cases/{caseId}/pick-up', {
        params: { path: { caseId: form.data.caseId } },
      }),
    );
    return data<PickUpResult>({
      ok: true,
      message: `Case ${picked.caseRecordId} picked up. It is now in My Cases.`,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await endSessionOnUnauthorized(request, user, error);
    // A refusal is an answer the page shows (and the list is reloaded, so a case taken meanwhile disappears):
    // Remix revalidates the page's data only after a 2xx action.
    return data<PickUpResult>({ ok: false, message: pickUpFailureMessage(error) });
  }
}
