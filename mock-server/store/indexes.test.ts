/**
 * The indexes kept on write (./indexes.ts) always equal a scan of their collection: after any mix of creates,
 * updates (one, many), deletes (one, many) and clears, with reads in between (so the orders and postings read
 * are kept up to date rather than made afresh), the records by id, each posting, each order and every page equal
 * what filtering and sorting the collection's records gives (pageOf(sortStable(…)), ../http/lists.ts). The
 * mock's own indexes (cases, tasks, billing) stay right through a reset, clearDatabase and a
 * load from disk.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Collection } from '@msw/data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockBackend } from '../../tests/setup/mock-backend';
import { appendAuditEvent } from '../audit/recorder';
import { billingIndex } from '../billing/billing-index';
import { caseIndex, findCase } from '../cases/case-index';
import { listCasePage } from '../cases/views';
import { matchesSearch, pageOf, searchKeys, searchNeedle, sortStable } from '../http/lists';
import { taskIndex } from '../tasks/task-index';
import { clearDatabase, db } from './db';
import { indexCollection } from './record-index';
import { commit, disablePersistence, enablePersistence, loadPersisted } from './persistence';
import { seedDatabase } from './seed';

const schema = z.object({
  id: z.string(),
  seq: z.int(),
  group: z.enum(['a', 'b', 'c']),
  tags: z.array(z.enum(['x', 'y', 'z'])),
  name: z.string(),
  n: z.int(),
  at: z.string().nullable(),
});
type Item = z.infer<typeof schema>;

const GROUPS = ['a', 'b', 'c'] as const;
const TAGS = ['x', 'y', 'z'] as const;
const id = fc.integer({ min: 0, max: 59 }).map((i) => `r${i}`);
const fields = fc.record({
  group: fc.constantFrom(...GROUPS),
  tags: fc.array(fc.constantFrom(...TAGS), { maxLength: 3 }),
  // Letters of both cases, digits, accents and spaces: the locale's order, not the code points'.
  name: fc.string({ unit: fc.constantFrom('a', 'B', 'b', 'é', 'E', '1', ' ', 'Z', 'ß'), maxLength: 4 }),
  n: fc.integer({ min: -3, max: 3 }),
  at: fc.option(
    fc.integer({ min: 0, max: 20 }).map((h) => new Date(Date.UTC(2026, 0, 1, h)).toISOString()),
    { nil: null },
  ),
});

type Op =
  | { kind: 'create'; id: string; seq: number; fields: Omit<Item, 'id' | 'seq'> }
  | { kind: 'update'; id: string; fields: Partial<Omit<Item, 'id' | 'seq'>> }
  | { kind: 'updateMany'; group: Item['group']; n: number }
  | { kind: 'delete'; id: string }
  | { kind: 'deleteMany'; group: Item['group'] }
  | { kind: 'clear' }
  | { kind: 'read' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('create'), id, seq: fc.nat(500), fields }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('update'),
      id,
      fields: fields.chain((all) => fc.subarray(Object.keys(all)).map((keys) => pick(all, keys))),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('updateMany'),
      group: fc.constantFrom(...GROUPS),
      n: fc.integer({ min: -3, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete'), id }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteMany'), group: fc.constantFrom(...GROUPS) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'read' as const }) },
);

const pick = <T extends object>(all: T, keys: string[]) =>
  Object.fromEntries(Object.entries(all).filter(([key]) => keys.includes(key))) as Partial<T>;

function setup() {
  const items = new Collection({ schema });
  const index = indexCollection(items, {
    id: (item: Item) => item.id,
    derive: (item) => ({ lower: item.name.toLowerCase(), search: searchKeys(item.name, item.group) }),
    postings: { group: (item) => item.group, tag: (item) => item.tags },
    search: (_item, derived) => derived.search,
    sorts: {
      name: (item) => item.name,
      n: (item) => item.n,
      lower: (_item, derived) => derived.lower,
      at: (item) => item.at ?? '',
      // Only the records with a time (ms).
      atMs: (item) => (item.at ? Date.parse(item.at) : undefined),
    },
  });
  return { items, index };
}

type Setup = ReturnType<typeof setup>;

/** Applies one operation as a handler would: ids and seqs stay unique (a taken one updates instead). */
async function apply({ items, index }: Setup, step: Op) {
  const where = (key: string) => (q: { where(w: object): unknown }) => q.where({ id: key });
  switch (step.kind) {
    case 'create': {
      const taken = items.findFirst(where(step.id) as never);
      const seqTaken = items.all().some((item) => item.seq === step.seq);
      if (taken || seqTaken)
        return apply({ items, index }, { kind: 'update', id: step.id, fields: step.fields });
      await items.create({ id: step.id, seq: step.seq, ...step.fields });
      return;
    }
    case 'update':
      await items.update(where(step.id) as never, {
        data: (draft) => void Object.assign(draft, step.fields),
      });
      return;
    case 'updateMany':
      await items.updateMany((q) => q.where({ group: step.group }), {
        data: (draft) => void (draft.n = step.n),
      });
      return;
    case 'delete':
      items.delete(where(step.id) as never);
      return;
    case 'deleteMany':
      items.deleteMany((q) => q.where({ group: step.group }));
      return;
    case 'clear':
      items.clear();
      return;
    case 'read':
      index.order('name');
      index.order('at');
      index.order('atMs');
      index.posting('group', 'a');
      index.search('b');
      // A search's page in each order: the orders of its texts' holders are kept from then on.
      for (const sort of [...SORTS, 'atMs'] as const) index.page(sort, index.matching('b'), { order: 'asc' });
      return;
  }
}

