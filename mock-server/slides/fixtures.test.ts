/** The slide folder's files as fixtures: single files, and a folder of DICOM files as one series (decision 048). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFixtures, readFixtureDescriptions } from './fixtures';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'slide-fixtures-'));
  mkdirSync(path.join(dir, 'more'));
  mkdirSync(path.join(dir, 'series-a'));
  mkdirSync(path.join(dir, 'no-dicom'));
  writeFileSync(path.join(dir, 'series-a', 'label.dcm'), Buffer.alloc(100));
  writeFileSync(path.join(dir, 'series-a', 'volume.dcm'), Buffer.alloc(1000));
  writeFileSync(path.join(dir, 'series-a', 'overview.dcm'), Buffer.alloc(300));
  writeFileSync(path.join(dir, 'no-dicom', 'notes.txt'), 'not a slide');
  writeFileSync(path.join(dir, 'more', 'single.dcm'), Buffer.alloc(10));
  writeFileSync(path.join(dir, 'slide.svs'), Buffer.alloc(10));
  writeFileSync(
    path.join(dir, 'MANIFEST.md'),
    [
      '| File | Bytes | Origin | Licence of the data | What it is |',
      '|---|---|---|---|---|',
      '| `series-a/` (3 files) | 1,400 | Somewhere | CC0 | A DICOM series of 0.5 µm; a label. More. |',
      '| `slide.svs` | 10 | Elsewhere | CC0 | An SVS. |',
    ].join('\n'),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fixtures', () => {
  it('finds single files and serves a folder of DICOM files as one slide: the largest file, then the others', async () => {
    const found = await findFixtures(dir);
    expect(found.map((f) => [f.id, f.relativePath, f.fileName, f.contentType])).toEqual([
      ['blob-slide', 'slide.svs', 'slide.svs', 'image/tiff'],
      ['blob-single', 'more/single.dcm', 'single.dcm', 'application/dicom'],
      ['blob-series-a', 'series-a', 'volume.dcm', 'application/dicom'],
    ]);
    const series = found.at(-1)!;
    expect(series.sizeBytes).toBe(1000);
    expect(series.instances).toEqual([
      path.join(dir, 'series-a', 'overview.dcm'),
      path.join(dir, 'series-a', 'label.dcm'),
    ]);
    expect(found[1]!.instances).toBeUndefined();
  });

  it("reads a folder's row of MANIFEST.md, its summary up to the first full stop (not a decimal point)", () => {
    const descriptions = readFixtureDescriptions(dir);
    expect(descriptions.get('series-a')).toEqual({
      attribution: 'Somewhere. Licence of the data: CC0.',
      summary: 'A DICOM series of 0.5 µm',
    });
    expect(descriptions.get('slide.svs')?.summary).toBe('An SVS');
  });
});
