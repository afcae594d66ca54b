import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstTileUrl } from '~/features/viewer';
import { caseAfter, choosePageAhead, firstTileUrls, keepPageAhead, takePageAhead } from './next-case';

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
});
