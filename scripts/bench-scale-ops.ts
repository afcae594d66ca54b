/**
 * What `npm run bench:scale` measures on one running mock (scripts/bench-scale.ts): the writes and the reads
 * a network's year puts on it, each a real HTTP request as a demo login makes it. An operation's `setup` runs once, untimed; `before`
 * and `after` run around each request, untimed (a pick-up's release); only `request` is timed.
 */
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { mockCall, mockToken } from './lib';
import { NEW_CASE } from './contract-examples.recipes';

export interface Request {
  method: string;
  path: string;
  /** The bearer token; '' for none (a login). */
  token: string;
  body?: unknown;
}

export interface Operation {
  key: string;
  label: string;
  kind: 'write' | 'read';
  /** The request of sample `i` (warm-ups included). */
  request(i: number): Request;
  after?(data: unknown, i: number): Promise<void>;
  setup?(): Promise<void>;
}

/** The demo case the reads and the consult use: the demo provider's Assigned cytology case (seed). */
export const DEMO_CASE = 'case-0013';
/** The user whose bench notices (scripts/bench-scale-data.ts, benchNotices) the notification-read write marks. */
export const NOTICE_USER = 'usr-provider';

const CASE_INPUT = NEW_CASE;

interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
}
type CaseSummary = { caseID: string; caseRecordId: string; pickUp?: { allowed: boolean } };
type PatientCase = { patientInfo: { lastName: string } };

/**
 * The logins the operations use, and the provider who picks cases up: the active provider with the fewest
 * Assigned cases (`picker`, found from the seed: scripts/bench-scale.ts), whose caseload cap is raised to the
 * contract's largest so the pick-up is not refused at any size.
 */
export async function loginAll(origin: string, pickerEmail: string) {
  const token = (email: string) => mockToken(origin, email, DEMO_PASSWORD);
  return {
    admin: await token('admin@demo.test'),
    provider: await token('provider@demo.test'),
    facility: await token('facility@demo.test'),
    picker: await token(pickerEmail),
  };
}

export type Tokens = Awaited<ReturnType<typeof loginAll>>;