const SORTS = ['name', 'n', 'lower', 'at'] as const;
const sortKey = {
  name: (item: Item) => item.name,
  n: (item: Item) => item.n,
  lower: (item: Item) => item.name.toLowerCase(),
  at: (item: Item) => item.at ?? '',
};

/** Every index equals a scan of the collection. */
function expectSameAsScan({ items, index }: Setup) {
  const all = [...items.all()];
  expect(index.size).toBe(all.length);
  for (const item of all) expect(index.get(item.id)).toBe(item);
  for (const group of GROUPS)
    expect(new Set([...index.posting('group', group)].map((e) => e.record))).toEqual(
      new Set(all.filter((item) => item.group === group)),
    );
  for (const tag of TAGS)
    expect([...index.posting('tag', tag)].map((e) => e.record).sort((a, b) => a.seq - b.seq)).toEqual(
      all.filter((item) => item.tags.includes(tag)).sort((a, b) => a.seq - b.seq),
    );
  for (const sort of SORTS)
    expect(index.order(sort).map((e) => e.record)).toEqual(
      sortStable([...all], sortKey[sort], 'asc', (item) => item.id),
    );
  expect(index.order('atMs').map((e) => e.record)).toEqual(
    sortStable(
      all.filter((item) => item.at),
      (item) => Date.parse(item.at!),
      'asc',
      (item) => item.id,
    ),
  );

  for (const needle of ['b', 'é', 'a1', '1 ', 'ß', 'bc', 'zz']) {
    const found = index.search(searchNeedle(needle)!).map((e) => e.record);
    expect(new Set(found).size).toBe(found.length);
    const expected = new Set(all.filter((item) => matchesSearch(needle, item.name, item.group)));
    expect(new Set(found)).toEqual(expected);
    // As a list reads it: its size counts each record once, `has` and its entries say the same.
    const matched = index.matching(searchNeedle(needle)!);
    const entries = [...matched];
    expect(Array.isArray(matched) ? matched.length : matched.size).toBe(expected.size);
    expect(entries.length).toBe(expected.size);
    expect(new Set(entries.map((e) => e.record))).toEqual(expected);
    const has = (entry: (typeof entries)[number]) =>
      Array.isArray(matched) ? matched.includes(entry) : matched.has(entry);
    for (const entry of index.entries())
      expect(has(entry)).toBe((expected as Set<unknown>).has(entry.record));
  }
}

