/**
 * /admin/turnaround's loader and action (decision 080): admins only, decided from the session before anything is
 * read; the settings read with getTurnaroundSettings; a save parsed with the form's schema, sent with
 * updateTurnaroundSettings, and answered by a redirect with the flash 'Turnaround targets saved.'. A refusal puts
 * the API's field messages (422 `targets.N`, `holidays.N`) under those fields and changes nothing.
 */
import { data, redirect } from '@remix-run/node';
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { flashCookie, takeFlash } from '~/flash.server';
import { readForm } from '~/lib/read-form.server';
import { failPageLoad } from '~/page-failure.server';
import { formValuesOf, TURNAROUND_MESSAGES, turnaroundForm } from './schema';

export const TURNAROUND_PATH = '/admin/turnaround';

/**
 * The on-time figures beside the targets: the admin dashboard's `dueTimes` (last 30 days by facility,
 * provider and case type). A failed read leaves them out with a sentence rather than failing the page: the
 * targets are what the page is for.
 */
async function readOnTimeFigures(request: Request, token: string) {
  try {
    const { data: dashboard } = await unwrap(
      api(token).GET('/api/admin/dashboard', { signal: request.signal }),
    );
    return dashboard.dueTimes;
  } catch (error) {
    if (request.signal.aborted) throw error;
    return null;
  }
}

export async function loadTurnaround(request: Request) {
  const user = await requireAdmin(request);
  const { flash, headers } = takeFlash(request);
  const [{ data: settings }, figures] = await Promise.all([
    unwrap(api(user.token).GET('/api/admin/turnaround', { signal: request.signal })).catch((error: unknown) =>
      failPageLoad(request, user, error),
    ),
    readOnTimeFigures(request, user.token),
  ]);
  return data(
    {
      figures,
      values: formValuesOf(settings),
      // The holidays' calendar opens on this year.
      year: new Date().getUTCFullYear(),
      updatedAt: settings.updatedAt,
      updatedBy: settings.updatedBy?.name ?? null,
      flash,
    },
    { headers },
  );
}

export type TurnaroundData = Awaited<ReturnType<typeof loadTurnaround>>['data'];

export async function saveTurnaround(request: Request) {
  const user = await requireAdmin(request);
  const submission = await parseForm(await readForm(request), turnaroundForm);
  // A holiday added or removed without JavaScript (Conform's list intents) comes back as the longer list.
  if (submission.status === undefined) return formReply({ result: submission.reply() });
  if (submission.status !== 'success') return invalidReply(submission);
  try {
    await unwrap(api(user.token).PUT('/api/admin/turnaround', { body: submission.value }));
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
  return redirect(TURNAROUND_PATH, {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', message: TURNAROUND_MESSAGES.saved }) },
  });
}
