/** The list loader and the pick-up action against the in-process mock backend, with a real session cookie. */
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../contracts';
import { TEST_API, server } from '../../../tests/setup/mock-backend';
import { getOptionalUser, requireUser } from '~/auth.server';
import { attemptLogin } from '~/features/auth/login.server';
import { sessionStorage } from '~/session.server';
import { CASE_LISTS, type CaseListConfig, type CaseListData, type PickUpResult } from './list-config';
import { exportCaseList, loadCaseList } from './list.server';
import { pickUpCase, releaseCase } from './pick-up.server';

const PASSWORD = 'Demo-pass-2026';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

/** Logs in through the app's own login flow and answers the session cookie and the API token. */
async function sessionFor(email: string) {
  const form = new FormData();
  form.set('email', email);
  form.set('password', PASSWORD);
  const outcome = await attemptLogin(form);
  if (outcome.kind !== 'ok') throw new Error(`login ${email}: ${outcome.kind}`);
  const session = await sessionStorage.getSession();
  for (const [key, value] of Object.entries(outcome.user)) session.set(key as never, value as never);
  return { cookie: await sessionStorage.commitSession(session), token: outcome.user.token };
}

function request(cookie: string, path: string, body?: Record<string, string>) {
  return new Request(`http://app.test${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Cookie: cookie },
    body: body ? new URLSearchParams(body) : undefined,
  });
}

/** The loader's answer: its data and HTTP status (Remix's `data()` result). */
async function load(cookie: string, path: string, list: CaseListConfig = CASE_LISTS.available) {
  const result = (await loadCaseList(request(cookie, path), list)) as {
    data: CaseListData;
    init: ResponseInit | null;
  };
  return { data: result.data, status: result.init?.status ?? 200 };
}

async function pickUp(cookie: string, body: Record<string, string>) {
  const result = (await pickUpCase(request(cookie, '/availableCases', body))) as {
    data: PickUpResult;
    init: ResponseInit | null;
  };
  return { data: result.data, status: result.init?.status ?? 200 };
}

describe('loadCaseList', () => {
  it('opens in the worklist order and keeps a person’s own sort per list (decision 103)', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const fresh = await load(cookie, '/availableCases');
    expect(fresh.data.state).toMatchObject({ sort: 'urgency', order: 'asc' });
    const rank = { STAT: 0, Rush: 1, Routine: 2 } as const;
    const items = fresh.data.page!.items;
    items.slice(1).forEach((item, i) => {
      const before = items[i]!;
      expect(rank[before.priority]).toBeLessThanOrEqual(rank[item.priority]);
      if (before.priority === item.priority && before.dueAt && item.dueAt)
        expect(before.dueAt <= item.dueAt).toBe(true);
    });
    expect(items[0]!.priority).toBe('STAT');

    const chosen = (await loadCaseList(
      request(cookie, '/availableCases?sort=patientName&order=desc'),
      CASE_LISTS.available,
    )) as { init: ResponseInit | null };
    const kept = new Headers(chosen.init?.headers ?? {}).get('Set-Cookie')!;
    expect(kept).toMatch(
      /^list-sort-available-cases-[0-9a-f]{8}=patientName\.desc; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    const keptCookie = `${cookie}; ${kept.split(';')[0]}`;
    const back = await load(keptCookie, '/availableCases');
    expect(back.data.state).toMatchObject({ sort: 'patientName', order: 'desc' });
    // Another list keeps its own; a URL's sort wins over the kept one.
    expect((await load(keptCookie, '/selectedCases', CASE_LISTS.selected)).data.state.sort).toBe('urgency');
    expect((await load(keptCookie, '/availableCases?sort=urgency&order=asc')).data.state.sort).toBe(
      'urgency',
    );
  });

  it('sends a logged-out visitor to /login', async () => {
    const thrown = await loadCaseList(
      new Request('http://app.test/availableCases'),
      CASE_LISTS.available,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login');
  });

  it('asks the API for the list’s status and clamps the URL’s state to the contract', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const { data, status } = await load(cookie, '/availableCases?pageSize=500&sort=bogus&order=asc&page=-2');
    expect(status).toBe(200);
    expect(data.state).toEqual({
      page: 1,
      pageSize: 100,
      sort: 'urgency',
      order: 'asc',
      search: '',
      filters: {},
    });
    expect(data.page!.pageSize).toBe(100);
    expect(data.page!.items.length).toBeGreaterThan(20);
    expect(new Set(data.page!.items.map((item) => item.status))).toEqual(new Set(['Available']));
    expect(data.canPickUp).toBe(true);
    // Each row has what the page shows and its actions read, not the whole case summary; `pickUp`
    // only where it refuses.
    const allowed = data.page!.items.find((item) => item.pickUp === undefined)!;
    expect(Object.keys(allowed).sort()).toEqual(
      [
        'caseID',
        'caseRecordId',
        'createdAt',
        'dueAt',
        'dueState',
        'facility',
        'imageCount',
        'patient',
        'priority',
        'specimenCount',
        'status',
        'type',
      ].sort(),
    );
  });

  it('lists only my assigned cases in My Cases and my signed-out ones in Completed Cases', async () => {
    const { cookie, token } = await sessionFor('provider@demo.test');
    const me = (await createApiClient({ baseUrl: TEST_API, token }).GET('/api/Users/current')).data!.data;
    // The provider's own cases of a status, as the admin's list filtered by provider has them (the rows do not
    // say whose a case is).
    const admin = createApiClient({ baseUrl: TEST_API, token: (await sessionFor('admin@demo.test')).token });
    const casesOf = async (status: 'Assigned' | 'SignOutCompleted') => {
      const query = { status, assigneeId: me.id, pageSize: 100 };
      const { data } = await admin.GET('/api/cases', { params: { query } });
      return new Set(data!.data.items.map((item) => item.caseID));
    };

    const mine = await load(cookie, '/selectedCases?pageSize=100', CASE_LISTS.selected);
    expect(mine.data.page!.total).toBeGreaterThan(0);
    const assigned = await casesOf('Assigned');
    for (const item of mine.data.page!.items) {
      expect(item.status).toBe('Assigned');
      expect(assigned.has(item.caseID)).toBe(true);
    }
    expect(mine.data.canPickUp).toBe(false);

    const done = await load(cookie, '/completedCases?pageSize=100', CASE_LISTS.completed);
    expect(done.data.page!.total).toBeGreaterThan(0);
    const signedOut = await casesOf('SignOutCompleted');
    for (const item of done.data.page!.items) {
      expect(item.status).toBe('SignOutCompleted');
      expect(signedOut.has(item.caseID)).toBe(true);
    }
  });

  it('searches by case record id', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const target = (await load(cookie, '/availableCases')).data.page!.items[3]!;
    const { data } = await load(
      cookie,
      `/availableCases?search=${encodeURIComponent(` ${target.caseRecordId} `)}`,
    );
    expect(data.state.search).toBe(target.caseRecordId);
    expect(data.page!.items.map((item) => item.caseID)).toEqual([target.caseID]);
  });

  it('sends a page past the end to the last page, keeping the rest of the state', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const thrown = await load(cookie, '/availableCases?page=999&sort=status&order=asc').catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const { total, pageSize } = (await load(cookie, '/availableCases')).data.page!;
    expect((thrown as Response).headers.get('Location')).toBe(
      `/availableCases?sort=status&order=asc&page=${Math.ceil(total / pageSize)}`,
    );
  });

  it('says why a provider not yet approved or activated sees no available cases (decision 075)', async () => {
    const newProvider = await sessionFor('new.provider@demo.test');
    const fresh = await load(newProvider.cookie, '/availableCases');
    expect(fresh.data.page!.total).toBe(0);
    expect(fresh.data.unavailable).toBe('onboarding');
    const provisional = await sessionFor('provisional.provider@demo.test');
    expect((await load(provisional.cookie, '/availableCases')).data.unavailable).toBe('provisional');
    // An active provider's empty list is the truth: the spec's own sentence stays.
    const active = await sessionFor('provider@demo.test');
    server.use(
      http.get(`${TEST_API}/api/cases`, () =>
        HttpResponse.json({
          isSuccess: true,
          message: null,
          data: { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 },
          error: null,
          details: null,
        }),
      ),
    );
    const none = await load(active.cookie, '/availableCases');
    expect(none.data.page!.total).toBe(0);
    expect(none.data.unavailable).toBeNull();
  });

  it('shows no pick-up to roles other than Provider', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    expect((await load(cookie, '/availableCases')).data.canPickUp).toBe(false);
  });

  it('answers the catalogue’s sentence and a failure status when the API refuses', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    server.use(
      http.get(`${TEST_API}/api/cases`, () =>
        HttpResponse.json(
          { isSuccess: false, message: 'No.', data: null, error: null, details: null },
          { status: 403 },
        ),
      ),
    );
    const { data, status } = await load(cookie, '/availableCases?page=2');
    expect(status).toBe(502);
    expect(data).toMatchObject({
      page: null,
      error: 'Error 403: Forbidden. You do not have permission to perform this action.',
    });
    expect(data.state.page).toBe(2);
  });
});

describe("the list's read is the token check too", () => {
  /** The paths the API was asked for while `work` ran. */
  async function asked(work: () => Promise<unknown>) {
    const paths: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      paths.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listen);
    try {
      await work();
    } finally {
      server.events.removeListener('request:start', listen);
    }
    return paths;
  }

  /** A list page's loaders, together as Remix runs them: the frame's, the guard's and the list's. */
  const pageLoaders = (cookie: string) =>
    Promise.all([
      getOptionalUser(request(cookie, '/availableCases')),
      requireUser(request(cookie, '/availableCases')),
      load(cookie, '/availableCases'),
    ]);

  it('a list page asks the API once: its list, whose answer vouches for the token', async () => {
    const { cookie, token } = await sessionFor('provider@demo.test');
    let result: Awaited<ReturnType<typeof pageLoaders>> | undefined;
    const paths = await asked(async () => {
      result = await pageLoaders(cookie);
    });
    expect(paths).toEqual(['/api/cases']);
    const [optional, user, list] = result!;
    expect(optional.user?.token).toBe(token);
    expect(user.token).toBe(token);
    expect(list.status).toBe(200);
    expect(list.data.page!.items.length).toBe(20);
  });

  it('a token revoked elsewhere: the list’s 401 ends the session for every loader of the page', async () => {
    const { cookie, token } = await sessionFor('provider@demo.test');
    // Another instance's logout: the API revokes the token.
    await createApiClient({ baseUrl: TEST_API, token }).POST('/api/auth/logout');
    const outcomes = await Promise.allSettled([
      getOptionalUser(request(cookie, '/availableCases')),
      requireUser(request(cookie, '/availableCases')),
      load(cookie, '/availableCases'),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const response = (outcome as PromiseRejectedResult).reason as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/login');
    }
  });

  it('a list the API refuses (403) says nothing of the token: the check asks the API itself', async () => {
    const { cookie, token } = await sessionFor('provider@demo.test');
    server.use(
      http.get(`${TEST_API}/api/cases`, () =>
        HttpResponse.json(
          { isSuccess: false, message: 'No.', data: null, error: null, details: null },
          { status: 403 },
        ),
      ),
    );
    let result: Awaited<ReturnType<typeof pageLoaders>> | undefined;
    const paths = await asked(async () => {
      result = await pageLoaders(cookie);
    });
    expect(paths).toEqual(['/api/cases', '/api/Users/current']);
    expect(result![1].token).toBe(token);
    expect(result![2].status).toBe(502);
  });
});

/** The first case on Available Cases' page 1 the demo provider may pick up (not one from Illinois). */
async function firstAllowed(cookie: string) {
  const items = (await load(cookie, '/availableCases')).data.page!.items;
  return items.find((item) => item.pickUp === undefined)!;
}

describe('pickUpCase', () => {
  it('takes an available case, names it, and moves it to My Cases', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const target = await firstAllowed(cookie);

    const { data, status } = await pickUp(cookie, { intent: 'pick-up', caseId: target.caseID });
    expect(status).toBe(200);
    expect(data).toEqual({
      ok: true,
      intent: 'pick-up',
      caseId: target.caseID,
      message: `Case ${target.caseRecordId} picked up. It is now in My Cases.`,
    });

    const search = `?search=${encodeURIComponent(target.caseRecordId)}`;
    expect((await load(cookie, `/availableCases${search}`)).data.page!.items).toEqual([]);
    const mine = (await load(cookie, `/selectedCases${search}`, CASE_LISTS.selected)).data.page!.items;
    expect(mine.map((item) => item.caseID)).toEqual([target.caseID]);
  });

  it('says what the server says when the case was taken meanwhile (409)', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const target = await firstAllowed(cookie);
    await pickUp(cookie, { intent: 'pick-up', caseId: target.caseID });

    const { data } = await pickUp(cookie, { intent: 'pick-up', caseId: target.caseID });
    expect(data).toEqual({ ok: false, message: 'A case in status Assigned cannot be picked up.' });
  });

  it('gives a provisionally active provider the catalogue’s 403 sentence', async () => {
    const provider = await sessionFor('provider@demo.test');
    const target = await firstAllowed(provider.cookie);

    const { cookie } = await sessionFor('provisional.provider@demo.test');
    const { data } = await pickUp(cookie, { intent: 'pick-up', caseId: target.caseID });
    expect(data).toEqual({
      ok: false,
      message: 'Error 403: Forbidden. You do not have permission to perform this action.',
    });
  });

  it('says which assignment rule a refused pick-up breaks (the backend’s refusal, 403)', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    // The demo provider is licensed in every facility state but Illinois (docs/assignment.md, "The seed").
    const illinois = (await load(cookie, '/availableCases?search=Lakeshore%20University%20Medical%20Center'))
      .data.page!.items[0]!;
    const refusal = 'You cannot pick up this case: you are not licensed in IL.';
    expect(illinois.pickUp).toEqual({ allowed: false, reason: refusal });
    const { data, status } = await pickUp(cookie, { intent: 'pick-up', caseId: illinois.caseID });
    expect(status).toBe(200);
    expect(data).toEqual({ ok: false, message: refusal });
  });

  it('refuses a malformed form with 400', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const bodies: Array<Record<string, string>> = [
      { caseId: 'case-0001' },
      { intent: 'pick-up', caseId: '../admin' },
      { intent: 'delete', caseId: 'case-0001' },
    ];
    for (const body of bodies) {
      const { data, status } = await pickUp(cookie, body);
      expect(status).toBe(400);
      expect(data).toEqual({
        ok: false,
        message: 'Error 400: Bad request. Please check the data you provided.',
      });
    }
  });
});

describe('releaseCase (Return to pool, and Pick up’s Undo)', () => {
  it('gives a picked-up case back to Available Cases, from either page', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const [first, second] = (await load(cookie, '/availableCases')).data.page!.items.filter(
      (item) => item.pickUp === undefined,
    );
    for (const target of [first!, second!])
      await pickUp(cookie, { intent: 'pick-up', caseId: target.caseID });

    // The Undo posts to Available Cases' own action; Return to pool to My Cases'.
    const undone = await pickUp(cookie, { intent: 'release', caseId: first!.caseID });
    expect(undone.data).toEqual({
      ok: true,
      intent: 'release',
      caseId: first!.caseID,
      message: `Case ${first!.caseRecordId} returned to Available Cases.`,
    });
    const returned = (await releaseCase(
      request(cookie, '/selectedCases', { intent: 'release', caseId: second!.caseID }),
    )) as { data: PickUpResult };
    expect(returned.data).toMatchObject({
      ok: true,
      message: `Case ${second!.caseRecordId} returned to Available Cases.`,
    });

    const available = (await load(cookie, '/availableCases?pageSize=100')).data.page!.items.map(
      (c) => c.caseID,
    );
    expect(available).toEqual(expect.arrayContaining([first!.caseID, second!.caseID]));
  });

  it('says why a case with a saved draft report stays, and refuses a pick-up posted to My Cases', async () => {
    const { cookie, token } = await sessionFor('provider@demo.test');
    const mine = (await load(cookie, '/selectedCases', CASE_LISTS.selected)).data.page!.items[0]!;
    await createApiClient({ baseUrl: TEST_API, token }).PUT('/api/cases/{caseId}/report-draft', {
      params: { path: { caseId: mine.caseID } },
      body: { primaryDiagnosis: 'Tubular adenoma' },
    });
    const kept = (await releaseCase(
      request(cookie, '/selectedCases', { intent: 'release', caseId: mine.caseID }),
    )) as { data: PickUpResult };
    expect(kept.data).toEqual({
      ok: false,
      message: `Case ${mine.caseRecordId} has a saved draft report. Sign it out, or ask an admin to reassign the case.`,
    });

    const wrong = (await releaseCase(
      request(cookie, '/selectedCases', { intent: 'pick-up', caseId: mine.caseID }),
    )) as { data: PickUpResult; init: ResponseInit | null };
    expect(wrong.init?.status).toBe(400);
  });

  it('shows Return to pool to providers on My Cases only', async () => {
    const provider = await sessionFor('provider@demo.test');
    expect((await load(provider.cookie, '/selectedCases', CASE_LISTS.selected)).data.canRelease).toBe(true);
    expect((await load(provider.cookie, '/availableCases')).data.canRelease).toBe(false);
    const admin = await sessionFor('admin@demo.test');
    expect((await load(admin.cookie, '/selectedCases', CASE_LISTS.selected)).data.canRelease).toBe(false);
  });
});

describe('exportCaseList', () => {
  it('sends a logged-out visitor to /login before reading anything', async () => {
    const thrown = await exportCaseList(
      new Request('http://app.test/availableCases/export?format=csv'),
      CASE_LISTS.available,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login');
  });

  it('exports every case of the list’s filter, not just one page, with the list’s columns', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const { total } = (await load(cookie, '/completedCases', CASE_LISTS.completed)).data.page!;
    expect(total).toBeGreaterThan(0);

    const response = await exportCaseList(
      request(cookie, '/completedCases/export?format=csv&pageSize=1&page=3'),
      CASE_LISTS.completed,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="completed-cases-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = (await response.text()).trim().split('\r\n');
    expect(header).toBe(
      'Case Record ID,Patient,Facility,Case Type,Specimens / Images,Created,Status,Due,Due state,Priority',
    );
    expect(rows).toHaveLength(total);
    // A signed-out case says whether its due time was met.
    for (const row of rows)
      expect(row).toMatch(/,Sign-Out Completed,[^,]+,(Met|Missed),(Routine|Rush|STAT)$/);
  });

  it('exports only what the search matches', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const target = (await load(cookie, '/availableCases')).data.page!.items[2]!;
    const response = await exportCaseList(
      request(cookie, `/availableCases/export?format=csv&search=${encodeURIComponent(target.caseRecordId)}`),
      CASE_LISTS.available,
    );
    const rows = (await response.text()).trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startsWith(`${target.caseRecordId},`)).toBe(true);
  });

  it('answers the catalogue’s sentence as text when the API refuses', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    server.use(
      http.get(`${TEST_API}/api/cases`, () =>
        HttpResponse.json(
          { isSuccess: false, message: 'No.', data: null, error: null, details: null },
          { status: 403 },
        ),
      ),
    );
    const response = await exportCaseList(
      request(cookie, '/availableCases/export?format=xlsx'),
      CASE_LISTS.available,
    );
    expect(response.status).toBe(502);
    expect(await response.text()).toBe(
      'Error 403: Forbidden. You do not have permission to perform this action.',
    );
  });
});
