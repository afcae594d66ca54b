/**
 * The user's notifications on /notifications, on the list kit: the URL state derived from the contract's
 * listMyNotifications query (newest first, the Unread filter, paging), the words of each kind, and where a
 * notice about a case links for the reader's role.
 */
import { schemas, type components } from '../../../contracts';
import { defineListQuery, type FilterControl, type ListData, type ListState } from '~/components/data-table';
import { statusTones } from '~/components/detail';
import { casePaths } from '~/lib/case-paths';
import { safeReturnTo } from '~/lib/return-to';

export type Notification = components['schemas']['Notification'];

export const notificationListQuery = defineListQuery({
  schema: schemas.zListMyNotificationsQuery,
  filters: ['unread'],
});

type SortField = (typeof notificationListQuery.sortFields)[number];
export type NotificationListState = ListState<SortField, 'unread'>;
export type NotificationListData = ListData<Notification, SortField, 'unread'>;

/** A kind in words (never colour alone); a kind this app does not know yet shows as 'Notice'. */
export const KIND_LABELS: Record<string, string> = {
  CaseAtRisk: 'At risk',
  CaseOverdue: 'Overdue',
  CaseDelayed: 'Delayed',
  CaseAssigned: 'Assigned to you',
  AssignmentFailed: 'Not assigned',
  QaReviewAssigned: 'QA review',
  QaReviewUnassigned: 'No QA reviewer',
  QaMajorDiscordance: 'Major discordance',
  QaFollowUp: 'QA follow-up',
  CaseAvailable: 'Available',
  TaskAssigned: 'Task',
  ReportAddendum: 'Addendum',
  QaResult: 'QA result',
  AccountStatusChanged: 'Account',
  ConsultInvitation: 'Consult',
  ConsultEnded: 'Consult ended',
  ArchiveSlides: 'Image archive',
};
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? 'Notice';

/** Each kind's colour beside its words. */
export const KIND_TONES = statusTones<string>({
  CaseAtRisk: 'warning',
  CaseOverdue: 'danger',
  CaseDelayed: 'danger',
  CaseAssigned: 'info',
  AssignmentFailed: 'warning',
  QaReviewAssigned: 'info',
  QaReviewUnassigned: 'warning',
  QaMajorDiscordance: 'danger',
  QaFollowUp: 'danger',
  CaseAvailable: 'info',
  TaskAssigned: 'info',
  ReportAddendum: 'warning',
  QaResult: 'info',
  AccountStatusChanged: 'neutral',
  ConsultInvitation: 'info',
  ConsultEnded: 'neutral',
  ArchiveSlides: 'warning',
});

export const NOTIFICATION_FILTERS: Partial<Record<'unread', FilterControl>> = {
  unread: { label: 'Show', options: { true: 'Unread only' }, allLabel: 'All notifications' },
};

export const NOTIFICATION_INTENTS = { read: 'read', readAll: 'read-all' } as const;

/**
 * The page a notice opens: its own `link` when it has one (a consult invitation: the viewer joining the consult),
 * a path of this site only; else the case's page, the admin's for admins, the case details for
 * everyone else.
 */
export function caseLinkFor(notification: Notification, isAdmin: boolean): string | null {
  const own = safeReturnTo(notification.link);
  if (own) return own;
  if (!notification.caseId) return null;
  return isAdmin ? casePaths.admin(notification.caseId) : casePaths.details(notification.caseId);
}

/** What the page's loader hands its view. */
export type NotificationsPageData = NotificationListData & {
  unreadCount: number;
  isAdmin: boolean;
  flash: { kind: 'success' | 'error'; message: string } | null;
};
