/** POST /banner clears the global banner message from the session. */
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { clearBanner, requireUser } from '~/auth.server';

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return data({ cleared: true }, { headers: { 'Set-Cookie': await clearBanner(request) } });
}

export const loader = () => redirect('/');
