/** The rules of an order's slides found by its accession number (decision 171), by property. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessionNumberOf,
  awaitsSlides,
  changeLooksUp,
  LOOKUP_ATTEMPTS,
  resumeDelays,
  placeSeries,
  RESUME_GAP_MS,
  retryDelayMs,
  specimenOfContainer,
  type SpecimenOfCase,
} from './accession-rules';

const id = fc.stringMatching(/^[A-Z0-9]{1,6}(-[A-Z0-9]{1,4}){0,2}$/);
const specimens = fc
  .uniqueArray(id, { minLength: 1, maxLength: 5 })
  .map((ids): SpecimenOfCase[] =>
    ids.map((each, i) => ({ specimenID: `c-S${i + 1}`, facilitySpecimenID: each })),
  );

describe('placeSeries', () => {
  it('puts every series somewhere or lists it, once', () => {
    fc.assert(
      fc.property(specimens, fc.array(fc.option(fc.string({ maxLength: 20 }))), (all, labels) => {
        const series = labels.map((container, i) => ({ seriesInstanceUid: `1.2.${i}`, container }));
        const { placed, unplaced } = placeSeries(all, series);
        expect(
          [...placed.map((p) => p.series), ...unplaced].sort((a, b) =>
            a.seriesInstanceUid < b.seriesInstanceUid ? -1 : 1,
          ),
        ).toEqual([...series].sort((a, b) => (a.seriesInstanceUid < b.seriesInstanceUid ? -1 : 1)));
        for (const { specimenID } of placed) expect(all.map((s) => s.specimenID)).toContain(specimenID);
      }),
    );
  });

  it('a label that is a specimen’s id, or starts with it before a separator, goes to that specimen', () => {
    fc.assert(
      fc.property(
        specimens,
        fc.nat(),
        fc.constantFrom('', '-1', ' 2', '.3', '_A1', '/4'),
        (all, pick, tail) => {
          const target = all[pick % all.length]!;
          const label = `${target.facilitySpecimenID!.toLowerCase()}${tail}`;
          const longer = all.some(
            (s) =>
              s !== target &&
              s.facilitySpecimenID!.length > target.facilitySpecimenID!.length &&
              specimenOfContainer(label, [s]),
          );
          fc.pre(!longer);
          expect(placeSeries(all, [{ seriesInstanceUid: '1.2', container: label }]).placed).toEqual([
            { series: { seriesInstanceUid: '1.2', container: label }, specimenID: target.specimenID },
          ]);
        },
      ),
    );
  });

  it('an unlabelled series goes to the only specimen, and is listed when there are several', () => {
    fc.assert(
      fc.property(specimens, (all) => {
        const { placed, unplaced } = placeSeries(all, [{ seriesInstanceUid: '1.2', container: null }]);
        if (all.length === 1) expect(placed.map((p) => p.specimenID)).toEqual([all[0]!.specimenID]);
        else expect(unplaced).toHaveLength(1);
      }),
    );
  });

  it('never guesses: a prefix without a separator, or two specimens of one id, name none', () => {
    const two = [
      { specimenID: 'c-S1', facilitySpecimenID: 'S26-1-A' },
      { specimenID: 'c-S2', facilitySpecimenID: 'S26-1-A' },
    ];
    expect(specimenOfContainer('S26-1-A-1', two)).toBeNull();
    expect(specimenOfContainer('S26-1-A1', [two[0]!])).toBeNull();
    expect(
      specimenOfContainer('S26-1-A-1', [two[0]!, { specimenID: 'c-S3', facilitySpecimenID: 'S26-1' }]),
    ).toBe('c-S1');
  });
});

describe('accessionNumberOf', () => {
  it('takes what the archive search takes, trimmed, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const taken = accessionNumberOf(raw);
        if (taken !== null) expect(taken).toMatch(/^[A-Za-z0-9._/-]{1,16}$/);
        if (/^[A-Za-z0-9._/-]{1,16}$/.test(raw.trim())) expect(taken).toBe(raw.trim());
      }),
    );
    expect(accessionNumberOf(undefined)).toBeNull();
    expect(accessionNumberOf('A&B')).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('widens fourfold from the base, for the attempts after the first', () => {
    expect(Array.from({ length: LOOKUP_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 30_000))).toEqual([
      30_000, 120_000, 480_000,
    ]);
  });
});

describe('resumeDelays', () => {
  const now = 1_800_000_000_000;
  const dues = fc.array(fc.integer({ min: now - 3_600_000, max: now + 3_600_000 }), { maxLength: 40 });

  it('starts none before it is due, each overdue one in turn a gap after the one before', () => {
    fc.assert(
      fc.property(dues, (due) => {
        const delays = resumeDelays(due, now);
        expect(delays).toHaveLength(due.length);
        due.forEach((at, i) => expect(now + delays[i]!).toBeGreaterThanOrEqual(at));
        const overdue = due
          .map((at, i) => ({ at, i }))
          .filter(({ at }) => at <= now)
          .sort((a, b) => a.at - b.at || a.i - b.i);
        // The overdue come first in due order: the k-th starts k gaps after the start, not all at once.
        overdue.forEach(({ i }, rank) => expect(delays[i]).toBe(rank * RESUME_GAP_MS));
      }),
    );
  });

  it('keeps the due order', () => {
    fc.assert(
      fc.property(dues, (due) => {
        const delays = resumeDelays(due, now);
        const inDueOrder = due.map((at, i) => ({ at, delay: delays[i]! })).sort((a, b) => a.at - b.at);
        const started = inDueOrder.map(({ delay }) => delay);
        expect(started).toEqual([...started].sort((a, b) => a - b));
      }),
    );
  });
});

describe('changeLooksUp', () => {
  const block = fc.record({ images: fc.array(fc.constant({}), { maxLength: 2 }) });
  const specimens = fc.array(fc.record({ subsections: fc.array(block, { maxLength: 3 }) }), {
    minLength: 1,
    maxLength: 3,
  });
  const accession = fc.option(fc.constantFrom('ACC-1', 'ACC-2'));

  it('looks up another accession number, named, while a specimen or a block has no slide yet', () => {
    fc.assert(
      fc.property(accession, accession, specimens, (before, after, all) => {
        const waiting = all.some((s) => !s.subsections.length || s.subsections.some((b) => !b.images.length));
        expect(awaitsSlides(all)).toBe(waiting);
        expect(changeLooksUp(before, after, all)).toBe(after !== null && after !== before && waiting);
      }),
    );
  });

  it('never for a repeat', () => {
    fc.assert(
      fc.property(accession, specimens, (same, all) => {
        expect(changeLooksUp(same, same, all)).toBe(false);
      }),
    );
  });
});
