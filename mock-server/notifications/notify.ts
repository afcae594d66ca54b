/**
 * Telling users about a case (docs/notifications.md): one in-app notification each and one e-mail in the outbox
 * (GET /__mock/outbox?email=…) with the link to the case's page for their role. The escalation sweep and automatic
 * assignment both tell users this way; the caller saves.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isAdminRole, type schemas } from '../../contracts';
import { db, type CaseRecord } from '../store/db';
import { casePaths } from './case-link';

export interface NoticeText {
  kind: z.infer<typeof schemas.zNotificationKind>;
  title: string;
  message: string;
}

export async function tellUsers(
  userIds: readonly string[],
  item: CaseRecord,
  text: NoticeText,
  sentAt: string,
  /** The page the e-mail links to, when not the case's page for the reader's role (a consult: the viewer). */
  link?: string,
) {
  for (const userId of userIds) {
    const user = db.users.findFirst((q) => q.where({ id: userId }));
    if (!user) continue;
    await db.notifications.create({
      id: `ntf-${randomUUID()}`,
      userId,
      ...text,
      caseId: item.caseID,
      caseRecordId: item.caseRecordId,
      createdAt: sentAt,
      readAt: null,
    });
    const casePage = isAdminRole(user.role) ? casePaths.admin(item.caseID) : casePaths.details(item.caseID);
    await db.outbox.create({
      id: randomUUID(),
      to: user.email,
      subject: `PathBridge: ${text.title}`,
      body: `${text.message}\n\nOpen ${link ? 'it' : 'the case'} in PathBridge: ${link ?? casePage}`,
      code: null,
      sentAt,
    });
  }
}
