/**
 * What a page that could not be shown says (spec section 8), as one pure function of what Remix hands the error
 * boundary: a refusal or failure the loader threw with its sentence, a status without one (the catalogue's
 * sentence for it), a data request that never reached the server (offline, network), or an error in the app.
 */
import { EXCEPTION_MESSAGES, MESSAGES, statusCatalogueSentence } from '../../contracts/messages';

export interface RouteErrorView {
  /** The HTTP status the page was answered with; null when no answer came (offline, network). */
  status: number | null;
  /** The sentence shown on the page and in the toast. */
  message: string;
  /** Whether trying again can help: not for a refusal or a record that does not exist. */
  retry: boolean;
}

/** What a route error response carries, without importing Remix here (the boundary checks it is one). */
export interface RouteErrorLike {
  status: number;
  data: unknown;
}

/** The catalogue's sentence for a status the loader gave no sentence for (a time-out says so). */
export const statusSentence = (status: number): string =>
  status === 408 || status === 504 ? MESSAGES.fetchTimeout : statusCatalogueSentence(status);

/** A data request the browser could not send or that got no answer: fetch's TypeError in each engine. */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

export function describeRouteError(
  error: unknown,
  { routeError, online }: { routeError: RouteErrorLike | null; online: boolean },
): RouteErrorView {
  if (routeError) {
    const { status, data } = routeError;
    const message = typeof data === 'string' && data.trim() ? data : statusSentence(status);
    return { status, message, retry: status !== 403 && status !== 404 };
  }
  if (!online) return { status: null, message: MESSAGES.offline, retry: true };
  if (error instanceof Error) {
    if (error.name === 'TypeError' && NETWORK_FAILURE.test(error.message)) {
      return { status: null, message: MESSAGES.network, retry: true };
    }
    // What a production server sends for an error it does not show (Remix hides the server's message).
    if (error.message === 'Unexpected Server Error') {
      return { status: 500, message: MESSAGES.serverError, retry: true };
    }
    return { status: 500, message: EXCEPTION_MESSAGES[error.name] ?? MESSAGES.other, retry: true };
  }
  return { status: 500, message: MESSAGES.other, retry: true };
}
