/**
 * @msw/data as patched (patches/@msw+data+1.1.7.patch, decision 102): a collection that finds a record by its
 * remembered place still behaves as one that scanned. After random creates, updates (by the stored record, by a
 * stale copy of it, by a query), deletes (by record and by query), clears and loads (records put in without
 * create(), store/msw-internals.ts), the collection holds what a plain
 * array model holds, in the same order, and each update changed the record it named. The installed library is
 * checked to carry the patch (postinstall runs patch-package).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Collection } from '@msw/data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asRecord, linearClear, refill } from './msw-internals';

const schema = z.object({ id: z.string(), n: z.number() });
type Row = z.infer<typeof schema>;

const step = fc.oneof(
  fc.record({ kind: fc.constant('create' as const) }),
  fc.record({
    kind: fc.constantFrom('update-record' as const, 'update-stale' as const, 'update-query' as const),
    index: fc.nat(),
  }),
  fc.record({ kind: fc.constantFrom('delete-record' as const, 'delete-query' as const), index: fc.nat() }),
  fc.record({ kind: fc.constantFrom('clear' as const, 'reload' as const) }),
);

describe('@msw/data with places kept by primary key', () => {
  it('holds what a scanning collection holds, in order, after any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps) => {
        const rows = new Collection({ schema });
        linearClear(rows);
        const model: Row[] = [];
        /** Each stored record as first read (a stale copy once it is updated: its primary key is the same). */
        const firstSeen = new Map<string, Row>();
        let made = 0;
        for (const s of steps) {
          const at = 'index' in s && model.length ? s.index % model.length : -1;
          const id = at >= 0 ? model[at]!.id : '';
          const current = () => rows.all().find((row) => row.id === id)!;
          switch (s.kind) {
            case 'create': {
              const row = { id: `r${(made += 1)}`, n: 0 };
              firstSeen.set(row.id, await rows.create(row));
              model.push({ ...row });
              break;
            }
            case 'update-record':
            case 'update-stale':
            case 'update-query': {
              if (at < 0) break;
              type Target = Parameters<typeof rows.update>[0];
              const query: Target = (q) => q.where({ id });
              const target: Target =
                s.kind === 'update-query'
                  ? query
                  : ((s.kind === 'update-stale' ? firstSeen.get(id)! : current()) as Target);
              const next = await rows.update(target, {
                data(draft) {
                  draft.n += 1;
                },
              });
              model[at]!.n += 1;
              expect(next).toEqual(model[at]);
              break;
            }
            case 'delete-record':
            case 'delete-query':
              if (at < 0) break;
              if (s.kind === 'delete-record') rows.delete(current());
              else rows.delete((q) => q.where({ id }));
              model.splice(at, 1);
              break;
            case 'clear':
              rows.clear();
              model.length = 0;
              break;
            case 'reload': {
              // A load from the files (store/msw-internals.ts): records put in without create(), under their keys.
              const loaded = model.map((row) => asRecord({ ...row }, `key-${row.id}`));
              refill(rows, loaded);
              firstSeen.clear();
              for (const row of loaded) firstSeen.set(row.id, row);
            }
          }
          expect(rows.all().map((row) => ({ ...row }))).toEqual(model);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is the patched library (npm install runs patch-package)', () => {
    const build = path.dirname(createRequire(import.meta.url).resolve('@msw/data'));
    const chunk = readdirSync(build).find((name) => /^collection-.*\.mjs$/.test(name))!;
    expect(readFileSync(path.join(build, chunk), 'utf8')).toContain('#places = new Map()');
  });
});
