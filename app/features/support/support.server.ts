/**
 * /support (admins only, checked first): the page's loader (one page of support requests for the URL's list
 * state, and the current banner) and its action — resolve a request with a reply (resolveSupportRequest), set
 * the global banner (setBanner) or clear it (clearBanner). Setting or clearing forgets the frame's kept banner,
 * so every user's next page load shows the change (decision 037).
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin, updateSessionDetails } from '~/auth.server';
import { loadList } from '~/components/data-table/list.server';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { forgetAnnouncement } from '~/features/auth/announcement.server';
import type { SessionUser } from '~/session.server';
import {
  BANNER_FORM_ID,
  supportListQuery,
  type Banner,
  type SupportActionResult,
  type SupportListState,
} from './list';
import { bannerForm, resolveForm } from './schemas';
import { readForm } from '~/lib/read-form.server';

export const RESOLVED_MESSAGE = 'Support request resolved. Your reply is kept with it.';
export const BANNER_SET_MESSAGE = 'Banner set. Everyone sees it on their next page.';
export const BANNER_CLEARED_MESSAGE = 'Banner cleared.';
export const REPLY_REQUIRED = 'Write a reply before resolving the request.';

async function describe(request: Request, user: SessionUser, error: unknown): Promise<string> {
  await endSessionOnUnauthorized(request, user, error);
  if (error instanceof ApiError) return error.message;
  if (error instanceof ContractViolationError) return MESSAGES.other;
  throw error;
}

async function readBanner(
  request: Request,
  user: SessionUser,
): Promise<{ banner: Banner | null; bannerError: string | null }> {
  try {
    const { data: banner } = await unwrap(api(user.token).GET('/api/banner', { signal: request.signal }));
    return { banner, bannerError: null };
  } catch (error) {
    return { banner: null, bannerError: await describe(request, user, error) };
  }
}

export async function loadSupportPage(request: Request) {
  const user = await requireAdmin(request);
  const [banner, list] = await Promise.all([
    readBanner(request, user),
    loadList(request, {
      query: supportListQuery,
      fetchPage: async (state: SupportListState) => {
        const query = supportListQuery.toApiQuery(state);
        return (
          await unwrap(
            api(user.token).GET('/api/support-requests', { params: { query }, signal: request.signal }),
          )
        ).data;
      },
      describeError: (error) => describe(request, user, error),
    }),
  ]);
  return data({ ...(await list.data), ...banner }, { status: list.init?.status ?? 200 });
}

const result = (ok: boolean, message: string, status = 200, headers?: HeadersInit) =>
  data<SupportActionResult>({ ok, message }, { status, headers });

/** The admin's next pages read the banner afresh, whichever instance serves them (decision 087). */
function announcementChanged(request: Request): HeadersInit | undefined {
  const session = updateSessionDetails(request, { announcementChanged: true });
  return session ? { 'Set-Cookie': session } : undefined;
}

export async function supportAction(request: Request) {
  const user = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get('intent');
  const client = api(user.token);

  if (intent === 'set-banner') {
    const submission = await parseForm(formData, bannerForm);
    if (submission.status !== 'success') return invalidReply(submission, { form: BANNER_FORM_ID });
    try {
      await unwrap(client.PUT('/api/banner', { body: { message: submission.value.message.trim() } }));
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      return apiErrorReply(submission, error, { form: BANNER_FORM_ID });
    }
    forgetAnnouncement();
    return formReply(
      {
        result: submission.reply({ resetForm: true }),
        toast: { kind: 'success', message: BANNER_SET_MESSAGE },
        form: BANNER_FORM_ID,
      },
      200,
      announcementChanged(request),
    );
  }

  if (intent === 'clear-banner') {
    try {
      await unwrap(client.DELETE('/api/banner'));
    } catch (error) {
      return result(false, await describe(request, user, error), 502);
    }
    forgetAnnouncement();
    return result(true, BANNER_CLEARED_MESSAGE, 200, announcementChanged(request));
  }

  const submission = await parseForm(formData, resolveForm);
  if (submission.status !== 'success') return result(false, REPLY_REQUIRED, 400);
  const { supportRequestId, resolution } = submission.value;
  try {
    await unwrap(
      client.POST('/api/support-requests/{supportRequestId}/resolve', {
        params: { path: { supportRequestId } },
        body: { resolution: resolution.trim() },
      }),
    );
  } catch (error) {
    const status = error instanceof ApiError && error.status && error.status < 500 ? error.status : 502;
    return result(false, await describe(request, user, error), status);
  }
  return result(true, RESOLVED_MESSAGE);
}
