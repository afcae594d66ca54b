/**
 * The retention prune on the database (docs/notifications.md, decision 098): a notification read more than 90
 * days ago no longer lists, an unread one stays however old; a closed case's escalations go 90 days after it
 * closed, an open case's stay; and the QA clock moving past the 90 days prunes at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { moveQaClock, resetQaClock } from '../testing/qa-clock';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { ADMIN, PROVIDER, clientFor, type Client } from '../testing/test-clients';
import { pruneHistory } from './prune';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(clockNow().getTime() - days * DAY).toISOString();

const moveClock = (advanceHours: number) => moveQaClock({ advanceHours });

afterEach(resetQaClock);

/** Every id of the user's notifications, through the API. */
async function listed(client: Client): Promise<string[]> {
  const { data } = await client.GET('/api/me/notifications', { params: { query: { pageSize: 100 } } });
  expect(data!.data.totalPages).toBeLessThanOrEqual(1);
  return data!.data.items.map((n) => n.id);
}

async function notice(id: string, createdDaysAgo: number, readDaysAgo: number | null) {
  await db.notifications.create({
    id,
    userId: 'usr-provider',
    kind: 'CaseAssigned',
    title: `Notice ${id}`,
    message: 'A notice of the test.',
    caseId: null,
    caseRecordId: null,
    createdAt: daysAgo(createdDaysAgo),
    readAt: readDaysAgo === null ? null : daysAgo(readDaysAgo),
  });
}

/** A seeded cancelled case (the `index`th), cancelled `closedDaysAgo` days ago. */
async function cancelledCase(index: number, closedDaysAgo: number) {
  const item = db.cases.all().filter((c) => c.status === 'Cancelled')[index]!;
  await db.cases.update((q) => q.where({ caseID: item.caseID }), {
    data(draft) {
      draft.cancelledAt = daysAgo(closedDaysAgo);
    },
  });
  return item.caseID;
}

async function escalation(caseID: string) {
  await db.escalations.create({
    id: `${caseID}|Overdue|test`,
    caseID,
    state: 'Overdue',
    dueAt: daysAgo(200),
    sentAt: daysAgo(200),
    recipients: [],
  });
  return `${caseID}|Overdue|test`;
}

describe('the retention prune', () => {
  it('drops what is past retention through the collections: a pruned notification no longer lists', async () => {
    await notice('ntf-old-read', 120, 91);
    await notice('ntf-old-unread', 400, null);
    await notice('ntf-recent-read', 120, 89);
    const closedLongAgo = await escalation(await cancelledCase(0, 91));
    const closedLately = await escalation(await cancelledCase(1, 89));
    const open = db.escalations.all().find((e) => {
      const item = db.cases.findFirst((q) => q.where({ caseID: e.caseID }));
      return item?.status === 'Assigned';
    })!.id;
    const orphan = await escalation('case-gone');
    const escalationsBefore = db.escalations.count();
    const provider = await clientFor(PROVIDER);
    expect(await listed(provider)).toContain('ntf-old-read');

    expect(await pruneHistory()).toEqual({ notifications: 1, escalations: 2 });

    const ids = await listed(provider);
    expect(ids).not.toContain('ntf-old-read');
    expect(ids).toEqual(
      expect.arrayContaining(['ntf-old-unread', 'ntf-recent-read', 'ntf-0001', 'ntf-0002']),
    );
    const read = await provider.POST('/api/me/notifications/{notificationId}/read', {
      params: { path: { notificationId: 'ntf-old-read' } },
    });
    expect(read.response.status).toBe(404);
    const kept = new Set(db.escalations.all().map((e) => e.id));
    expect([closedLongAgo, closedLately, open, orphan].map((id) => kept.has(id))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(db.escalations.count()).toBe(escalationsBefore - 2);
    // Nothing more is past retention: a second run drops nothing.
    expect(await pruneHistory()).toEqual({ notifications: 0, escalations: 0 });
  });

  it('follows the QA clock: 90 days after a notice is read it is gone; unread ones stay', async () => {
    const provider = await clientFor(PROVIDER);
    await provider.POST('/api/me/notifications/{notificationId}/read', {
      params: { path: { notificationId: 'ntf-0002' } },
    });
    await moveClock(24 * 89);
    expect(await listed(provider)).toEqual(expect.arrayContaining(['ntf-0001', 'ntf-0002']));
    await moveClock(24 * 2);
    const after = await listed(provider);
    expect(after).not.toContain('ntf-0001');
    expect(after).not.toContain('ntf-0002');
    // The admin's seeded notice was never read.
    expect(await listed(await clientFor(ADMIN))).toContain('ntf-0003');
  });
});