/** Every operation, in the order measured (reads first, then writes). */
export function operations(origin: string, tokens: Tokens, pickerId: string): Operation[] {
  const call = (method: string, path: string, token: string, body?: unknown) =>
    mockCall(origin, method, path, token, body);
  const { admin, provider, facility, picker } = tokens;
  const get =
    (path: string, token = admin) =>
    () => ({ method: 'GET', path, token });
  const cases = '/api/cases?pageSize=20&page=';
  const recordIdOf = async (caseID: string) =>
    ((await call('GET', `/api/cases/${caseID}`, admin)) as CaseSummary).caseRecordId;

  let lastPage = 1;
  let recordId = '';
  let patientName = '';
  let draft = '';
  let pickable = '';
  let consultId = '';
  let lastSeq = 0;
  let notices: string[] = [];

  return [
    {
      key: 'admin-cases',
      label: 'admin cases, page 1',
      kind: 'read',
      request: get(`${cases}1`),
    },
    {
      key: 'admin-cases-late',
      label: 'admin cases, last page',
      kind: 'read',
      async setup() {
        lastPage = ((await call('GET', `${cases}1`, admin)) as Page<unknown>).totalPages;
      },
      request: () => get(`${cases}${lastPage}`)(),
    },
    {
      key: 'admin-status',
      label: 'admin cases, status Available',
      kind: 'read',
      request: get(`${cases}1&status=Available`),
    },
    {
      key: 'admin-overdue',
      label: 'admin cases, due state Overdue',
      kind: 'read',
      request: get(`${cases}1&dueState=Overdue`),
    },
    {
      key: 'available',
      label: 'available cases (provider)',
      kind: 'read',
      request: get(`${cases}1&status=Available`, provider),
    },
    {
      key: 'my-cases',
      label: 'my cases (provider)',
      kind: 'read',
      request: get(`${cases}1&assignedToMe=true`, provider),
    },
    {
      key: 'case',
      label: 'one case (admin, audited)',
      kind: 'read',
      request: get(`/api/cases/${DEMO_CASE}`),
    },
    {
      key: 'search',
      label: 'search by record id',
      kind: 'read',
      async setup() {
        recordId = await recordIdOf(DEMO_CASE);
      },
      request: () => get(`${cases}1&search=${recordId}`)(),
    },
    {
      key: 'search-name',
      label: "search by patient's name",
      kind: 'read',
      async setup() {
        const item = (await call('GET', `/api/cases/${DEMO_CASE}`, admin)) as PatientCase;
        patientName = item.patientInfo.lastName;
      },
      request: () => get(`${cases}1&search=${encodeURIComponent(patientName)}`)(),
    },
    {
      key: 'admin-sort',
      label: "admin cases, by patient's name",
      kind: 'read',
      request: get(`${cases}1&sort=patientName&order=asc`),
    },
    {
      key: 'completed',
      label: 'completed cases (provider)',
      kind: 'read',
      request: get(`${cases}1&status=SignOutCompleted&assignedToMe=true`, provider),
    },
    {
      key: 'send-out',
      label: 'send-out list (facility)',
      kind: 'read',
      request: get(`${cases}1&createdByMyFacility=true`, facility),
    },
    { key: 'dashboard', label: 'admin dashboard', kind: 'read', request: get('/api/admin/dashboard') },
    { key: 'audit', label: 'audit, page 1', kind: 'read', request: get('/api/admin/audit?page=1') },
    { key: 'quality', label: 'QA report (admin)', kind: 'read', request: get('/api/admin/quality') },
    {
      key: 'audit-case',
      label: "audit, one case's history",
      kind: 'read',
      request: get(`/api/admin/audit?caseId=${DEMO_CASE}`),
    },
    {
      key: 'audit-user',
      label: 'audit, by user',
      kind: 'read',
      request: get('/api/admin/audit?user=provider%40demo.test'),
    },
    {
      key: 'audit-action',
      label: 'audit, by action and outcome',
      kind: 'read',
      request: get('/api/admin/audit?action=CaseViewed&outcome=Denied'),
    },
    { key: 'billing', label: 'billing, page 1', kind: 'read', request: get('/api/billing?page=1') },
    { key: 'tasks', label: 'tasks, page 1', kind: 'read', request: get('/api/tasks?page=1') },
    {
      key: 'login',
      label: 'log in (saves the session)',
      kind: 'write',
      request: () => ({
        method: 'POST',
        path: '/api/users/login',
        token: '',
        body: { email: 'np@demo.test', password: DEMO_PASSWORD },
      }),
    },
    {
      key: 'create',
      label: 'create a case (facility)',
      kind: 'write',
      request: () => ({ method: 'POST', path: '/api/cases', token: facility, body: CASE_INPUT }),
    },
    {
      key: 'update',
      label: 'update clinical info (facility, Draft)',
      kind: 'write',
      async setup() {
        draft = ((await call('POST', '/api/cases', facility, CASE_INPUT)) as CaseSummary).caseID;
      },
      request: (i) => ({
        method: 'PUT',
        path: `/api/cases/${draft}/clinical-info`,
        token: facility,
        body: { clinicalInfo: `Palpable mass, 2 cm; bench edit ${i}.` },
      }),
    },
    {
      key: 'pick-up',
      label: 'pick up (then released, untimed)',
      kind: 'write',
      async setup() {
        await call('PATCH', `/api/users/${pickerId}/assignment-profile`, admin, { caseloadCap: 500 });
        for (let page = 1; !pickable; page++) {
          const list = (await call(
            'GET',
            `${cases}${page}&status=Available&pageSize=100`,
            picker,
          )) as Page<CaseSummary>;
          pickable = list.items.find((item) => item.pickUp?.allowed)?.caseID ?? '';
          if (page >= list.totalPages) break;
        }
        if (!pickable) throw new Error(`no Available case ${pickerId} may pick up`);
      },
      request: () => ({ method: 'POST', path: `/api/cases/${pickable}/pick-up`, token: picker }),
      async after() {
        await call('POST', `/api/cases/${pickable}/release`, picker);
      },
    },
    {
      key: 'consult',
      label: 'consult step batch (5 steps)',
      kind: 'write',
      async setup() {
        const consult = (await call('POST', `/api/cases/${DEMO_CASE}/consults`, provider)) as {
          consultId: string;
          lastSeq: number;
        };
        consultId = consult.consultId;
        lastSeq = consult.lastSeq;
      },
      request: () => {
        const steps = Array.from({ length: 5 }, (_, n) => {
          const seq = lastSeq + n + 1;
          const event = { type: 'viewport/changed', id: `bench-${seq}`, at: 1000 + seq, origin: 'user' };
          return {
            seq,
            action: 'dispatch',
            event: { ...event, zoom: 1 + (seq % 8), center: { x: 0.5, y: 0.5 }, rotation: 0 },
          };
        });
        return {
          method: 'POST',
          path: `/api/cases/${DEMO_CASE}/consults/${consultId}/events`,
          token: provider,
          body: { steps },
        };
      },
      async after(data) {
        lastSeq = (data as { lastSeq: number }).lastSeq;
      },
    },
    {
      key: 'notice-read',
      label: 'mark a notification read',
      kind: 'write',
      async setup() {
        const list = (await call('GET', '/api/me/notifications?unread=true&pageSize=100', provider)) as Page<{
          id: string;
        }>;
        notices = list.items.map((n) => n.id).filter((id) => id.startsWith('ntf-bench-'));
      },
      request: (i) => {
        const id = notices[i];
        if (!id) throw new Error('no unread bench notice left (raise the notices written)');
        return { method: 'POST', path: `/api/me/notifications/${id}/read`, token: provider };
      },
    },
  ];
}
