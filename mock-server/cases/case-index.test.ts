/**
 * listCases through the case index (./case-index.ts, ./views.ts) answers what scanning every case answered
 * before it, byte for byte: for the demo users and random queries (every filter, search, sort, order and page),
 * at random clocks, and after random changes to the cases. The rules the index leans on are checked against the
 * ones they stand for: fixedDueState against caseDueState, listScope against canListCase.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { schemas } from '../../contracts';
import { compareWorklist } from '../../contracts/worklist-order';
import { matchesSearch, pageOf, sortStable } from '../http/lists';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { canListCase, listScope } from './access';
import { SORT_KEYS, assignedCount, caseIndex, findCase, fixedDueState } from './case-index';
import { caseDueState, dueClock } from './turnaround';
import { createdWithin, listCasePage, toSummary } from './views';

type ListQuery = z.infer<typeof schemas.zListCasesQuery>;

/** listCases before the index: every case the viewer may list, filtered, sorted whole, cut (the oracle). */
function scanPage(viewer: UserRecord, query: ListQuery) {
  const clock = dueClock();
  const matches = db.cases
    .findMany()
    .filter((item) => canListCase(viewer, item))
    .filter(
      (c) =>
        (!query.status || c.status === query.status) &&
        (!query.priority || c.priority === query.priority) &&
        (!query.dueState || caseDueState(c, clock) === query.dueState) &&
        (!query.assignedToMe || c.assignedProvider?.id === viewer.id) &&
        (!query.createdByMyFacility || c.facility.id === viewer.facilityId) &&
        (!query.assigneeId || c.assignedProvider?.id === query.assigneeId) &&
        (!query.facilityId || c.facility.id === query.facilityId) &&
        (!query.type || c.type.name === query.type) &&
        createdWithin(c.createdAt, query.createdFrom, query.createdTo) &&
        matchesSearch(
          query.search,
          c.caseRecordId,
          c.patientInfo.firstName,
          c.patientInfo.lastName,
          c.facility.name,
        ),
    );
  if (query.sort === 'urgency') {
    // The worklist order by its comparison rule (contracts/worklist-order.ts), not the index's numeric key.
    const direction = query.order === 'asc' ? 1 : -1;
    matches.sort((a, b) => direction * (compareWorklist(a, b) || a.caseID.localeCompare(b.caseID)));
  } else sortStable(matches, SORT_KEYS[query.sort ?? 'createdAt'], query.order ?? 'desc', (c) => c.caseID);
  const ordered =
    query.sort === 'dueAt'
      ? [...matches.filter((c) => c.dueAt), ...matches.filter((c) => !c.dueAt)]
      : matches;
  const page = pageOf(ordered, query.page, query.pageSize);
  return { ...page, items: page.items.map((item) => toSummary(item, clock)) };
}

const DEMO_USERS = [
  'admin@demo.test',
  'provider@demo.test',
  'provisional.provider@demo.test',
  'facility@demo.test',
  'np@demo.test',
  'staff@lakeshore-university-medical-center.demo.test',
];
const userBy = (email: string) => db.users.findFirst((q) => q.where({ email }))!;

const option = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const days = ['2026-05-01', '2026-07-15', '2026-09-30', '2026-10-20', '2026-11-12', '2026-12-01'];

