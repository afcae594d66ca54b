import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenCaseImages } from '../case-images';
import { testImage, testSlideLink, testViewerCase } from '../test-fixtures';
import type { SlideLink } from '../slide-links';
import { useSlideLinks } from './use-slide-links';

const CASE = testViewerCase([
  {
    specimenID: 'S1',
    specimenType: 'Biopsy',
    subsections: [
      { id: 'S1-B1', displayId: 'A1', slideType: 'H&E', images: ['b1', 'b2', 'b3'].map(testImage) },
    ],
  },
]);
const IMAGES = flattenCaseImages(CASE);

const link = (id: string) => testSlideLink(id);

/** `/viewer/links` answering every id asked for, counting the requests. */
function linksRoute() {
  const asked: string[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const ids = new URL(url, 'http://app.test').searchParams.getAll('id');
      asked.push(ids);
      const links = Object.fromEntries(ids.map((id) => [id, link(id)]));
      return new Response(JSON.stringify({ links, errors: {} }), { status: 200 });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('useSlideLinks (decision 053)', () => {
  it('gives a pane the loader’s link in the very render that shows its slide, without a request', () => {
    const asked = linksRoute();
    const seeded = { b1: link('b1'), b2: link('b2'), b3: link('b3') };
    const renders: Array<SlideLink | null> = [];
    const { result, rerender } = renderHook(
      ({ current }: { current: number }) => {
        const links = useSlideLinks({
          enabled: true,
          images: IMAGES,
          current: IMAGES[current]!,
          split: null,
          navigation: null,
          initialLinks: seeded,
        });
        renders.push(links.current.link);
        return links;
      },
      { initialProps: { current: 0 } },
    );
    expect(renders[0]).toBe(seeded.b1);
    expect(result.current.loading).toBe(false);

    // Another slide whose link is here: in the render that selects it.
    const before = renders.length;
    rerender({ current: 2 });
    expect(renders[before]).toBe(seeded.b3);
    expect(asked).toEqual([]);
  });

  it('fetches a link that is not here, then keeps it while its slide is shown', async () => {
    const asked = linksRoute();
    const { result, rerender } = renderHook(
      ({ current }: { current: number }) =>
        useSlideLinks({
          enabled: true,
          images: IMAGES,
          current: IMAGES[current]!,
          split: null,
          navigation: null,
        }),
      { initialProps: { current: 1 } },
    );
    expect(result.current.current).toEqual({ link: null, error: null });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.current.link?.link).toBe('http://slides.test/b2/file'));
    const shown = result.current.current.link;
    rerender({ current: 1 });
    expect(result.current.current.link).toBe(shown);
    // One batch of the case's ids (the current slide's first), nothing asked twice.
    expect(asked.flat().sort()).toEqual(['b1', 'b2', 'b3']);
  });

  it('says there is no slide data for an image without a file', () => {
    linksRoute();
    const noFile = { ...IMAGES[0]!, fileContent: null };
    const { result } = renderHook(() =>
      useSlideLinks({ enabled: true, images: IMAGES, current: noFile, split: null, navigation: null }),
    );
    expect(result.current.current).toEqual({ link: null, error: 'No slide data available' });
  });
});
