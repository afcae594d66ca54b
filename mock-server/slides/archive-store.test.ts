/**
 * The archive store's pure rules: which uploads go to the archive and how, the converter's arguments, the STOW-RS
 * batches and what an archive's answer means, and the state a link answers for a store cut off by a restart.
 * (tests/archive/archive-store.test.ts stores real uploads in a real Orthanc.)
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIDE_IMAGE_EXTENSIONS } from '../../contracts/file-types';
import { archiveStorageOf, inHand, INTERRUPTED } from './archive-jobs';
import { dicomizerArguments } from './archive-dicomize';
import { archivePlan } from './archive-store';
import { stowBatches, stowStoredAll } from './archive-stow';

const uid = fc
  .array(fc.integer({ min: 0, max: 99999 }), { minLength: 2, maxLength: 6 })
  .map((parts) => `1.2.${parts.join('.')}`);
const item = (sop: string) => ({ '00081155': { vr: 'UI', Value: [sop] } });

describe('archivePlan', () => {
  it('sends DICOM as it is, converts the kinds the converter reads without OpenSlide, and leaves the rest', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...SLIDE_IMAGE_EXTENSIONS),
        fc.boolean(),
        (stem, ext, upper) => {
          const name = `${stem}x${upper ? ext.toUpperCase() : ext}`;
          const expected =
            ext === '.dcm'
              ? 'as-is'
              : ['.tif', '.tiff', '.ome.tiff', '.svs', '.jpg', '.jpeg'].includes(ext)
                ? 'convert'
                : null;
          expect(archivePlan(name)).toBe(expected);
        },
      ),
    );
    expect(archivePlan('scan.ndpi')).toBeNull();
    expect(archivePlan('scan.mrxs')).toBeNull();
  });
});

describe('dicomizerArguments', () => {
  it('writes into the folder, one thread, bounded instances, and the file as an absolute path last', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (name) => {
        const file = `-${name.replace(/[\0/]/g, '_')}.svs`;
        const args = dicomizerArguments(
          { file, folder: '/tmp/out', geometry: { width: null, height: null, mpp: null } },
          { instanceMegabytes: 64 },
        );
        expect(args).toEqual(['--folder=/tmp/out', '--threads=1', '--max-size=64', path.resolve(file)]);
        expect(args.at(-1)!.startsWith('/')).toBe(true);
      }),
    );
  });

  it('gives the imaged volume in mm from the file’s scale, sides crossed for the converter’s Pixel Spacing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        (width, height, mpp) => {
          const args = dicomizerArguments({ file: '/s.svs', folder: '/f', geometry: { width, height, mpp } });
          const value = (name: string) => Number(args.find((a) => a.startsWith(`${name}=`))!.split('=')[1]);
          expect(value('--imaged-width')).toBeCloseTo((height * mpp) / 1000, 6);
          expect(value('--imaged-height')).toBeCloseTo((width * mpp) / 1000, 6);
        },
      ),
    );
    // CMU-1-Small-Region: 2220 × 2967 px at 0.499 µm/px, as the archive tests dicomize it by hand.
    const args = dicomizerArguments({
      file: '/s.svs',
      folder: '/f',
      geometry: { width: 2220, height: 2967, mpp: 0.499 },
    });
    expect(args).toContain('--imaged-width=1.480533');
    expect(args).toContain('--imaged-height=1.10778');
  });
});

describe('stowBatches', () => {
  it('keeps every instance once, in order, within the bound unless alone, each batch as full as it may be', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 2_000 }),
        (sizes, max) => {
          const batches = stowBatches(sizes, max);
          expect(batches.flat()).toEqual(sizes.map((_, i) => i));
          batches.forEach((batch, b) => {
            expect(batch.length).toBeGreaterThan(0);
            const bytes = batch.reduce((sum, i) => sum + sizes[i]!, 0);
            if (batch.length > 1) expect(bytes).toBeLessThanOrEqual(max);
            const next = batches[b + 1]?.[0];
            if (next !== undefined) expect(bytes + sizes[next]!).toBeGreaterThan(max);
          });
        },
      ),
    );
  });
});

describe('stowStoredAll', () => {
  it('takes 200 as all stored (PS3.18), and no status but 200 and 202 as any', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.jsonValue(), (status, answer) => {
        if (status === 200) expect(stowStoredAll(status, answer, ['1.2.3'])).toBe(true);
        else if (status !== 202) expect(stowStoredAll(status, answer, ['1.2.3'])).toBe(false);
      }),
    );
  });

  it('takes 202 only when nothing failed and every instance sent is referenced', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(uid, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.boolean(),
        (sent, drop, fail) => {
          const referenced = sent.map(item);
          const whole = { '00081199': { vr: 'SQ', Value: referenced } };
          expect(stowStoredAll(202, whole, sent)).toBe(true);
          const missing = referenced.filter((_, i) => i !== drop % sent.length);
          expect(stowStoredAll(202, { '00081199': { vr: 'SQ', Value: missing } }, sent)).toBe(false);
          if (fail)
            expect(
              stowStoredAll(202, { ...whole, '00081198': { vr: 'SQ', Value: [item(sent[0]!)] } }, sent),
            ).toBe(false);
        },
      ),
    );
    expect(stowStoredAll(202, 'not json', ['1.2'])).toBe(false);
    expect(stowStoredAll(202, { '00081199': { vr: 'SQ', Value: 'x' } }, ['1.2'])).toBe(false);
    expect(stowStoredAll(409, { '00081199': { vr: 'SQ', Value: [item('1.2')] } }, ['1.2'])).toBe(false);
  });
});

describe('archiveStorageOf', () => {
  it('answers a store this process no longer holds as failed, and any other state as recorded', () => {
    expect(archiveStorageOf('sld-a', { state: 'Storing', message: null })).toEqual({
      state: 'Failed',
      message: INTERRUPTED,
    });
    expect(archiveStorageOf('sld-a', { state: 'Queued', message: null })).toEqual({
      state: 'Failed',
      message: INTERRUPTED,
    });
    inHand.add('sld-a');
    try {
      expect(archiveStorageOf('sld-a', { state: 'Storing', message: null })).toEqual({
        state: 'Storing',
        message: null,
      });
    } finally {
      inHand.delete('sld-a');
    }
    expect(archiveStorageOf('sld-a', { state: 'Stored', message: null })).toEqual({
      state: 'Stored',
      message: null,
    });
    expect(archiveStorageOf('sld-a', null)).toBeNull();
  });
});
