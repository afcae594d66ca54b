import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore, shareStrings, writeSnapshot } from './store-files';

describe("a snapshot's strings, each value once (docs/performance.md, Session 57)", () => {
  it('shareStrings leaves every record as it was, however the table is shared between them', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 8 }), (records) => {
        const seen = new Map<string, string>();
        const before = structuredClone(records);
        for (const record of records)
          if (typeof record === 'object' && record !== null) shareStrings(record, seen);
        expect(records).toEqual(before);
        // The table holds the longer values only (JSON.parse already keeps one copy of the short ones).
        for (const text of seen.keys()) expect(text.length).toBeGreaterThan(10);
      }),
    );
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