describe('indexCollection', () => {
  it('equal a scan of the collection after any creates, updates, deletes and clears', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 10, maxLength: 80 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (ops, checks) => {
          const setup_ = setup();
          const at = new Set(checks.map((i) => i % (ops.length + 1)));
          for (const [i, step] of ops.entries()) {
            if (at.has(i)) expectSameAsScan(setup_);
            await apply(setup_, step);
          }
          expectSameAsScan(setup_);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('cuts the page pageOf(sortStable(…)) cuts, from a set, an array or everything, in either order, between writes', async () => {
    const query = fc.record({
      sort: fc.constantFrom(...SORTS),
      order: fc.constantFrom('asc' as const, 'desc' as const),
      page: fc.integer({ min: 1, max: 12 }),
      pageSize: fc.integer({ min: 1, max: 7 }),
      // Which records match: every one, a posting (a set), a few by id (an array: sorted, not walked), or n ≥ k.
      matches: fc.oneof(
        fc.constant({ by: 'all' as const }),
        fc.record({ by: fc.constant('group' as const), group: fc.constantFrom(...GROUPS) }),
        fc.record({ by: fc.constant('tag' as const), tag: fc.constantFrom(...TAGS) }),
        fc.record({ by: fc.constant('ids' as const), ids: fc.uniqueArray(id, { maxLength: 3 }) }),
        fc.record({ by: fc.constant('n' as const), least: fc.integer({ min: -3, max: 3 }) }),
        // A search: the texts holding the needle, their holders merged in the order (kept for a text of many).
        fc.record({
          by: fc.constant('search' as const),
          needle: fc
            .string({ unit: fc.constantFrom('a', 'b', 'B', 'é', '1', ' ', 'ß'), minLength: 1, maxLength: 2 })
            .filter((needle) => needle.trim() !== ''),
        }),
      ),
      dueLast: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat(199), { minLength: 30, maxLength: 150 }),
        fc.array(fields, { minLength: 1, maxLength: 120 }),
        fc.array(op, { maxLength: 30 }),
        // Each page after a write or none: a posting's own order, once read, follows the writes after it.
        fc.array(fc.tuple(fc.option(op, { nil: null }), query), { minLength: 1, maxLength: 8 }),
        async (ids, values, ops, queries) => {
          const setup_ = setup();
          // Many records, some reads, then changes to them, then the pages.
          for (const [i, n] of ids.entries())
            await setup_.items.create({ id: `r${n}`, seq: n, ...values[i % values.length]! });
          await apply(setup_, { kind: 'read' });
          for (const step of ops) if (step.kind !== 'clear') await apply(setup_, step);
          const { items, index } = setup_;
          for (const [before, q] of queries) {
            if (before && before.kind !== 'clear') await apply(setup_, before);
            const test = (item: Item) =>
              q.matches.by === 'all' ||
              (q.matches.by === 'group' && item.group === q.matches.group) ||
              (q.matches.by === 'tag' && item.tags.includes(q.matches.tag)) ||
              (q.matches.by === 'ids' && q.matches.ids.includes(item.id)) ||
              (q.matches.by === 'n' && item.n >= q.matches.least) ||
              (q.matches.by === 'search' && matchesSearch(q.matches.needle, item.name, item.group));
            const last = q.dueLast && q.sort === 'at';
            const sorted = sortStable(items.all().filter(test), sortKey[q.sort], q.order, (item) => item.id);
            const ordered = last ? [...sorted.filter((i) => i.at), ...sorted.filter((i) => !i.at)] : sorted;
            const matches =
              q.matches.by === 'all'
                ? null
                : q.matches.by === 'group'
                  ? index.posting('group', q.matches.group)
                  : q.matches.by === 'tag'
                    ? index.posting('tag', q.matches.tag)
                    : q.matches.by === 'search'
                      ? index.matching(searchNeedle(q.matches.needle)!)
                      : [...index.entries()].filter((entry) => test(entry.record));
            const page = index.page(q.sort, matches, {
              order: q.order,
              page: q.page,
              pageSize: q.pageSize,
              last: last ? (entry) => !entry.record.at : undefined,
            });
            expect(page).toEqual(pageOf(ordered, q.page, q.pageSize));
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('stays right when it is read while a create or an update is under way', async () => {
    // Read at every turn of the event loop from the k-th on: some read falls between the collection storing the
    // record and its create (or update) answering.
    for (let k = 0; k < 12; k++) {
      const setup_ = setup();
      for (let i = 0; i < 5; i++)
        await setup_.items.create({
          id: `r${i}`,
          seq: i,
          group: 'a',
          tags: [],
          name: `n${i}`,
          n: i,
          at: null,
        });
      setup_.items.clear();
      const writes = [
        () => setup_.items.create({ id: 'r9', seq: 9, group: 'b', tags: ['x'], name: 'z', n: 9, at: null }),
        () => setup_.items.update((q) => q.where({ id: 'r9' }), { data: (draft) => void (draft.name = 'a') }),
      ];
      for (const write of writes) {
        let done = false;
        const written = write().then(() => (done = true));
        for (let turn = 0; !done; turn++) {
          if (turn >= k) await apply(setup_, { kind: 'read' });
          await Promise.resolve();
        }
        await written;
        expectSameAsScan(setup_);
      }
    }
  });

  it('gives each entry of several sets once (union)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { maxLength: 40 }),
        fc.array(fc.constantFrom(...TAGS), { maxLength: 4 }),
        async (ops, tags) => {
          const setup_ = setup();
          for (const step of ops) await apply(setup_, step);
          const parts = tags.map((tag) => setup_.index.posting('tag', tag));
          const union = [...setup_.index.union(parts)];
          expect(new Set(union).size).toBe(union.length);
          expect(new Set(union)).toEqual(new Set(parts.flatMap((part) => [...part])));
        },
      ),
    );
  });
});

describe("the mock's indexes", () => {
  /** Each index of the mock equals a scan of its collection. */
  function expectIndexesRight() {
    const cases = db.cases.all();
    expect(caseIndex.size).toBe(cases.length);
    for (const item of cases) expect(findCase(item.caseID)).toBe(item);
    expect(caseIndex.order('createdAt').map((entry) => entry.record)).toEqual(
      sortStable(
        [...cases],
        (c) => c.createdAt,
        'asc',
        (c) => c.caseID,
      ),
    );
    for (const status of ['Available', 'Assigned', 'Draft'])
      expect(caseIndex.posting('status', status).size).toBe(cases.filter((c) => c.status === status).length);
    expect(taskIndex.size).toBe(db.tasks.count());
    for (const task of db.tasks.all()) expect(taskIndex.get(task.id)).toBe(task);
    expect(billingIndex.size).toBe(db.billingRecords.count());
  }

  async function change() {
    const admin = db.users.findFirst((q) => q.where({ email: 'admin@demo.test' }))!;
    listCasePage(admin, { page: 1, pageSize: 20, sort: 'createdAt' });
    await db.cases.update((q) => q.where({ caseID: 'case-0013' }), {
      data: (draft) => void (draft.status = 'Cancelled'),
    });
    await db.tasks.delete((q) => q.where({ id: db.tasks.all()[0]!.id }));
    await appendAuditEvent(
      {
        at: new Date().toISOString(),
        actor: null,
        attemptedEmail: null,
        action: 'CaseViewed',
        target: { type: 'Case', id: 'case-0013' },
        caseId: 'case-0013',
        caseRecordId: null,
        outcome: 'Succeeded',
        status: 200,
        clientAddress: '10.0.0.1',
        detail: null,
      },
      { sessionKey: null, dedupeKey: null },
    );
    expectIndexesRight();
  }

  it('stay right through a reset (restoreSnapshot), clearDatabase and a reseed', async () => {
    await change();
    await mockBackend.reset();
    expectIndexesRight();
    expect(findCase('case-0013')?.status).not.toBe('Cancelled');

    await change();
    clearDatabase();
    expect(caseIndex.size).toBe(0);
    expect(findCase('case-0013')).toBeUndefined();
    await seedDatabase({ slidesDir: null });
    expectIndexesRight();
  });

  it('stay right through a load from disk', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mock-indexes-'));
    enablePersistence(path.join(folder, 'mock.sqlite'));
    try {
      await change();
      await commit();
      await db.cases.update((q) => q.where({ caseID: 'case-0013' }), {
        data: (draft) => void (draft.status = 'Draft'),
      });
      // A "restart": the memory is gone, the file is read back.
      for (const name of ['cases', 'tasks'] as const) db[name].clear();
      expect(await loadPersisted()).toBe(true);
      expectIndexesRight();
      expect(findCase('case-0013')?.status).toBe('Cancelled');
    } finally {
      disablePersistence();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
