/** After a change: back to the page that shows the record, with a flash (and, when given, a new session cookie). */
import { redirect } from '@remix-run/node';
import { flashCookie, type Flash } from '~/flash.server';

export function redirectWithFlash(to: string, flash: Flash, sessionCookie?: string | null) {
  const headers = new Headers();
  headers.append('Set-Cookie', flashCookie(flash));
  if (sessionCookie) headers.append('Set-Cookie', sessionCookie);
  return redirect(to, { headers });
}
