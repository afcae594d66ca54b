import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstTileUrl } from '~/features/viewer';
import {
  PAGE_AHEAD_MS,
  caseAfter,
  choosePageAhead,
  dropPageAhead,
  firstTileUrls,
  keepPageAhead,
  pageAheadFor,
  takePageAhead,
} from './next-case';

describe('the next case (caseAfter)', () => {
  it('is the one after the current in the list’s order, none at the end, the first when it is not listed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^case-\d{1,4}$/), { maxLength: 12 }),
        fc.nat(),
        (ids, pick) => {
          if (ids.length === 0) {
            expect(caseAfter(ids, 'case-x')).toBeNull();
            return;
          }
          const at = pick % ids.length;
          expect(caseAfter(ids, ids[at]!)).toBe(ids[at + 1] ?? null);
          expect(caseAfter(ids, 'case-unlisted')).toBe(ids[0]);
        },
      ),
    );
  });
});

describe('the tiles read ahead (firstTileUrls)', () => {
  it('starts with the tile OpenSeadragon draws first and keeps whole levels within the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom(254, 256, 510, 512),
        fc.integer({ min: 1, max: 40 }),
        (width, height, tileSize, limit) => {
          const image = {
            Url: 'https://slides.test/s/x_files/',
            Format: 'jpg' as const,
            Overlap: 1,
            TileSize: tileSize,
            Size: { Width: width, Height: height },
          };
          const urls = firstTileUrls(image, limit);
          expect(urls[0]).toBe(firstTileUrl(image));
          expect(urls.length).toBeLessThanOrEqual(Math.max(1, limit));
          expect(new Set(urls).size).toBe(urls.length);
          const levels = urls.map((url) => Number(/\/(\d+)\/\d+_\d+\.jpg$/.exec(url)![1]));
          expect([...levels].sort((a, b) => a - b)).toEqual(levels);
        },
      ),
    );
  });

  it('reads a 4096 × 2048 slide’s single tile, then its 2 × 1 and 4 × 2 levels', () => {
    const image = {
      Url: '/t/',
      Format: 'jpg' as const,
      Overlap: 1,
      TileSize: 256,
      Size: { Width: 4096, Height: 2048 },
    };
    expect(firstTileUrls(image, 11)).toEqual([
      '/t/8/0_0.jpg',
      '/t/9/0_0.jpg',
      '/t/9/1_0.jpg',
      '/t/10/0_0.jpg',
      '/t/10/1_0.jpg',
      '/t/10/2_0.jpg',
      '/t/10/3_0.jpg',
      '/t/10/0_1.jpg',
      '/t/10/1_1.jpg',
      '/t/10/2_1.jpg',
      '/t/10/3_1.jpg',
    ]);
  });
});

describe('the page loaded ahead', () => {
  const page = { caseData: { caseID: 'case-0273' } };
  // Test files share this module (vitest's isolate: false): nothing is left kept.
  afterEach(() => {
    dropPageAhead('case-0273');
    vi.useRealTimers();
  });

  it('renders the page the Next case click leads to, once', () => {
    keepPageAhead(page);
    choosePageAhead('case-0273');
    expect(takePageAhead('case-0273')).toBe(page);
    expect(takePageAhead('case-0273')).toBeNull();
  });

  it('is not taken by another way to that page (a sign-out going on to it, with its flash), nor for another case', () => {
    keepPageAhead(page);
    expect(takePageAhead('case-0273')).toBeNull();
    keepPageAhead(page);
    choosePageAhead('case-0129');
    expect(takePageAhead('case-0273')).toBeNull();
    keepPageAhead(page);
    choosePageAhead('case-0273');
    expect(takePageAhead('case-0129')).toBeNull();
  });

  // Kept through the reading of the current case (decision 178).
  it('stays through revalidations of the current case, which go to the server', () => {
    keepPageAhead(page);
    expect(takePageAhead('case-0153')).toBeNull();
    expect(takePageAhead('case-0153')).toBeNull();
    choosePageAhead('case-0273');
    expect(takePageAhead('case-0273')).toBe(page);
  });

  it('stays through the fetcher’s own reload of the next case, and a fresher read keeps the click’s choice', () => {
    keepPageAhead(page);
    expect(takePageAhead('case-0273')).toBeNull();
    choosePageAhead('case-0273');
    const fresher = { caseData: { caseID: 'case-0273' } };
    keepPageAhead(fresher);
    expect(takePageAhead('case-0273')).toBe(fresher);
  });

  it('renders the next case after minutes of reading, not once PAGE_AHEAD_MS has passed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    keepPageAhead(page);
    vi.advanceTimersByTime(5 * 60_000);
    choosePageAhead('case-0273');
    expect(takePageAhead('case-0273')).toBe(page);
    keepPageAhead(page);
    vi.advanceTimersByTime(PAGE_AHEAD_MS + 1);
    choosePageAhead('case-0273');
    expect(takePageAhead('case-0273')).toBeNull();
    // Dropped, not kept for a later try.
    keepPageAhead({ caseData: { caseID: 'case-0129' } });
    choosePageAhead('case-0273');
    expect(takePageAhead('case-0273')).toBeNull();
    dropPageAhead('case-0129');
  });

  it('is dropped when that case changes elsewhere, not when another does', () => {
    keepPageAhead(page);
    dropPageAhead('case-0129');
    choosePageAhead('case-0273');
    expect(takePageAhead('case-0273')).toBe(page);
    keepPageAhead(page);
    dropPageAhead('case-0273');
    choosePageAhead('case-0273');
    expect(takePageAhead('case-0273')).toBeNull();
  });

  it('is used only by a load of its case, chosen and recent; a load of another case neither uses nor drops it', () => {
    const ids = fc.constantFrom('case-1', 'case-2', 'case-3');
    fc.assert(
      fc.property(
        fc.option(fc.record({ caseId: ids, at: fc.nat(10 ** 9), chosen: fc.boolean() }), { nil: null }),
        fc.option(ids, { nil: undefined }),
        fc.integer({ min: -PAGE_AHEAD_MS, max: 3 * PAGE_AHEAD_MS }),
        (kept, caseId, age) => {
          const verdict = pageAheadFor(kept && { ...kept, data: null }, caseId, (kept?.at ?? 0) + age);
          const ours = kept !== null && kept.caseId === caseId;
          const recent = age >= 0 && age <= PAGE_AHEAD_MS;
          expect(verdict === 'use').toBe(ours && recent && kept.chosen);
          expect(verdict === 'drop').toBe(ours && !recent);
        },
      ),
    );
  });
});
