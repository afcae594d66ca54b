/**
 * Every page built so far, as the account that can open it, derived from app/route-table.js: a page joins the
 * list as soon as it gets a `module`. Pages whose path has :params take a sample id from the seeded mock
 * backend (SAMPLE_IDS); a new param without a sample fails loudly, so add one there.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PAGES, VIEWER, type PageRoute } from '../../app/route-table.js';
import { menusFor } from '../../app/features/auth/navigation';
import { E2E_MOCK_URL } from '../../playwright.config';
import type { AccountName } from './fixtures';
import { E2E_QA_HEADERS } from './servers';
import { apiToken, findCase, isViewerTour } from './viewer-cases';

export interface PageVisit {
  /** What the report calls it: the route id, plus what differs ("as admin", "?type=provider"). */
  label: string;
  /** null: a visitor (logged out). */
  account: AccountName | null;
  url(request: APIRequestContext): Promise<string>;
  /** The viewer draws its slide before it is scanned. */
  waitFor?: 'slide';
  /** Opens what the page hides until asked (a dialog), once it is loaded: that state is scanned. */
  open?(page: Page): Promise<void>;
}

/** The role behind each account that owns menu entries (spec 2.2). */
const MENU_OWNERS: Array<[AccountName, string]> = [
  ['provider', 'Provider'],
  ['facility', 'MedicalFacility'],
  ['admin', 'Admin'],
];

function menuPaths(role: string): string[] {
  const { main, user } = menusFor({ role, status: 'Active' });
  const userLinks = user.flatMap((entry) =>
    entry.kind === 'link' ? [entry.link] : entry.kind === 'group' ? entry.links : [],
  );
  return [...main, ...userLinks].map((link) => link.to);
}

/** Public-level pages (spec 2.6) whose main form is a logged-in user's (their visitor's view is added below). */
const PUBLIC_WITH_SESSION: Record<string, AccountName> = { 'change-password': 'provider' };

/** Pages of one role that no menu lists (a record's page under a list of that role's menu). */
const PAGE_OWNERS: Record<string, AccountName> = {
  'facility-task-details': 'facility',
  // The facility account pages outside the menu (decision 026); the Facility NP page is its role's own.
  'edit-account-details': 'facility',
  'facility-account': 'facility',
  'edit-facility-account': 'facility',
  'edit-facility-account-detail': 'facility',
  'my-team': 'facility',
  'facility-np': 'np',
  // The admins' user screens at the legacy shared paths of spec 2.6 (decision 034); others are sent to '/'.
  'user-detail': 'admin',
  'edit-user': 'admin',
  // The admins' account screens at the legacy shared paths (decision 036).
  'shared-account-detail': 'admin',
  'edit-account': 'admin',
};

/** Who opens a page: the role whose menu lists it, else a provider (any logged-in page) or an admin. */
export function accountFor(page: PageRoute): AccountName | null {
  if (page.access === 'public') return PUBLIC_WITH_SESSION[page.id] ?? null;
  if (page.access === 'admin') return 'admin';
  if (PAGE_OWNERS[page.id]) return PAGE_OWNERS[page.id]!;
  const owner = MENU_OWNERS.find(([, role]) => menuPaths(role).includes(page.path));
  return owner ? owner[0] : 'provider';
}

