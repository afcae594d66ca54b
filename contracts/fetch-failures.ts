/**
 * The fetch path's wording (spec section 8: 'Unauthorized access', 'Forbidden access', 'Resource not found',
 * 'Too many requests', 'Request timed out'), for the browser's own fetches (slide links, annotations, downloads)
 * and the `fetch` channel of `describeFailure`. No zod here, so a page that imports it stays light (decision
 * 060); every status is mapped in this one place.
 */
import { MESSAGES } from './messages';

/** The sentence for a non-2xx answer on the fetch path. */
export function describeFetchStatus(status: number): string {
  switch (status) {
    case 401:
      return MESSAGES.fetchUnauthorized;
    case 403:
      return MESSAGES.fetchForbidden;
    case 404:
      return MESSAGES.fetchNotFound;
    case 408:
    case 504:
      return MESSAGES.fetchTimeout;
    case 429:
      return MESSAGES.fetchTooManyRequests;
    default:
      return status >= 500 ? MESSAGES.serverError : MESSAGES.other;
  }
}

/**
 * The sentence for a browser fetch that got no answer: our own time-out (a `TimeoutError`), the browser offline,
 * or the network failing. Null for a fetch the page aborted itself (nobody is waiting for it).
 */
export function describeFetchError(error: unknown, online: boolean): string | null {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return MESSAGES.fetchTimeout;
  if (name === 'AbortError') return null;
  return online ? MESSAGES.network : MESSAGES.offline;
}

/** 'Failed to download file: {message}' (spec section 8). */
export const downloadFailedText = (message: string) => `Failed to download file: ${message}`;

/**
 * Whether an answer to a fetch of the page's own says the session is over: the app's guard answers a request
 * whose session has ended with a redirect to /login, which fetch follows (or reports as an opaque redirect).
 */
export function sessionEndedBy(response: { redirected: boolean; url: string; type: string }): boolean {
  if (response.type === 'opaqueredirect') return true;
  if (!response.redirected) return false;
  try {
    return new URL(response.url).pathname === '/login';
  } catch {
    return false;
  }
}
