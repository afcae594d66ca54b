/**
 * POST /session/activity: the browser's report that the person is active (mouse, keys, scroll, touch), sent at
 * most once a minute while they are. The server's inactivity clock counts it like a page load or a form post
 * (docs/auth-and-session.md); a session that is already over is ended instead (→ /login).
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { recordActivity } from '~/auth.server';

export async function action({ request }: ActionFunctionArgs) {
  const cookie = await recordActivity(request);
  return new Response(null, { status: 204, headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
}

export const loader = () => redirect('/');