/** The first record's id from a list operation of the mock backend, as `account` sees it. */
function firstIdOf(listPath: string, idKey: string) {
  return async (request: APIRequestContext, account: AccountName) => {
    const token = await apiToken(request, account);
    const response = await request.get(`${E2E_MOCK_URL}${listPath}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data?: { items?: Array<Record<string, unknown>> } };
    const id = body.data?.items?.[0]?.[idKey];
    if (typeof id !== 'string' && typeof id !== 'number') {
      throw new Error(`No sample ${idKey} from GET ${listPath} as ${account} (HTTP ${response.status()})`);
    }
    return String(id);
  };
}

type SampleId = (request: APIRequestContext, account: AccountName) => Promise<string>;

async function ownUserId(request: APIRequestContext, account: AccountName): Promise<string> {
  const token = await apiToken(request, account);
  const response = await request.get(`${E2E_MOCK_URL}/api/Users/current`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function ownFacilityUserId(request: APIRequestContext, account: AccountName): Promise<string> {
  const token = await apiToken(request, account);
  const response = await request.get(`${E2E_MOCK_URL}/api/Facility/get-current`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Sample ids for route params, read from the seeded mock. Keyed by param name, or `pageId:param`. */
const SAMPLE_IDS: Record<string, SampleId> = {
  caseId: firstIdOf('/api/cases', 'caseID'),
  projectId: firstIdOf('/api/cases', 'caseID'),
  taskId: firstIdOf('/api/tasks', 'id'),
  // The account's own task in progress: its page then has every part (checklist form, comments, actions).
  'facility-task-details:taskId': firstIdOf('/api/tasks?status=InProgress', 'id'),
  'provider-task-details:taskId': firstIdOf('/api/tasks?status=InProgress', 'id'),
  // The reading workspace with its report form: an Assigned case the account sees (a provider sees only their
  // own; an admin any; decision 032).
  'reading-workspace:caseId': firstIdOf('/api/cases?status=Assigned', 'caseID'),
  // A signed-out case the account sees (the report, not the 'no report yet' note; decision 033).
  'final-report:caseId': firstIdOf('/api/cases?status=SignOutCompleted', 'caseID'),
  userId: firstIdOf('/api/users', 'id'),
  // A provider with a registration: the detail page then has every section (profile, groups, status actions).
  'admin-user-detail:userId': async () => 'usr-provider',
  accountId: firstIdOf('/api/accounts', 'id'),
  facilityId: firstIdOf('/api/accounts', 'id'),
  billingId: firstIdOf('/api/billing', 'id'),
  // A Draft: its edit form has every field enabled (past Draft the money fields are disabled; decision 039).
  'admin-billing-edit:billingId': firstIdOf('/api/billing?status=Draft', 'id'),
  enquiriesId: firstIdOf('/api/enquiries', 'id'),
  // Users read only their own record (admins any): the account's own, and the seeded staff admin.
  'user-registration-edit:id': ownUserId,
  'staff-registration-edit:id': async () => 'usr-admin',
  // The seed's registrations with fixed ids (mock-server/registration/seed.ts, DEMO_REGISTRATIONS): the demo
  // provider's own; the provisional facility's (a provider sees the 403 page); an other organisation's (admins).
  'provider-registration-edit:id': async () => 'reg-demo-provider',
  'facility-registration-edit:id': async () => 'reg-demo-facility',
  'other-registration-edit:id': async () => 'reg-demo-other',
  // Account Details' edit names the account's own facility user record (GET /api/Facility/get-current).
  'edit-account-details:facilityId': ownFacilityUserId,
};

/** The page's path with each :param replaced by a sample id the account may open. */
export async function concreteUrl(page: PageRoute, request: APIRequestContext, account: AccountName | null) {
  let url = page.path;
  for (const [, param] of page.path.matchAll(/:([A-Za-z]+)/g)) {
    const sample = SAMPLE_IDS[`${page.id}:${param}`] ?? SAMPLE_IDS[param!];
    if (!sample || !account) {
      throw new Error(
        `No sample id for :${param} of ${page.id}: add one to SAMPLE_IDS in tests/e2e/page-visits.ts`,
      );
    }
    url = url.replace(`:${param}`, encodeURIComponent(await sample(request, account)));
  }
  return url;
}

function visit(page: PageRoute, account = accountFor(page), suffix = ''): PageVisit {
  return {
    label: `${page.id}${suffix}`,
    account,
    url: (request) => concreteUrl(page, request, account),
  };
}

/** Walks the forgot-password flow through its forms (the visit's request shares the page's cookies). */
async function forgotPasswordAt(request: APIRequestContext, step: 'code' | 'password') {
  const email = 'provider@demo.test';
  const post = async (form: Record<string, string>) => {
    const response = await request.post('/email-verification', { form, maxRedirects: 0 });
    if (response.status() !== 302)
      throw new Error(`forgot password ${form.intent}: HTTP ${response.status()}`);
  };
  await post({ intent: 'forgot-password-email', email });
  if (step === 'password') {
    const outbox = await request.get(`${E2E_MOCK_URL}/__mock/outbox?email=${encodeURIComponent(email)}`, {
      headers: E2E_QA_HEADERS,
    });
    const { data } = (await outbox.json()) as { data: { code: string } };
    await post({ intent: 'forgot-password-code', code: data.code });
  }
  return '/email-verification';
}

const pageById = (id: string) => PAGES.find((page) => page.id === id)!;
const fixed = (label: string, account: AccountName | null, url: string): PageVisit => ({
  label,
  account,
  url: async () => url,
});

/** Registers a backend service client of the demo facility (a public EC P-384 key, the contract's example). */
async function registerBackendClient(request: APIRequestContext) {
  const token = await apiToken(request, 'facility');
  const key = {
    kty: 'EC',
    crv: 'P-384',
    kid: 'lis-2026-11',
    x: 'hVvcLAa0D3VcsHKKfQgvHU_ttSJky9Pp2rw_fiU-DycsIqdirnO48dULLqxDV4sG',
    y: 'dgvaW6Xf43piBM4OLMpXOpNDfu2pcWaogqYYyHwjqz6yUoAD4zcryva4H5zSwVdX',
  };
  const response = await request.post(`${E2E_MOCK_URL}/api/me/facility-account/interfaces/backend-clients`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: 'EHR results feed',
      jwks: JSON.stringify({ keys: [key] }),
      scopes: ['system/DiagnosticReport.rs'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Presses the button named `name` (once the page is hydrated) and waits for the dialog it opens. */
async function opens(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
}

/** Every built page, plus the states of a page that differ in markup. */
export function pageVisits(): PageVisit[] {
  const built = PAGES.filter((page) => page.module).map((page) => visit(page));
  return [
    ...built,
    // The same user page as an admin: the frame's h1 instead of the page's own (spec 2.3).
    visit(pageById('available-cases'), 'admin', ' as admin'),
    // A new provider's Available Cases: why it is empty, and the way to onboarding (decision 075).
    visit(pageById('available-cases'), 'newProvider', ' (onboarding not approved)'),
    fixed('register?type=provider', null, '/register?type=provider'),
    fixed('register?type=facility', null, '/register?type=facility'),
    fixed('register?type=other', null, '/register?type=other'),
    fixed('register?type=provider submitted', null, '/register?type=provider&submitted=1'),
    fixed('register as provider (logged in)', 'provider', '/register'),
    // A visitor's Change Password: the emailed-code path (decision 066).
    fixed('change-password (a visitor)', null, '/change-password'),
    // The registration screens of admins (the built pages above are opened as a provider: 403 pages) and the
    // facility registration's own registrant.
    ...['provider-registration', 'facility-registration', 'other-registration'].flatMap((id) => [
      visit(pageById(id), 'admin', ' as admin'),
      visit(pageById(`${id}-edit`), 'admin', ' as admin'),
    ]),
    visit(pageById('facility-registration-edit'), 'provisionalFacility', ' as its registrant'),
    // The facility's case pages outside its menu (decision 024): its drafts to review, then a draft's review
    // and its page with the facility's actions (the built pages above open as a provider: 403 and a case).
    visit(pageById('review-project'), 'facility', ' (the drafts)'),
    {
      label: 'review-project?caseId (a draft)',
      account: 'facility',
      url: async (request) =>
        `/review-project?caseId=${await firstIdOf('/api/cases?status=Draft', 'caseID')(request, 'facility')}`,
    },
    {
      label: 'case-details (a draft)',
      account: 'facility',
      url: async (request) =>
        `/case-details/${await firstIdOf('/api/cases?status=Draft', 'caseID')(request, 'facility')}`,
    },
    // A signed-out case's page: its final report, and the report history's version links in a line of text.
    {
      label: 'case-details (signed out)',
      account: 'provider',
      url: async (request) =>
        `/case-details/${await firstIdOf('/api/cases?status=SignOutCompleted', 'caseID')(request, 'provider')}`,
    },
    // A provisionally active facility's details with its review still to submit (decision 026).
    visit(pageById('facility-account-detail'), 'provisionalFacility', ' (review to submit)'),
    // About Me's edit mode, and the facility's dashboard (decision 031).
    fixed('about-me?edit', 'provider', '/about-me?edit'),
    // Available Cases with the reason in place of Pick up: the demo provider is not licensed in Illinois
    // (docs/assignment.md, "The seed").
    fixed('availableCases (may not pick up)', 'provider', '/availableCases?search=Lakeshore'),
    visit(pageById('dashboard'), 'facility', ' (by status)'),
    // The QA and onboarding task pages with their task (decision 030; without one they redirect to My Tasks):
    // the demo QA task with its grade form, the new provider's checklist, a submitted checklist as an admin.
    fixed('qa-task?taskId (to grade)', 'provider', '/pathologist/qa-task?taskId=task-0073'),
    // The demo provider's sampled review at its blind read, step 1 (docs/quality.md; step 2 is scanned in
    // quality.spec.ts, since it needs a blind read recorded).
    {
      label: 'qa-task?taskId (blinded)',
      account: 'provider',
      url: async (request) =>
        `/pathologist/qa-task?taskId=${await firstIdOf('/api/tasks?type=2&status=Open&assignedToMe=true&search=Blinded', 'id')(request, 'provider')}`,
    },
    fixed(
      'pathologist-onboarding-task?taskId',
      'newProvider',
      '/pathologist/onboarding-task?taskId=task-0074',
    ),
    {
      label: 'onboarding-task?taskId (submitted)',
      account: 'admin',
      url: async (request) =>
        `/onboarding-task?taskId=${await firstIdOf('/api/tasks?type=3&status=Completed', 'id')(request, 'admin')}`,
    },
    // Only /in-progress keeps the spec's 'Under Construction' page: in a user's frame and in an admin's.
    visit(pageById('in-progress'), 'provider', ' (under construction)'),
    visit(pageById('in-progress'), 'admin', ' (under construction, as admin)'),
    // Forgot password's later steps (the step lives in a cookie the page's own forms set).
    {
      label: 'email-verification step 2 (code)',
      account: null,
      url: (request) => forgotPasswordAt(request, 'code'),
    },
    {
      label: 'email-verification step 3 (new password)',
      account: null,
      url: (request) => forgotPasswordAt(request, 'password'),
    },
    // Dialogs, scanned open: the assign dialog (its state in the URL) and the kit's confirm (a destructive one).
    {
      label: 'admin-case-detail?assign=1 (assign dialog)',
      account: 'admin',
      url: async (request) =>
        `/case/${await firstIdOf('/api/cases?status=Available', 'caseID')(request, 'admin')}?assign=1`,
    },
    {
      ...fixed('admin-account-detail (deactivate confirm)', 'admin', '/account/detail/fac-001'),
      open: (page) => opens(page, 'Deactivate account'),
    },
    // The Interfaces page with a backend service client listed, its remove confirm open (decision 133).
    {
      label: 'facility-interfaces (a backend client, remove confirm)',
      account: 'facility',
      url: async (request) => {
        await registerBackendClient(request);
        return '/facility-account/interfaces';
      },
      open: (page) => opens(page, 'Remove client EHR results feed'),
    },
    fixed('not-found', null, '/no-such-page'),
    fixed('not-found as provider', 'provider', '/no-such-page'),
    fixed(`${VIEWER.id} without a case`, 'provider', VIEWER.path),
    { label: `${VIEWER.id} with a case`, account: 'provider', waitFor: 'slide', url: viewerTourUrl },
    // The keyboard help, open: a list that scrolls inside the window.
    {
      label: `${VIEWER.id} with a case (keyboard help)`,
      account: 'provider',
      waitFor: 'slide',
      url: viewerTourUrl,
      async open(page) {
        await page.keyboard.press('?');
        await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      },
    },
  ];
}

/** The viewer tour, as the demo provider opens it. */
async function viewerTourUrl(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, 'provider');
  const { caseData } = await findCase(request, token, 'assignedToMe=true&status=Assigned', isViewerTour);
  return `${VIEWER.path}?caseId=${encodeURIComponent(caseData.caseID)}`;
}
