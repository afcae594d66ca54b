/**
 * A page whose data failed to load, said the same way on every page (spec 8): a 401 that ends the session goes
 * to /login (docs/auth-and-session.md); a refusal is a 403 page and an unknown record a 404 page (in the
 * feature's words when it has them); any other failure, a 502 page with the catalogue's sentence, which the
 * kit's error page (`RouteErrorPage`) shows inline with 'Try again' and as a toast.
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES } from '../contracts';
import { endSessionOnUnauthorized } from './auth.server';
import type { SessionUser } from './session.server';

export interface PageFailureWords {
  /** The page's own sentence for a record the API does not know (404) or whose id from the URL it refuses
   * (400: no record can have it, so the page is a 404 too). */
  notFound?: string;
  /** The page's own sentence for a refusal (403). */
  forbidden?: string;
}

/** The status and sentence of the error page for a failed read (pure; `failPageLoad` throws it). */
export function pageFailureOf(
  error: unknown,
  words: PageFailureWords = {},
): { status: number; message: string } | null {
  if (error instanceof ApiError) {
    if (error.status === 403) return { status: 403, message: words.forbidden ?? error.message };
    if (error.status === 404) return { status: 404, message: words.notFound ?? error.message };
    if (error.status === 400 && words.notFound) return { status: 404, message: words.notFound };
    // A time-out stays one (504); everything else is the API failing behind the page (502).
    return { status: error.failure.kind === 'timeout' ? 504 : 502, message: error.message };
  }
  if (error instanceof ContractViolationError) return { status: 502, message: MESSAGES.other };
  return null;
}

/** Ends the session on a 401 that says so, else throws the page's error response; rethrows anything else. */
export async function failPageLoad(
  request: Request,
  user: SessionUser,
  error: unknown,
  words: PageFailureWords = {},
): Promise<never> {
  await endSessionOnUnauthorized(request, user, error);
  const failure = pageFailureOf(error, words);
  if (!failure) throw error;
  throw data(failure.message, { status: failure.status });
}
