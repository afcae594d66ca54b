/**
 * /admin (decision 038): the admin dashboard from getAdminDashboard, as count cards that link into the
 * filtered lists, this month's billing, the last 30 days of cases and the median turnaround.
 */
import { unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { failPageLoad } from '~/page-failure.server';
import { requireAdmin } from '~/auth.server';
import { CASE_STATUS_LABELS } from '~/features/cases';
import type { DashboardCount } from '~/features/dashboard';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';

type Dashboard = components['schemas']['AdminDashboard'];

export interface CountGroup {
  id: string;
  label: string;
  counts: DashboardCount[];
}

export interface AdminDashboardData {
  groups: CountGroup[];
  billing: Dashboard['billingThisMonth'];
  daily: Dashboard['daily'];
  turnaround: Dashboard['turnaround'];
  dueTimes: Dashboard['dueTimes'];
  generatedAt: string;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const TASK_TYPES = [
  { key: 'general', type: 1, label: 'General tasks' },
  { key: 'qa', type: 2, label: 'QA tasks' },
  { key: 'onboarding', type: 3, label: 'Onboarding tasks' },
] as const;

const QA_GRADES = [
  { key: 'Agree', label: 'QA: agree' },
  { key: 'MinorDiscrepancy', label: 'QA: minor discrepancy' },
  { key: 'MajorDiscrepancy', label: 'QA: major discrepancy' },
] as const;

const stageLabel = (stage: string) => ENUM_OPTIONS.leadStatusB.find((o) => o.value === stage)?.label ?? stage;

/** The dashboard's figures as the page shows them: every count a link to the list it counts. */
export function dashboardView(d: Dashboard): AdminDashboardData {
  const caseCounts = (Object.keys(d.cases) as Array<keyof Dashboard['cases']>).map((status) => ({
    id: `cases-${status}`,
    label: CASE_STATUS_LABELS[status],
    count: d.cases[status],
    href: `/case?${query({ status })}`,
    description: `Cases in status ${CASE_STATUS_LABELS[status]}.`,
  }));
  const providerCounts = (Object.keys(d.providers) as Array<keyof Dashboard['providers']>).map((status) => ({
    id: `providers-${status.replace(/\s/g, '-')}`,
    label: status,
    count: d.providers[status],
    href: `/users?${query({ role: 'Provider', status })}`,
    description: `Providers whose status is ${status}.`,
  }));
  const taskCounts: DashboardCount[] = [
    ...TASK_TYPES.map(({ key, type, label }) => ({
      id: `tasks-${key}`,
      label,
      count: d.tasks[key].Open + d.tasks[key].InProgress,
      href: `/tasks?${query({ type })}`,
      description: `Open or in progress; ${d.tasks[key].Completed} completed.`,
    })),
    ...QA_GRADES.map(({ key, label }) => ({
      id: `qa-${key}`,
      label,
      count: d.qaResults[key],
      href: `/tasks?${query({ type: 2, status: 'Completed' })}`,
      description: 'Completed QA reviews with this grade.',
    })),
  ];
  const requestCounts: DashboardCount[] = [
    ...(Object.keys(d.enquiriesByStage) as Array<keyof Dashboard['enquiriesByStage']>).map((stage) => ({
      id: `enquiries-${stage}`,
      label: `Enquiries: ${stageLabel(stage)}`,
      count: d.enquiriesByStage[stage],
      href: `/enquiries?${query({ stage })}`,
      description: `Enquiries at the stage ${stageLabel(stage)}.`,
    })),
    {
      id: 'support-open',
      label: 'Open support requests',
      count: d.openSupportRequests,
      href: '/support',
      description: 'Requests from users waiting for a reply.',
    },
  ];
  return {
    groups: [
      { id: 'counts-cases', label: 'Cases by status', counts: caseCounts },
      { id: 'counts-providers', label: 'Providers by status', counts: providerCounts },
      { id: 'counts-tasks', label: 'Tasks and QA results', counts: taskCounts },
      { id: 'counts-requests', label: 'Enquiries and support', counts: requestCounts },
    ],
    billing: d.billingThisMonth,
    daily: d.daily,
    turnaround: d.turnaround,
    dueTimes: d.dueTimes,
    generatedAt: d.generatedAt,
  };
}

export async function loadAdminDashboard(request: Request): Promise<AdminDashboardData> {
  const user = await requireAdmin(request);
  try {
    const { data: dashboard } = await unwrap(
      api(user.token).GET('/api/admin/dashboard', { signal: request.signal }),
    );
    return dashboardView(dashboard);
  } catch (error) {
    return failPageLoad(request, user, error);
  }
}
