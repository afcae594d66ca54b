/**
 * GET /live: the signed-in user's live events, relayed from the API's `streamMyEvents` with the session's token
 * (docs/live.md). The app keeps nothing per stream: the browser resumes with `Last-Event-ID` (sent as
 * a header or `?lastEventId=`), and any app instance relays any user's stream. `?consultId=` names the consult
 * the page shows (a viewer in a consult), passed on: presence in a consult is judged on its views (decision 147).
 *
 * Answers: the stream (200, text/event-stream); 204 when there is no live session (the browser then reloads its
 * page, and the guard leads it to /login); 503 with Retry-After when the API cannot be reached or refuses.
 */
import { isRouteErrorResponse } from '@remix-run/react';
import { ApiError } from '../../../contracts';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { apiBaseUrl } from '~/api.server';
import { backendHeaders } from '~/lib/backend-context.server';

const LAST_ID = /^[0-9]{1,20}$/;
const CONSULT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: proxies on the way leave it as it is (this server never compresses an event stream:
  // server/instance.js `compressible`), so each event goes out as it comes.
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/**
 * No stream for a session that is over: a 204, with whatever ending it set (its cookie, and the flash that says
 * why on the login page) passed on.
 */
async function noStream<T>(work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (thrown) {
    if (thrown instanceof Response || isRouteErrorResponse(thrown)) {
      const headers = new Headers(thrown instanceof Response ? thrown.headers : undefined);
      headers.delete('Location');
      return new Response(null, { status: 204, headers });
    }
    throw thrown;
  }
}

export async function relayLiveEvents(request: Request): Promise<Response> {
  const user = await noStream(() => requireUser(request));
  if (user instanceof Response) return user;
  const { token } = user;
  const query = new URL(request.url).searchParams;
  const lastEventId = request.headers.get('Last-Event-ID') ?? query.get('lastEventId');
  const consultId = query.get('consultId');
  const target = new URL(`${apiBaseUrl()}/api/me/events`);
  if (consultId && CONSULT_ID.test(consultId)) target.searchParams.set('consultId', consultId);
  const headers: Record<string, string> = { ...backendHeaders(), Authorization: `Bearer ${token}` };
  if (lastEventId && LAST_ID.test(lastEventId)) headers['Last-Event-ID'] = lastEventId;
  let upstream: Response;
  try {
    upstream = await fetch(target, { headers, signal: request.signal });
  } catch {
    return new Response(null, { status: 503, headers: { 'Retry-After': '2' } });
  }
  if (upstream.status === 401) {
    // The same rule as any API call's 401 (a revoked token ends the session, with the reason on the login page).
    const failure = {
      kind: 'http',
      status: 401,
      wwwAuthenticate: upstream.headers.get('WWW-Authenticate'),
    } as const;
    await upstream.body?.cancel();
    // The session ends here (its redirect becomes the 204); were it still good, no stream either.
    const ended = await noStream(() => endSessionOnUnauthorized(request, user, new ApiError(failure)));
    return ended instanceof Response ? ended : new Response(null, { status: 204 });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return new Response(null, { status: 503, headers: { 'Retry-After': '2' } });
  }
  return new Response(endsQuietly(upstream.body), { headers: STREAM_HEADERS });
}

/**
 * The upstream body, ended rather than failed when it is cut (the browser left, so the request's signal aborted
 * the upstream fetch; or the API went away): a stream that ends is normal here, not an error to log.
 */
function endsQuietly(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        controller.close();
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
