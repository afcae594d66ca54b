/**
 * The login's return to the page asked for (decision 124): which requests carry their page to the login, and
 * which returnTo a login honours for which account.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtRoutes } from '~/route-manifest.test-helpers';
import { postLoginDestination } from './destinations';
import {
  destinationAfterLogin,
  guardedPageAccess,
  isDocumentRequest,
  loginHref,
  loginPathFor,
} from './return-after-login.server';

const APP = 'http://app.test';
/** What a browser sends when it navigates to a page (Chromium's, Firefox's). */
const NAVIGATION = {
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
/** A page's single-fetch data request (`/case-details/x.data`, which Remix hands the loaders as the page's URL). */
const DATA = { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors', Accept: '*/*' };

const get = (path: string, headers: Record<string, string> = NAVIGATION) =>
  new Request(`${APP}${path}`, { headers });

describe('guardedPageAccess: the route table and the resource routes, ranked as Remix ranks them', () => {
  /** Every route the build makes, at a concrete URL, with where it sits (from remix.config.js itself). */
  const { manifest, fullPath } = builtRoutes();
  const routes = Object.values(manifest).filter(
    (route) => route.id !== 'root' && !route.id.startsWith('guard-'),
  );

  it.each(routes.filter((route) => route.id !== 'shell').map((route) => [route.id, route] as const))(
    '%s',
    (_id, route) => {
      const url = (fullPath(route.id) || '/').replace(/:\w+/g, 'x-1').replace('*', 'no-such-page');
      const expected =
        route.parentId === 'guard-user' || route.id === 'viewer'
          ? 'user'
          : route.parentId === 'guard-admin'
            ? 'admin'
            : null;
      expect(guardedPageAccess(url), url).toBe(expected);
    },
  );

  it('tells the pages from the resources at the same shape of URL, in any letter case, with a trailing slash', () => {
    expect(guardedPageAccess('/case/case-0361')).toBe('admin');
    expect(guardedPageAccess('/case/export')).toBeNull();
    expect(guardedPageAccess('/case-details/case-0361')).toBe('user');
    expect(guardedPageAccess('/case-details/case-0361/attachments/att-1')).toBeNull();
    expect(guardedPageAccess('/AVAILABLECASES')).toBe('user');
    expect(guardedPageAccess('/availableCases/')).toBe('user');
    expect(guardedPageAccess('/viewer')).toBe('user');
    expect(guardedPageAccess('/viewer/links')).toBeNull();
    expect(guardedPageAccess('/')).toBeNull();
    expect(guardedPageAccess('/login')).toBeNull();
  });
});

describe('isDocumentRequest', () => {
  it.each([
    ['a navigation', NAVIGATION, true],
    ['a data request', DATA, false],
    ['a frame', { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate' }, false],
    ['a navigation from a browser without Sec-Fetch-Dest', { 'Sec-Fetch-Mode': 'navigate' }, true],
    [
      'a fetch from a browser without Sec-Fetch-Dest',
      { 'Sec-Fetch-Mode': 'cors', Accept: 'text/html' },
      false,
    ],
    ['a navigation from a browser without Sec-Fetch', { Accept: 'text/html,*/*;q=0.8' }, true],
    ['a fetch from a browser without Sec-Fetch', { Accept: '*/*' }, false],
    ['a request from no browser', {}, false],
  ])('%s: %s', (_name, headers, expected) => {
    expect(isDocumentRequest(get('/availableCases', headers))).toBe(expected);
  });
});

describe('loginPathFor: where the guard sends a request it turns away', () => {
  it("a page's document carries its path and query", () => {
    expect(loginPathFor(get('/case-details/case-0361'))).toBe('/login?returnTo=%2Fcase-details%2Fcase-0361');
    expect(loginPathFor(get('/my-cases/case-0361'))).toBe('/login?returnTo=%2Fmy-cases%2Fcase-0361');
    expect(loginPathFor(get('/viewer?caseId=case-0361'))).toBe(
      '/login?returnTo=%2Fviewer%3FcaseId%3Dcase-0361',
    );
    expect(loginPathFor(get('/case/case-0361'))).toBe('/login?returnTo=%2Fcase%2Fcase-0361');
  });

  it('anything else goes to the plain login page', () => {
    const plain = [
      get('/case-details/case-0361', DATA),
      get('/case-details/case-0361', {}),
      new Request(`${APP}/case-details/case-0361`, { method: 'POST', headers: NAVIGATION }),
      new Request(`${APP}/case-details/case-0361`, { method: 'HEAD', headers: NAVIGATION }),
      get('/case-details/case-0361?_routes=routes%2Fcase-details'),
      get('/case/export?format=csv'),
      get('/availableCases/export'),
      get('/final-report/case-0361/pdf'),
      get('/logout'),
      get('/session/activity'),
      get('/'),
      get('/register'),
      get('/no-such-page'),
      get(`/case-details/${'x'.repeat(600)}`),
    ];
    for (const request of plain) expect(loginPathFor(request), request.url).toBe('/login');
  });

  it('the login page, ending a session, keeps its own returnTo when it is one', () => {
    expect(loginPathFor(get('/login?returnTo=%2Fcase-details%2Fcase-0361'))).toBe(
      '/login?returnTo=%2Fcase-details%2Fcase-0361',
    );
    expect(loginPathFor(get('/login?returnTo=%2F%2Fevil.example'))).toBe('/login');
    expect(loginPathFor(get('/login?returnTo=%2Flogin'))).toBe('/login');
  });

  it('what it carries is what a login brings an admin back to', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/case-details/', '/case/', '/viewer?caseId=', '/my-cases/', '/users/detail/'),
        fc.webSegment(),
        (page, id) => {
          const path = `${page}${id}`;
          const login = new URL(loginPathFor(get(path)), APP);
          const back = login.searchParams.get('returnTo');
          if (back === null) return;
          expect(destinationAfterLogin('Admin', 'Active', back)).toBe(back);
          expect(new URL(back, APP).href).toBe(new URL(path, APP).href);
        },
      ),
    );
  });
});

