/**
 * A page of merged sorted lists (./merged-page.ts) is the page of their entries listed whole: each segment's runs
 * merged in its direction, every entry once, the segments one after the other, then cut; from the front or the
 * back alike, and with only some of the entries kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergedSlice, type Segment } from './merged-page';

type Item = { key: number; id: number };
const compare = (a: Item, b: Item) => a.key - b.key || a.id - b.id;

describe('mergedSlice', () => {
  it('cuts what listing every segment whole, each entry once, would cut', () => {
    // Items 0…39 with few distinct keys (ties fall back to the id); each segment takes its own items, which its
    // runs share (an item in several runs of a segment is one entry).
    const item = (id: number): Item => ({ id, key: id % 5 });
    const items = Array.from({ length: 40 }, (_, id) => item(id));
    const run = fc.record({
      ids: fc.uniqueArray(fc.nat(39), { maxLength: 12 }),
      cut: fc.tuple(fc.nat(12), fc.nat(12)),
    });
    const segment = fc.record({ runs: fc.array(run, { maxLength: 4 }), descending: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.nat(30),
        fc.integer({ min: 0, max: 12 }),
        // The entries kept: all, or those whose id is not `skip` modulo 3.
        fc.option(fc.nat(2), { nil: undefined }),
        (drawn, start, size, skip) => {
          const keep = skip === undefined ? undefined : (item: Item) => item.id % 3 !== skip;
          const taken = new Set<number>();
          const segments: Array<Segment<Item>> = drawn.map((s) => {
            // A segment's items are its own: no item in two segments.
            const own = s.runs.map((r) => r.ids.filter((id) => !taken.has(id)));
            for (const ids of own) for (const id of ids) taken.add(id);
            return {
              descending: s.descending,
              runs: own.map((ids, i) => {
                const sorted = ids.map((id) => items[id]!).sort(compare);
                const [a, b] = s.runs[i]!.cut;
                const from = Math.min(a, b, sorted.length);
                const to = Math.min(Math.max(a, b), sorted.length);
                return { items: sorted, from, to };
              }),
            };
          });
          const whole = segments
            .flatMap((s) => {
              const entries = [...new Set(s.runs.flatMap((r) => r.items.slice(r.from, r.to)))].sort(compare);
              return s.descending ? entries.reverse() : entries;
            })
            .filter((item) => !keep || keep(item));
          const end = start + size;
          expect(mergedSlice(segments, compare, start, end, whole.length, keep)).toEqual(
            whole.slice(start, end),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