/** A query as the handler gets it (parsed, with its defaults): up to four filters, each any of its values. */
function queries() {
  const cases = db.cases.all();
  const providers = [...new Set(cases.flatMap((c) => (c.assignedProvider ? [c.assignedProvider.id] : [])))];
  const facilities = [...new Set(cases.map((c) => c.facility.id))];
  const words = [
    ' ',
    'cug',
    '2026-00',
    'a',
    'LAKE',
    ...cases.slice(0, 30).map((c) => c.patientInfo.lastName.slice(1, 4)),
    // Longer needles (the text index's three-character pieces, then a test of each text): whole record ids and
    // names, the names the changes write, a facility's name across a space.
    ...cases.slice(0, 10).flatMap((c) => [c.caseRecordId, c.patientInfo.firstName.toUpperCase()]),
    'zeta',
    'ÖLUND',
    'lpha',
    'lakeshore u',
    '-2026-0',
  ];
  const filters = {
    status: fc.constantFrom(...schemas.zCaseStatus.options),
    priority: fc.constantFrom(...schemas.zCasePriority.options),
    dueState: fc.constantFrom(...schemas.zDueState.options),
    assignedToMe: fc.boolean(),
    createdByMyFacility: fc.boolean(),
    assigneeId: fc.constantFrom(...providers.slice(0, 6), 'usr-nobody'),
    facilityId: fc.constantFrom(...facilities.slice(0, 5)),
    type: fc.constantFrom(...schemas.zCaseTypeName.options),
    createdFrom: fc.constantFrom(...days),
    createdTo: fc.constantFrom(...days),
    search: fc.constantFrom(...words),
  };
  const chosen = fc
    .subarray(Object.keys(filters) as Array<keyof typeof filters>, { maxLength: 4 })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, filters[key]]))));
  const paging = fc.record(
    {
      sort: fc.constantFrom(...schemas.zListCasesQuery.shape.sort.unwrap().options),
      order: fc.constantFrom('asc' as const, 'desc' as const),
      page: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 40 })),
      pageSize: fc.constantFrom(1, 7, 20, 100),
    },
    { requiredKeys: ['page', 'pageSize'] },
  );
  return fc.tuple(chosen, paging).map(([some, page]) => schemas.zListCasesQuery.parse({ ...some, ...page }));
}

/** A change a handler could make to a case (each one a single update). */
const change = fc.record({
  index: fc.nat(399),
  status: option(fc.constantFrom(...schemas.zCaseStatus.options)),
  provider: option(fc.constantFrom(null, 'usr-provider', 'usr-prv-020')),
  lastName: option(fc.constantFrom('Zeta', 'alpha', 'Ölund')),
  dueHours: option(fc.option(fc.integer({ min: -2000, max: 2000 }), { nil: null })),
  priority: option(fc.constantFrom(...schemas.zCasePriority.options)),
});

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

async function applyChange(c: Change) {
  const item = db.cases.all()[c.index % db.cases.count()]!;
  await db.cases.update((q) => q.where({ caseID: item.caseID }), {
    data(draft) {
      if (c.status) draft.status = c.status;
      if (c.provider !== undefined)
        draft.assignedProvider = c.provider ? { id: c.provider, name: `Dr ${c.provider}` } : null;
      if (c.lastName) draft.patientInfo.lastName = c.lastName;
      if (c.dueHours !== undefined)
        draft.dueAt =
          c.dueHours === null ? null : new Date(Date.UTC(2026, 10, 1) + c.dueHours * 3_600_000).toISOString();
      if (c.priority) draft.priority = c.priority;
    },
  });
}

afterEach(() => void vi.useRealTimers());

