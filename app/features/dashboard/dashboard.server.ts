/**
 * /Dashboard (spec 2.5, any role; decision 031): a provider's work counted with links (Available, My Cases,
 * Completed, open tasks; a provisionally active provider only My Cases and tasks, their menu's two) and their
 * turnaround over the last 30 days; a facility user's cases by status with links to Send-Out Cases filtered; an
 * admin goes to the admins' dashboard (/admin). Everything comes from the list operations (a page of one case
 * gives a count) and, for the turnaround, each recently signed-out case's own times (getCase). A count that
 * cannot be read shows as unknown; the page still loads.
 */
import { redirect } from '@remix-run/node';
import { schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { isFacilityRole, isProvisionallyActive, normalizeRole } from '~/features/auth';
import type { SessionUser } from '~/session.server';
import type { DashboardCount } from './count-cards';
import { turnaroundOf, windowStart, type SignedOutCase, type Turnaround } from './turnaround';

type CaseStatus = (typeof schemas.zCaseStatus.options)[number];
type CaseQuery = { status?: CaseStatus; assignedToMe?: boolean; createdByMyFacility?: boolean };

export type DashboardData =
  | { view: 'provider'; counts: DashboardCount[]; turnaround: Turnaround | null; provisional: boolean }
  | { view: 'facility'; counts: DashboardCount[] };

/** The most recent signed-out cases read for the turnaround (a busy month is still a few dozen reads). */
export const TURNAROUND_MAX_CASES = 100;
const READS_AT_ONCE = 6;

async function orNull<T>(request: Request, user: SessionUser, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return null;
  }
}

function readers(request: Request, user: SessionUser) {
  const client = api(user.token);
  const { signal } = request;
  return {
    cases: (query: CaseQuery) =>
      orNull(request, user, async () => {
        const { data } = await unwrap(
          client.GET('/api/cases', { params: { query: { ...query, pageSize: 1 } }, signal }),
        );
        return data.total;
      }),
    tasks: (status: 'Open' | 'InProgress') =>
      orNull(request, user, async () => {
        const { data } = await unwrap(
          client.GET('/api/tasks', {
            params: { query: { assignedToMe: true, status, pageSize: 1 } },
            signal,
          }),
        );
        return data.total;
      }),
    /** The provider's cases signed out in the window, with their assignment and sign-out times. */
    signedOut: (now: number) =>
      orNull(request, user, async () => {
        const { data } = await unwrap(
          client.GET('/api/cases', {
            params: {
              query: {
                status: 'SignOutCompleted',
                assignedToMe: true,
                sort: 'updatedAt',
                order: 'desc',
                pageSize: TURNAROUND_MAX_CASES,
              },
            },
            signal,
          }),
        );
        // A case changes last when it is signed out (or later, by an addendum): older ones are out of the window.
        const recent = data.items.filter((item) => Date.parse(item.updatedAt) >= windowStart(now));
        const times: SignedOutCase[] = [];
        for (let i = 0; i < recent.length; i += READS_AT_ONCE) {
          const batch = await Promise.all(
            recent.slice(i, i + READS_AT_ONCE).map(async (item) => {
              const { data: found } = await unwrap(
                client.GET('/api/cases/{caseId}', { params: { path: { caseId: item.caseID } }, signal }),
              );
              return { assignedAt: found.assignedAt, signedOutAt: found.finalReport?.signedOutAt ?? null };
            }),
          );
          times.push(...batch);
        }
        return turnaroundOf(times, now);
      }),
  };
}

const sum = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

async function providerDashboard(request: Request, user: SessionUser, now: number): Promise<DashboardData> {
  const read = readers(request, user);
  const provisional = isProvisionallyActive(user.status);
  const [available, mine, completed, open, inProgress, turnaround] = await Promise.all([
    provisional ? null : read.cases({ status: 'Available' }),
    read.cases({ status: 'Assigned', assignedToMe: true }),
    provisional ? null : read.cases({ status: 'SignOutCompleted', assignedToMe: true }),
    read.tasks('Open'),
    read.tasks('InProgress'),
    provisional ? null : read.signedOut(now),
  ]);
  const counts: DashboardCount[] = [
    ...(provisional
      ? []
      : [
          {
            id: 'available',
            label: 'Available Cases',
            count: available,
            href: '/availableCases',
            description: 'Sent out and waiting for a provider to pick them up.',
          },
        ]),
    {
      id: 'my-cases',
      label: 'My Cases',
      count: mine,
      href: '/selectedCases',
      description: 'Assigned to you and not yet signed out.',
    },
    ...(provisional
      ? []
      : [
          {
            id: 'completed',
            label: 'Completed Cases',
            count: completed,
            href: '/completedCases',
            description: 'Signed out by you.',
          },
        ]),
    {
      id: 'open-tasks',
      label: 'Open tasks',
      count: sum(open, inProgress),
      href: '/task',
      description: 'Your tasks that are open or in progress.',
    },
  ];
  return { view: 'provider', counts, turnaround, provisional };
}

const FACILITY_STATUS_TEXT: Record<CaseStatus, { label: string; description: string }> = {
  Draft: { label: 'Drafts', description: 'Being prepared; not yet sent out.' },
  Available: { label: 'Sent out', description: 'Waiting for a provider to pick them up.' },
  Assigned: { label: 'With a provider', description: 'Picked up and being read.' },
  SignOutCompleted: { label: 'Completed', description: 'Signed out with a final report.' },
  Cancelled: { label: 'Cancelled', description: 'Withdrawn before sign-out.' },
};

async function facilityDashboard(request: Request, user: SessionUser): Promise<DashboardData> {
  const read = readers(request, user);
  const statuses = schemas.zCaseStatus.options;
  const totals = await Promise.all(
    statuses.map((status) => read.cases({ status, createdByMyFacility: true })),
  );
  return {
    view: 'facility',
    counts: statuses.map((status, index) => ({
      id: status,
      ...FACILITY_STATUS_TEXT[status],
      count: totals[index]!,
      href: `/send-out-cases?status=${encodeURIComponent(status)}`,
    })),
  };
}

export async function loadDashboard(request: Request, now = Date.now()): Promise<DashboardData> {
  const user = await requireUser(request);
  if (normalizeRole(user.role) === 'Admin') throw redirect('/admin');
  if (isFacilityRole(user.role)) return facilityDashboard(request, user);
  return providerDashboard(request, user, now);
}
