/**
 * The Interfaces page's actions on backend service clients (decision 133): register one from the form (the API's
 * refusals under `name`, `jwks` or `scopes`), remove one (its answer in a sentence for the dialog's fetcher).
 * The facility's access is the page's and the API's to check: this only carries the request.
 */
import { data } from '@remix-run/node';
import { ApiError, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import type { SessionUser } from '~/session.server';
import {
  BACKEND_CLIENT_FORM_ID,
  BACKEND_CLIENT_TEXT,
  backendClientBody,
  backendClientForm,
  type RemoveClientResult,
} from './backend-clients';

export async function registerBackendClient(request: Request, user: SessionUser, form: FormData) {
  const submission = await parseForm(form, backendClientForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: BACKEND_CLIENT_FORM_ID });
  try {
    await unwrap(
      api(user.token).POST('/api/me/facility-account/interfaces/backend-clients', {
        body: backendClientBody(submission.value),
      }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { form: BACKEND_CLIENT_FORM_ID });
  }
  return formReply({
    result: submission.reply({ resetForm: true }),
    toast: { kind: 'success', message: BACKEND_CLIENT_TEXT.registered },
    form: BACKEND_CLIENT_FORM_ID,
  });
}

export async function removeBackendClient(request: Request, user: SessionUser, form: FormData) {
  const clientId = String(form.get('clientId') ?? '');
  try {
    await unwrap(
      api(user.token).DELETE('/api/me/facility-account/interfaces/backend-clients/{clientId}', {
        params: { path: { clientId } },
      }),
    );
    return data({ ok: true, message: BACKEND_CLIENT_TEXT.removed } satisfies RemoveClientResult);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await endSessionOnUnauthorized(request, user, error);
    const status = error.status && error.status < 500 ? error.status : 502;
    const answer: RemoveClientResult = { ok: false, message: error.serverMessage ?? error.message };
    return data(answer, { status });
  }
}
