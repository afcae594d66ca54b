/**
 * The search's text index (./text-index.ts) finds what looking at every text finds: after any adds and removals
 * of (text, holder) pairs, compactions included, every needle (of one, two, three or more code units) gives the
 * holders of the texts that contain it. And the index of a collection keeps it on write: a search after a write
 * reads the written record's texts, not every record's again (decision 120).
 */
import { Collection } from '@msw/data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchKeys } from '../http/lists';
import { indexCollection } from './record-index';
import { TextIndex } from './text-index';

// Few letters, so that texts share pieces and needles find several; an accent, a space, a surrogate pair.
const unit = fc.constantFrom('a', 'b', 'c', 'é', ' ', '-', '1', '😀');
const text = fc.string({ unit, maxLength: 8 });
const needle = fc.string({ unit, minLength: 1, maxLength: 6 });
const holder = fc.nat(11);

type Step = { add: boolean; text: string; holder: number };
const step: fc.Arbitrary<Step> = fc.record({ add: fc.boolean(), text, holder });

describe('TextIndex', () => {
  it('gives the holders of the texts that contain a needle, after any adds and removals', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 120 }),
        fc.array(needle, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(4, 1024),
        (steps, needles, compactAbove) => {
          const holders = Array.from({ length: 12 }, (_, n) => ({ n }));
          const index = new TextIndex<{ n: number }>(compactAbove);
          // The model: which texts each holder holds.
          const held = holders.map(() => new Set<string>());
          for (const s of steps) {
            if (s.add) {
              index.add(s.text, holders[s.holder]!);
              held[s.holder]!.add(s.text);
            } else {
              index.remove(s.text, holders[s.holder]!);
              held[s.holder]!.delete(s.text);
            }
          }
          expect(index.size).toBe(new Set(held.flatMap((texts) => [...texts])).size);
          for (const n of needles) {
            const found = new Map<number, number>();
            index.find(n, (h) => void found.set(h.n, (found.get(h.n) ?? 0) + 1));
            const expected = new Map<number, number>();
            held.forEach((texts, h) => {
              const count = [...texts].filter((t) => t.includes(n)).length;
              if (count) expected.set(h, count);
            });
            expect(found).toEqual(expected);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('finds the same once more than 1,023 different code units are filed (their pieces share keys)', () => {
    const index = new TextIndex<{ n: number }>();
    const texts = Array.from({ length: 1100 }, (_, i) =>
      String.fromCharCode(0x4e00 + i, 0x4e00 + ((i * 7) % 1100)),
    );
    texts.forEach((text, n) => index.add(text, { n }));
    for (const needle of [...texts.slice(1090), texts[1095]!.slice(0, 1), texts[1099]!.slice(1), 'x']) {
      const found: number[] = [];
      index.find(needle, (h) => void found.push(h.n));
      const expected = texts.flatMap((text, n) => (text.includes(needle) ? [n] : []));
      expect(found.sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('refuses an empty needle (it matches everything: the list filters nothing then)', () => {
    expect(() => new TextIndex().find('', () => {})).toThrow(/empty needle/);
  });
});

describe("a collection's search", () => {
  const schema = z.object({ id: z.string(), name: z.string(), city: z.string() });
  type Item = z.infer<typeof schema>;

  it('reads the written record again after a write, not every record', async () => {
    const items = new Collection({ schema });
    let read = 0;
    const index = indexCollection(items, {
      id: (item: Item) => item.id,
      derive: (item) => ({ search: searchKeys(item.name, item.city) }),
      postings: {},
      search: (_item, derived) => {
        read++;
        return derived.search;
      },
      sorts: { name: (item) => item.name },
    });
    for (let i = 0; i < 200; i++)
      await items.create({ id: `r${i}`, name: `Name ${i}`, city: i % 2 ? 'Lakeshore' : 'Riverside' });
    expect(
      index
        .search('name 12')
        .map((e) => e.id)
        .sort(),
    ).toEqual(['r12', 'r120', 'r121', 'r122', 'r123', 'r124', 'r125', 'r126', 'r127', 'r128', 'r129']);
    read = 0;
    await items.update((q) => q.where({ id: 'r7' }), { data: (draft) => void (draft.name = 'Zeta') });
    await items.create({ id: 'r200', name: 'Zeta Two', city: 'Lakeshore' });
    expect(
      index
        .search('zeta')
        .map((e) => e.id)
        .sort(),
    ).toEqual(['r200', 'r7']);
    expect(index.search('riverside')).toHaveLength(100);
    expect(read).toBeLessThan(10);
  });
});
