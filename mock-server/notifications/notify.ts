/**
 * The one way users are told (docs/notifications.md): per recipient, the channels their preferences give the kind
 * (contracts/notification-preferences.ts, decision 085): a notice in the app, an e-mail in the outbox
 * (GET /__mock/outbox?email=…) with the link to the case's page for their role, both, or nothing. Escalations,
 * assignment, QA, tasks, addenda, account status and consult invitations all tell users here; the caller saves.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isAdminRole, type schemas } from '../../contracts';
import { channelsFor } from '../../contracts/notification-preferences';
import { inTimeZone } from '../../contracts/time-format';
import { clockNow } from '../qa/clock';
import { db, type CaseRecord } from '../store/db';
import { byKey } from '../store/keyed';
import { casePaths } from './case-link';
import { absoluteLink } from './public-url';
import { storedPreferences } from './preferences';

type Notification = z.infer<typeof schemas.zNotification>;

export interface NoticeText {
  kind: z.infer<typeof schemas.zNotificationKind>;
  title: string;
  message: string;
}

/** A notice of any kind, about a case (its id, `caseID`) or about none. */
export interface Notice extends NoticeText {
  caseId?: string | null;
  /** The page the e-mail links to, instead of the case's page for the reader's role (a consult: the viewer). */
  link?: string;
}

/** What one recipient was sent: the notice shown in the app (null when their preference sends none), the e-mail. */
export interface Told {
  userId: string;
  notification: Notification | null;
  emailed: boolean;
}

/** Where the e-mail sends the reader: the case's page for their role, or their notifications. */
function linkFor(role: string, caseId: string | null): { label: string; path: string } {
  if (!caseId) return { label: 'See your notifications in PathBridge', path: '/notifications' };
  return {
    label: 'Open the case in PathBridge',
    path: isAdminRole(role) ? casePaths.admin(caseId) : casePaths.details(caseId),
  };
}

/**
 * A notice's words as `timeZone`'s reader is sent them (decision 121): the times the callers write in UTC
 * (words.ts) written in the reader's zone, the zone named, as their case lists write the same instants.
 */
export function noticeFor<T extends NoticeText>(text: T, timeZone: string | null | undefined): T {
  if (!timeZone || timeZone === 'UTC') return text;
  return { ...text, title: inTimeZone(text.title, timeZone), message: inTimeZone(text.message, timeZone) };
}

/**
 * Tells each user in `userIds` (once each, unknown ids skipped) about `notice`, as their preferences say, its
 * times in each one's own time zone (UTC while they have none). A `caseId` that names no case is sent without
 * one. Answers what each was sent; the caller saves (settle()).
 */
export async function notifyUsers(
  userIds: Iterable<string>,
  notice: Notice,
  sentAt: string = clockNow().toISOString(),
): Promise<Told[]> {
  const item = notice.caseId ? byKey.cases.get(notice.caseId) : undefined;
  const caseId = item?.caseID ?? null;
  const told: Told[] = [];
  for (const userId of new Set(userIds)) {
    const user = byKey.users.get(userId);
    if (!user) continue;
    const channels = channelsFor(notice.kind, user.role, storedPreferences(userId));
    const { title, message } = noticeFor(notice, user.timeZone);
    let notification: Notification | null = null;
    if (channels.inApp) {
      const { userId: _owner, ...created } = await db.notifications.create({
        id: `ntf-${randomUUID()}`,
        userId,
        kind: notice.kind,
        title,
        message,
        caseId,
        caseRecordId: item?.caseRecordId ?? null,
        createdAt: sentAt,
        readAt: null,
        // The page it opens in the app too, not only the e-mail's (a consult: the viewer joining it).
        link: notice.link ?? null,
      });
      notification = created;
    }
    if (channels.email) {
      const link = notice.link
        ? { label: 'Open it in PathBridge', path: notice.link }
        : linkFor(user.role, caseId);
      await db.outbox.create({
        id: randomUUID(),
        to: user.email,
        subject: `PathBridge: ${title}`,
        // An absolute URL from PUBLIC_URL (./public-url.ts): a mail client cannot open a bare path.
        body: `${message}\n\n${link.label}: ${absoluteLink(link.path)}`,
        code: null,
        sentAt,
      });
    }
    told.push({ userId, notification, emailed: channels.email });
  }
  return told;
}

/** Tells users about a case (the escalation sweep, assignment and QA): notifyUsers with the case named. */
export async function tellUsers(
  userIds: readonly string[],
  item: CaseRecord,
  text: NoticeText,
  sentAt: string,
  /** The page the e-mail links to, when not the case's page for the reader's role (a consult: the viewer). */
  link?: string,
): Promise<Told[]> {
  return notifyUsers(userIds, { ...text, caseId: item.caseID, link }, sentAt);
}
