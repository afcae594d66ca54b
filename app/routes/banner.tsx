/**
 * POST /banner dismisses a banner for this session: the login's own message (cleared from the session), or,
 * with `announcement=<key>`, the admins' global banner of that key (decision 037; a newer one shows again).
 */
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { clearBanner, requireUser, updateSessionDetails } from '~/auth.server';
import { readForm } from '~/lib/read-form.server';

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const form = await readForm(request);
  const announcement = form.get('announcement');
  if (typeof announcement === 'string' && announcement && announcement.length <= 100) {
    const cookie = updateSessionDetails(request, { dismissedAnnouncement: announcement });
    return data({ cleared: true }, cookie ? { headers: { 'Set-Cookie': cookie } } : undefined);
  }
  return data({ cleared: true }, { headers: { 'Set-Cookie': await clearBanner(request) } });
}

export const loader = () => redirect('/');
