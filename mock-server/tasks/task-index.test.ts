/**
 * listTasks through the task index (./task-index.ts) answers what scanning every task answered before it, byte
 * for byte, for the demo users and random queries after random changes; taskScope holds every task canSeeTask
 * shows (exactly those when it says so).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schemas } from '../../contracts';
import { matchesSearch, paginate } from '../http/lists';
import { db, type UserRecord } from '../store/db';
import { canSeeTask, taskScope, type TaskRecord } from './rules';
import { SORT_KEYS, listTaskPage, taskIndex } from './task-index';

type Query = z.infer<typeof schemas.zListTasksQuery>;

/** listTasks before the index (the oracle). */
function scanPage(user: UserRecord, query: Query) {
  const matches = db.tasks
    .findMany()
    .filter(
      (t) =>
        canSeeTask(user, t) &&
        (!query.type || t.type === query.type) &&
        (!query.status || t.status === query.status) &&
        (!query.assigneeId || t.assignee?.id === query.assigneeId) &&
        (!query.assignedToMe || t.assignee?.id === user.id) &&
        (!query.ownerGroup || t.ownerGroup === query.ownerGroup) &&
        matchesSearch(query.search, t.taskNumber, t.title, t.assignee?.name, t.case?.caseRecordId),
    );
  return paginate(matches, SORT_KEYS[query.sort ?? 'createdAt'], query);
}

const USERS = [
  'admin@demo.test',
  'provider@demo.test',
  'facility@demo.test',
  'np@demo.test',
  'staff@lakeshore-university-medical-center.demo.test',
];

function queries() {
  const tasks = db.tasks.all();
  const assignees = [...new Set(tasks.flatMap((t) => (t.assignee ? [t.assignee.id] : [])))].slice(0, 5);
  const filters = {
    type: fc.constantFrom(1, 2, 3),
    status: fc.constantFrom(...schemas.zTaskStatus.options),
    assigneeId: fc.constantFrom(...assignees, 'usr-nobody'),
    assignedToMe: fc.boolean(),
    ownerGroup: fc.constantFrom(...schemas.zOwnerGroup.options),
    search: fc.constantFrom(' ', 'tsk-0000', 'qa', 'REVIEW', 'cug', 'e'),
  };
  return fc
    .tuple(
      fc
        .subarray(Object.keys(filters) as Array<keyof typeof filters>, { maxLength: 3 })
        .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, filters[key]])))),
      fc.record(
        {
          sort: fc.constantFrom(...schemas.zListTasksQuery.shape.sort.unwrap().options),
          order: fc.constantFrom('asc' as const, 'desc' as const),
          page: fc.integer({ min: 1, max: 8 }),
          pageSize: fc.constantFrom(1, 5, 20),
        },
        { requiredKeys: ['page', 'pageSize'] },
      ),
    )
    .map(([some, page]) => schemas.zListTasksQuery.parse({ ...some, ...page }));
}

const change = fc.record({
  nth: fc.nat(),
  status: fc.option(fc.constantFrom(...schemas.zTaskStatus.options), { nil: undefined }),
  assignee: fc.option(fc.constantFrom(null, 'usr-provider', 'usr-facility'), { nil: undefined }),
  title: fc.option(fc.constantFrom('alpha review', 'Zulu', 'Émile'), { nil: undefined }),
  dueDate: fc.option(fc.constantFrom(null, '2026-12-01', '2026-01-15'), { nil: undefined }),
});

describe('listTasks through the task index', () => {
  it('answers what the scan of every task answered, for any query and changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { maxLength: 6 }),
        fc.constantFrom(...USERS),
        fc.array(queries(), { minLength: 1, maxLength: 8 }),
        async (changes, email, list) => {
          for (const c of changes) {
            const task = db.tasks.all()[c.nth % db.tasks.count()]!;
            await db.tasks.update((q) => q.where({ id: task.id }), {
              data(draft) {
                if (c.status) draft.status = c.status;
                if (c.assignee !== undefined)
                  draft.assignee = c.assignee ? { id: c.assignee, name: `Name ${c.assignee}` } : null;
                if (c.title) draft.title = c.title;
                if (c.dueDate !== undefined) draft.dueDate = c.dueDate;
              },
            });
          }
          const user = db.users.findFirst((q) => q.where({ email }))!;
          for (const query of list)
            expect(JSON.stringify(listTaskPage(user, query))).toBe(JSON.stringify(scanPage(user, query)));
          expect(taskIndex.size).toBe(db.tasks.count());
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  it('taskScope holds every task canSeeTask shows, and only those when exact', () => {
    const tasks = db.tasks.all();
    const viewer = fc.record({
      id: fc.constantFrom(
        'usr-provider',
        'usr-admin',
        'usr-facility',
        ...tasks.slice(0, 5).flatMap((t) => (t.assignee ? [t.assignee.id] : [])),
      ),
      role: fc.constantFrom('Admin', 'Provider', 'MedicalFacility', 'Facility_NP'),
      facilityId: fc.option(
        fc.constantFrom(...new Set(tasks.flatMap((t) => (t.facility ? [t.facility.id] : [])))),
        {
          nil: null,
        },
      ),
    });
    const field = {
      assignee: (t: TaskRecord) => t.assignee?.id,
      facility: (t: TaskRecord) => t.facility?.id,
    };
    fc.assert(
      fc.property(viewer, fc.nat(tasks.length - 1), (v, i) => {
        const task = tasks[i]!;
        const scope = taskScope(v as UserRecord);
        const inScope = scope === null || scope.postings.some((p) => field[p.posting](task) === p.value);
        const sees = canSeeTask(v as UserRecord, task);
        if (sees) expect(inScope).toBe(true);
        if (scope?.exact) expect(inScope).toBe(sees);
      }),
      { numRuns: 500 },
    );
  });
});