describe('destinationAfterLogin', () => {
  const CASE = '/case-details/case-0361';

  it('without a returnTo: spec 4.1, exactly', () => {
    for (const [role, status] of [
      ['Admin', 'Active'],
      ['Provider', 'Active'],
      ['Provider', 'Provisionally Active'],
      ['MedicalFacility', 'Active'],
      ['MedicalFacility', 'Provisionally Active'],
      ['Facility_NP', 'Active'],
    ])
      for (const returnTo of [null, undefined, ''])
        expect(destinationAfterLogin(role, status, returnTo)).toBe(postLoginDestination(role, status));
  });

  it.each([
    ['Provider', 'Active', CASE, CASE],
    ['Provider', 'Active', '/viewer?caseId=case-0361', '/viewer?caseId=case-0361'],
    ['MedicalFacility', 'Active', CASE, CASE],
    ['Facility_NP', 'Active', '/my-cases/case-0361', '/my-cases/case-0361'],
    ['Admin', 'Active', '/case/case-0361', '/case/case-0361'],
    ['Admin', 'Provisionally Active', '/case/case-0361', '/case/case-0361'],
    // Provisionally active: spec 4.1's page first, their reduced menu starts there.
    ['Provider', 'Provisionally Active', CASE, '/selectedCases'],
    ['MedicalFacility', 'Provisionally Active', CASE, '/facility-account-detail'],
    ['Facility_NP', 'provisionally_active', CASE, '/facility-account-detail'],
    // An admin's page, for someone who is not an admin: their own landing page.
    ['Provider', 'Active', '/case/case-0361', '/availableCases'],
    ['MedicalFacility', 'Active', '/users', '/upload-project'],
    ['Provider', 'Active', '/case-details/../users', '/availableCases'],
    ['Admin', 'Active', '/case-details/../users', '/users'],
    // Not a page behind the guard: the landing page.
    ['Provider', 'Active', '/login', '/availableCases'],
    ['Provider', 'Active', '/', '/availableCases'],
    ['Provider', 'Active', '/availableCases/export?format=csv', '/availableCases'],
    ['Admin', 'Active', '/case/export', '/admin'],
    ['Provider', 'Active', '/no-such-page', '/availableCases'],
  ])('%s (%s), returnTo %o → %s', (role, status, returnTo, expected) => {
    expect(destinationAfterLogin(role, status, returnTo)).toBe(expected);
  });

  it.each([
    '//evil.example/case-details/1',
    'https://evil.example/case-details/1',
    'http:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/%2e%2e//evil.example',
    '/case-details/..//evil.example',
    'javascript:alert(1)',
    'case-details/1',
  ])('refuses %o: the landing page', (returnTo) => {
    expect(destinationAfterLogin('Admin', 'Active', returnTo)).toBe('/admin');
    expect(loginHref(returnTo)).toBe('/login');
  });

  it('whatever it is given, goes to the landing page or a page of this site the account may open', () => {
    const role = fc.constantFrom('Admin', 'Provider', 'MedicalFacility', 'Facility_NP');
    const status = fc.constantFrom('Active', 'Provisionally Active', 'New', 'In Progress');
    const returnTo = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc.string().map((s) => `/${s}`),
      fc
        .array(fc.constantFrom('..', '%2e%2e', '', 'case', 'case-details', 'users', 'evil.example', '\\'), {
          maxLength: 6,
        })
        .map((parts) => `/${parts.join('/')}`),
    );
    fc.assert(
      fc.property(role, status, returnTo, (r, s, asked) => {
        const to = destinationAfterLogin(r, s, asked);
        if (to === postLoginDestination(r, s)) return;
        expect(to).toMatch(/^\/(?![/\\])/);
        for (const origin of ['https://app.example', 'http://localhost:3000'])
          expect(new URL(to, origin).origin).toBe(origin);
        const access = guardedPageAccess(new URL(to, APP).pathname);
        expect(access === 'user' || (access === 'admin' && r === 'Admin')).toBe(true);
      }),
    );
  });
});
