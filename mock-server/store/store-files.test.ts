import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore, SAMPLE, StringTable, writeSnapshot } from './store-files';

describe("a snapshot's strings, each value once (docs/performance.md)", () => {
  it('sharing leaves every record as it was, however the table is shared between them', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 8 }), (records) => {
        const table = new StringTable();
        const before = structuredClone(records);
        for (const record of records)
          if (typeof record === 'object' && record !== null) table.share('cases', record);
        expect(records).toEqual(before);
        // The table holds the longer values only (JSON.parse already keeps one copy of the short ones).
        for (const text of table.values.keys()) expect(text.length).toBeGreaterThan(10);
      }),
    );
  });

  it('stops looking up a field whose values do not repeat, and keeps sharing the ones that do', () => {
    const table = new StringTable();
    const records = Array.from({ length: 4 * SAMPLE }, (_, i) => ({
      caseRecordId: `CR-2026-${String(i).padStart(6, '0')}`,
      facility: { name: `${'Lakeshore Pathology'} Associates` },
      slides: [{ specimenID: `SP-2026-${String(i).padStart(6, '0')}` }, { specimenID: `SP-X-${i}-000000` }],
    }));
    for (const record of records) table.share('cases', JSON.parse(JSON.stringify(record)) as object);
    // The two unique fields, SAMPLE values each; the facility's one name.
    expect(table.values.size).toBe(2 * SAMPLE + 1);
    const shared = records.map((record) => JSON.parse(JSON.stringify(record)) as (typeof records)[number]);
    for (const record of shared) table.share('cases', record);
    expect(new Set(shared.map((record) => record.facility.name)).size).toBe(1);
  });

  it('a snapshot read back holds the records as written, their repeated values included', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'store-files-'));
    try {
      const file = path.join(folder, 'db.json');
      const facility = { id: 'fac-1', name: 'Lakeshore Pathology Associates' };
      const cases = Array.from({ length: 5 }, (_, i) => ({
        caseID: `case-${i}`,
        facility: { ...facility },
        images: ['blob-aperio-cmu-1-small-region', 'blob-aperio-cmu-1-small-region'],
        createdAt: '2026-11-27T08:25:42.000Z',
      }));
      const header = { version: 1, generation: 1, collections: ['cases'] };
      await writeSnapshot(
        file,
        header,
        new Map([['cases', cases]]),
        (record) => (record as { caseID: string }).caseID,
      );
      const files = await readStore(file);
      expect(files?.intact).toBe(true);
      expect([...files!.collections.get('cases')!.values()]).toEqual(cases);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
