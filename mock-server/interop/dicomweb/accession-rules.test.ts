/** The rules of an order's slides found by its accession number (decision 171), by property. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessionNumberOf,
  LOOKUP_ATTEMPTS,
  placeSeries,
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
