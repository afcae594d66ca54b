/**
 * The login's way back to the page that was asked for (decision 124): a signed-out reader who opens a link to a
 * page (a notice's e-mail: `http://host/case-details/case-0361`) is sent to `/login?returnTo=%2Fcase-details%2F…`,
 * and the login then takes them there instead of spec 4.1's landing page, unless that landing page is theirs to
 * see first. Pure: the request's method, URL and headers in, a path out.
 *
 * Only a page is carried: the document a browser navigates to (never a single-fetch data request, a form's post,
 * a download or another resource route), under the guard (`user` or `admin` in app/route-table.js, and the
 * viewer). What is carried back is only ever a path of this site (`safeReturnTo`): no open redirect.
 */
import { matchRoutes } from '@remix-run/react';
import { RESOURCES } from '~/resource-routes.js';
import { PAGES, VIEWER } from '~/route-table.js';
import { safeReturnTo } from '~/lib/return-to';
import { postLoginDestination } from './destinations';
import { isAdminRole, isFacilityRole, isProviderRole, isProvisionallyActive } from './roles';

export const LOGIN_PATH = '/login';

type Access = 'public' | 'user' | 'admin' | 'resource';

/** Every URL of the app as Remix ranks them (static segments before `:params`), flat, with its access. */
const ROUTES = [
  ...[...PAGES, VIEWER].map((page) => ({ id: page.id, path: page.path, access: page.access as Access })),
  ...RESOURCES.map((resource) => ({ id: resource.id, path: resource.path, access: 'resource' as Access })),
];
const ACCESS = new Map(ROUTES.map((route) => [route.id, route.access]));

/** A page behind the guard at `pathname` and who may open it; null for a public page, a resource or no page. */
export function guardedPageAccess(pathname: string): 'user' | 'admin' | null {
  const id = matchRoutes(ROUTES, pathname)?.at(-1)?.route.id;
  const access = id === undefined ? undefined : ACCESS.get(id);
  return access === 'user' || access === 'admin' ? access : null;
}

/**
 * Whether the browser is loading a document (a navigation), not a page's data or a file: Sec-Fetch-Dest says so
 * where the browser sends it (a single-fetch data request is `empty`, an `<iframe>` is `iframe`); else
 * Sec-Fetch-Mode; else the Accept header, which only a navigation fills with `text/html` (fetch's is `*\/*`).
 * A request from no browser (a test's, curl's) is not a document.
 */
export function isDocumentRequest(request: Request): boolean {
  const dest = request.headers.get('Sec-Fetch-Dest');
  if (dest !== null) return dest === 'document';
  const mode = request.headers.get('Sec-Fetch-Mode');
  if (mode !== null) return mode === 'navigate';
  return /\btext\/html\b/i.test(request.headers.get('Accept') ?? '');
}

/**
 * The path a returnTo leads to as a browser resolves it (`/a/../b` is `/b`), or null when it is not a path of
 * this site. Checked again once resolved: `/%2e%2e//evil.example` resolves to `//evil.example`, which a browser
 * given it as a Location would read as another host.
 */
function resolved(returnTo: string | null | undefined): { path: string; pathname: string } | null {
  const safe = safeReturnTo(returnTo);
  if (!safe) return null;
  const url = new URL(safe, 'http://return-to.invalid');
  const path = safeReturnTo(`${url.pathname}${url.search}`);
  return path ? { path, pathname: url.pathname } : null;
}

/** The login page, carrying `returnTo` when it names a page behind the guard ('/login' otherwise). */
export function loginHref(returnTo: string | null | undefined): string {
  const asked = resolved(returnTo);
  if (!asked || guardedPageAccess(asked.pathname) === null) return LOGIN_PATH;
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(asked.path)}`;
}

/**
 * Where the guard sends a request it turns away (no session, or one that is over): the login page, carrying the
 * page asked for when the request is a GET of a page's document; a login page that ends a session keeps its
 * own returnTo. Anything else (a data request, a post, a resource route, a public page) gets '/login'.
 */
export function loginPathFor(request: Request): string {
  if (request.method !== 'GET' || !isDocumentRequest(request)) return LOGIN_PATH;
  const url = new URL(request.url);
  if (url.searchParams.has('_data') || url.searchParams.has('_routes')) return LOGIN_PATH;
  if (url.pathname === LOGIN_PATH) return loginHref(url.searchParams.get('returnTo'));
  return loginHref(`${url.pathname}${url.search}`);
}

/**
 * Where a login goes: the page asked for (`returnTo`), or spec 4.1's landing page when there is none, when it is
 * not a page of this site behind the guard, when it is an admin's page and the user is not one, or when the
 * landing page is the account's to see first (a facility user or provider who is provisionally active: their
 * reduced menu starts there).
 */
export function destinationAfterLogin(
  role: string | null | undefined,
  status: string | null | undefined,
  returnTo: string | null | undefined,
): string {
  const landing = postLoginDestination(role, status);
  if ((isFacilityRole(role) || isProviderRole(role)) && isProvisionallyActive(status)) return landing;
  const asked = resolved(returnTo);
  const access = asked ? guardedPageAccess(asked.pathname) : null;
  if (!asked || access === null || (access === 'admin' && !isAdminRole(role))) return landing;
  return asked.path;
}
