/**
 * An action's form, read once: a body that is not a readable form (a multipart body whose boundary is broken, a
 * body cut short) is a 400 page in words, not a 500 with a stack in the log. What may reach an action at all
 * (the type, the size) is decided earlier, by the server's body check (server/body-guard.js).
 */
import { data } from '@remix-run/node';

export const FORM_UNREADABLE = 'The form could not be read. Reload the page and send it again.';

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(FORM_UNREADABLE, { status: 400 });
  }
}
