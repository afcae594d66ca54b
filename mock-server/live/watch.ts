/**
 * Turns the database's writes into live events (docs/live.md): cases, tasks, the banner, notifications and
 * uploaded slides' stores in the image archive are watched at the collections, so every way a change is made (an
 * operation, automatic assignment, sampled QA, the escalation sweep, a store in the background) is told, and
 * nothing has to remember to publish. The patches of
 * one write arrive one by one, each before it is applied; they are gathered until the write is done and judged
 * once, against the record before the first.
 */
import { sameStatus } from '../../contracts';
import { currentOperation, inScopeOf, openOperation, type OperationScope } from '../http/operation-scope';
import { noticeAsSeenBy } from '../quality/blinding';
import { db, type CaseRecord } from '../store/db';
import { findCase } from '../cases/case-index';
import type { TaskRecord } from '../tasks/rules';
import { taskIndex } from '../tasks/task-index';
import { unreadCountOf } from '../notifications/unread';
import { publishLive } from './bus';
import { isLiveQuiet } from './quiet';
import { caseChange, caseDeliveries, caseReaders, taskAudience } from './rules';

interface Pending<R> {
  before: R | null;
  deleted: boolean;
  operationId: ReturnType<typeof currentOperation>;
  /** The operation that wrote it while open: its events wait for that one's commit, not another's. */
  scope: OperationScope | undefined;
}

const pendingCases = new Map<string, Pending<CaseRecord>>();
const pendingTasks = new Map<string, Pending<TaskRecord>>();
const pendingReads = new Map<string, OperationScope | undefined>();
/** Uploads whose store in the image archive moved on (Queued, Storing, Stored, Failed). */
const pendingStores = new Map<string, OperationScope | undefined>();
let scheduled = false;

const readers = () => db.users.all().filter((user) => !sameStatus(user.status, 'Deactivated'));
// Kept as notices are written (a scan of every notification per notice made a flood of escalations quadratic).
const unreadCount = unreadCountOf;

function flush() {
  scheduled = false;
  const people = readers();
  for (const [caseID, { before, deleted, operationId, scope }] of pendingCases) {
    const after = deleted ? null : (findCase(caseID) ?? null);
    const change = caseChange(before, after, operationId);
    if (!change) continue;
    inScopeOf(scope, () => {
      for (const { to, data } of caseDeliveries(before, after, change, people))
        publishLive('case.changed', data, to);
    });
  }
  for (const [id, { before, deleted, scope }] of pendingTasks) {
    const after = deleted ? null : (taskIndex.get(id) ?? null);
    const current = after ?? before;
    if (!current) continue;
    inScopeOf(scope, () =>
      publishLive(
        'task.changed',
        {
          taskId: current.id,
          caseId: current.case?.caseID ?? null,
          status: current.status,
          assigneeId: current.assignee?.id ?? null,
          change: !before ? 'Created' : !after ? 'Deleted' : 'Updated',
        },
        taskAudience(before, after, people),
      ),
    );
  }
  for (const [userId, scope] of pendingReads)
    inScopeOf(scope, () => publishLive('notifications.read', { unreadCount: unreadCount(userId) }, [userId]));
  for (const [id, scope] of pendingStores) {
    const upload = db.slideUploads.findFirst((q) => q.where({ id }));
    const item = upload ? findCase(upload.caseID) : undefined;
    if (!upload?.archiveStorage || !item) continue;
    const data = { caseId: item.caseID, imageId: id, archiveStorage: upload.archiveStorage };
    inScopeOf(scope, () => publishLive('slide.storage.changed', data, caseReaders(item, people)));
  }
  pendingCases.clear();
  pendingTasks.clear();
  pendingReads.clear();
  pendingStores.clear();
}

function note<R>(pending: Map<string, Pending<R>>, key: string, before: R | null, deleted = false) {
  if (isLiveQuiet()) return;
  const known = pending.get(key);
  if (known) known.deleted ||= deleted;
  else pending.set(key, { before, deleted, operationId: currentOperation(), scope: openOperation() });
  schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setImmediate(flush);
}

db.cases.hooks.on('create', ({ data }) => note(pendingCases, data.record.caseID, null));
db.cases.hooks.on('update', ({ data }) => note(pendingCases, data.prevRecord.caseID, { ...data.prevRecord }));
db.cases.hooks.on('delete', ({ data }) =>
  note(pendingCases, data.deletedRecord.caseID, { ...data.deletedRecord }, true),
);
db.tasks.hooks.on('create', ({ data }) => note(pendingTasks, data.record.id, null));
db.tasks.hooks.on('update', ({ data }) => note(pendingTasks, data.prevRecord.id, { ...data.prevRecord }));
db.tasks.hooks.on('delete', ({ data }) =>
  note(pendingTasks, data.deletedRecord.id, { ...data.deletedRecord }, true),
);

const publishBanner = (message: string | null) =>
  publishLive(
    'banner.changed',
    { message },
    readers().map((user) => user.id),
  );
db.banners.hooks.on('create', ({ data }) => publishBanner(data.record.message));
db.banners.hooks.on('update', ({ data }) => {
  if (data.path[0] === 'message') publishBanner(data.nextValue as string | null);
});

db.notifications.hooks.on('create', ({ data }) => {
  // Nothing is published while quiet (a reset, a load, a seed): not even the reader and their count are looked up.
  if (isLiveQuiet()) return;
  const { userId, ...stored } = data.record;
  const reader = db.users.findFirst((q) => q.where({ id: userId }));
  const notification = reader ? noticeAsSeenBy(reader, stored) : stored;
  // The count includes the new one: unread.ts's hook, imported first, counted it before this one runs.
  publishLive('notification.created', { notification, unreadCount: unreadCount(userId) }, [userId]);
});
db.slideUploads.hooks.on('update', ({ data }) => {
  if (data.path[0] !== 'archiveStorage' || isLiveQuiet()) return;
  pendingStores.set(data.prevRecord.id, openOperation());
  schedule();
});

db.notifications.hooks.on('update', ({ data }) => {
  if (data.path[0] === 'readAt') {
    pendingReads.set(data.prevRecord.userId, openOperation());
    schedule();
  }
});
