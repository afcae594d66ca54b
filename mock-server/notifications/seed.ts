/**
 * The seeded escalations and notifications (docs/notifications.md). The seeded open cases were sent out weeks
 * before the seed's date, so most are overdue already: they are seeded as escalated (a record each, no notice),
 * or a fresh start would flood the provider and every admin with hundreds of notices. A few demo notices show the
 * page: the demo provider's assigned case at risk (read at the seed's time, so the retention prune keeps it for 90
 * days: ./retention.ts) and then overdue (unread), and one unassigned case overdue for the demo admin (unread).
 * Cases that fall due after the seed escalate as they should.
 */
import { addWorkingHours } from '../../contracts/turnaround';
import { dueClock } from '../cases/turnaround';
import { db } from '../store/db';
import { noticeText, pendingEscalations } from './sweep';

/** The demo provider's Assigned case (case-0013) and an Available case of the demo facility (case-0265). */
const DEMO_NOTICES = [
  { id: 'ntf-0001', userId: 'usr-provider', caseID: 'case-0013', state: 'AtRisk', read: true },
  { id: 'ntf-0002', userId: 'usr-provider', caseID: 'case-0013', state: 'Overdue', read: false },
  { id: 'ntf-0003', userId: 'usr-admin', caseID: 'case-0265', state: 'Overdue', read: false },
] as const;

export async function seedNotifications() {
  const clock = dueClock();
  for (const escalation of pendingEscalations(clock)) {
    await db.escalations.create({
      id: escalation.key,
      caseID: escalation.caseID,
      state: escalation.state,
      dueAt: escalation.dueAt,
      sentAt: clock.now.toISOString(),
      recipients: [],
    });
  }
  for (const demo of DEMO_NOTICES) {
    const item = db.cases.findFirst((q) => q.where({ caseID: demo.caseID }));
    if (!item?.dueAt || !item.sentOutAt) continue;
    const target = clock.targetHours(item.type.name, item.priority);
    // When the case crossed into that state: 80 % of its target after send-out, or its due time.
    const at =
      demo.state === 'AtRisk'
        ? addWorkingHours(new Date(item.sentOutAt), target * 0.8, clock.holidays).toISOString()
        : item.dueAt;
    await db.notifications.create({
      id: demo.id,
      userId: demo.userId,
      ...noticeText(item, { state: demo.state, dueAt: item.dueAt }),
      caseId: item.caseID,
      caseRecordId: item.caseRecordId,
      createdAt: at,
      readAt: demo.read ? clock.now.toISOString() : null,
    });
  }
}
