/**
 * The viewer's JSON relays to the API (`/viewer/annotations`, `/viewer/consult`): answers that no cache keeps, a
 * request body read with a bound, and an API failure answered in the relay's `{ error }` (its 401 ending the
 * session as every API call's does).
 */
import { SENTENCES } from '../../contracts';
import { endSessionOnUnauthorized, type requireUser } from '~/auth.server';

export const jsonAnswer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/** A body cut short (the connection lost before its Content-Length): a 400, not a 500 with a stack (decision 070). */
export const BODY_UNREADABLE = 'The request body could not be read. Send it again.';

/** The body as JSON, or the answer to send instead: 413 past `maxBytes` (before parsing), 400 when not JSON or
 * not read to its end. */
export async function readBoundedJson(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<{ body: unknown } | Response> {
  const text = await request.text().catch(() => null);
  if (text === null) return jsonAnswer({ error: BODY_UNREADABLE }, 400);
  if (text.length > maxBytes) return jsonAnswer({ error: tooLarge }, 413);
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return jsonAnswer({ error: SENTENCES.request.invalidJson }, 400);
  }
}

/** An API failure in the relay's words: the API's sentence and status (502 without one). */
export async function relayFailure(
  request: Request,
  user: Awaited<ReturnType<typeof requireUser>>,
  error: unknown,
): Promise<Response> {
  await endSessionOnUnauthorized(request, user, error);
  const status = (error as { status?: number | null }).status ?? 502;
  const message =
    (error as { serverMessage?: string }).serverMessage ??
    (error instanceof Error ? error.message : String(error));
  return jsonAnswer({ error: message }, status);
}