describe('listCases through the case index', () => {
  it('answers what the scan of every case answered, for any query, clock and changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { maxLength: 4 }),
        // Any time, or a case's own due time to the millisecond (Overdue from then on).
        fc.oneof(
          fc.integer({ min: Date.UTC(2026, 4, 1), max: Date.UTC(2026, 11, 31) }),
          fc.nat(399).map((i) => Date.parse(db.cases.all()[i]!.dueAt ?? '2026-11-01T00:00:00Z')),
        ),
        fc.constantFrom(...DEMO_USERS),
        fc.array(queries(), { minLength: 1, maxLength: 6 }),
        async (changes, now, email, list) => {
          for (const c of changes) await applyChange(c);
          // One clock for both answers (the due states are judged at it).
          vi.useFakeTimers({ now, toFake: ['Date'] });
          const viewer = userBy(email);
          for (const query of list)
            expect(JSON.stringify(listCasePage(viewer, query))).toBe(JSON.stringify(scanPage(viewer, query)));
          vi.useRealTimers();
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);

  it("counts a provider's Assigned cases as counting them among all their cases did, after any changes", async () => {
    // The caseload count before the posting of held cases: the provider's cases, those Assigned (the oracle).
    const scanCount = (userId: string) =>
      [...caseIndex.posting('assignee', userId)].filter((entry) => entry.record.status === 'Assigned').length;
    const providers = ['usr-provider', 'usr-prv-020', 'usr-nobody'];
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 6 }), async (changes) => {
        for (const c of changes) {
          await applyChange(c);
          for (const id of providers) expect(assignedCount(id)).toBe(scanCount(id));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('finds a case by its id as the collection holds it, after a reset put the cases back', async () => {
    const item = db.cases.all()[7]!;
    expect(findCase(item.caseID)).toBe(item);
    await applyChange({
      index: 7,
      status: 'Cancelled',
      provider: undefined,
      lastName: 'Zeta',
      dueHours: null,
      priority: undefined,
    });
    expect(findCase(item.caseID)).toBe(db.cases.findFirst((q) => q.where({ caseID: item.caseID })));
    expect(findCase(item.caseID)?.patientInfo.lastName).toBe('Zeta');
    expect(findCase('case-none')).toBeUndefined();
    expect(caseIndex.size).toBe(db.cases.count());
  });
});

describe('the rules the case index leans on', () => {
  const iso = (hours: number) => new Date(Date.UTC(2026, 9, 1) + hours * 3_600_000).toISOString();
  const clocked = fc.record({
    status: fc.constantFrom(...schemas.zCaseStatus.options),
    sentOutAt: fc.option(fc.integer({ min: 0, max: 2000 }).map(iso), { nil: null }),
    dueAt: fc.option(fc.integer({ min: 0, max: 3000 }).map(iso), { nil: null }),
    signedOutAt: fc.option(fc.integer({ min: 0, max: 3000 }).map(iso), { nil: null }),
  });

  it('fixedDueState is caseDueState at every clock, and open cases are Overdue from their due time', () => {
    fc.assert(
      fc.property(clocked, fc.integer({ min: -100, max: 3500 }), fc.boolean(), (fields, hours, holiday) => {
        const item = {
          status: fields.status,
          sentOutAt: fields.sentOutAt,
          dueAt: fields.dueAt,
          finalReport: fields.signedOutAt ? { signedOutAt: fields.signedOutAt } : null,
        } as unknown as CaseRecord;
        const now = new Date(iso(hours));
        const clock = {
          now,
          holidays: new Set(holiday ? [now.toISOString().slice(0, 10)] : []),
          targetHours: () => 8,
        };
        const state = caseDueState(item, clock);
        const fixed = fixedDueState(item);
        if (fixed === 'open') expect(state === 'Overdue').toBe(now.getTime() >= Date.parse(item.dueAt!));
        else expect(state).toBe(fixed);
        expect(state === null).toBe(fixed === null);
      }),
      { numRuns: 500 },
    );
  });

  it('listScope holds exactly the cases canListCase lets a viewer list', () => {
    const cases = db.cases.all();
    const viewer = fc.record({
      id: fc.constantFrom('usr-provider', 'usr-prv-020', 'usr-admin', 'usr-x'),
      role: fc.constantFrom('Admin', 'Provider', 'MedicalFacility', 'Facility_NP', 'admin', 'provider'),
      status: fc.constantFrom('Active', 'Provisionally Active', 'New', 'Deactivated'),
      facilityId: fc.option(fc.constantFrom(...new Set(cases.map((c) => c.facility.id))), { nil: null }),
    });
    const field = {
      assignee: (c: CaseRecord) => c.assignedProvider?.id,
      status: (c: CaseRecord) => c.status,
      facility: (c: CaseRecord) => c.facility.id,
    };
    fc.assert(
      fc.property(viewer, fc.nat(cases.length - 1), (v, i) => {
        const item = cases[i]!;
        const scope = listScope(v as UserRecord);
        const inScope = scope === null || scope.some((p) => field[p.posting](item) === p.value);
        expect(inScope).toBe(canListCase(v as UserRecord, item));
      }),
      { numRuns: 500 },
    );
  });
});
