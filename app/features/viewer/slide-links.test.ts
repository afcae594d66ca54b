import { describe, expect, it, vi } from 'vitest';
import {
  SlideLinkError,
  batchesOf,
  createSlideLinkCache,
  fetchLinkBatch,
  type LinkBatch,
  type SlideLink,
} from './slide-links';
import { testSlideLink } from './test-fixtures';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-22T10:00:00Z');

function link(id: string, expiresAt = NOW + HOUR): SlideLink {
  return testSlideLink(id, { expiresAt: new Date(expiresAt).toISOString() });
}

const answering = (missing: string[] = []) =>
  vi.fn(async (ids: string[]): Promise<LinkBatch> => {
    const batch: LinkBatch = { links: {}, errors: {} };
    for (const id of ids) {
      if (missing.includes(id)) batch.errors[id] = 'Resource not found';
      else batch.links[id] = link(id);
    }
    return batch;
  });

describe('batchesOf', () => {
  const ids = Array.from({ length: 12 }, (_, i) => `b${i}`);

  it('cuts the ids into batches of five', () => {
    expect(batchesOf(ids).map((b) => b.length)).toEqual([5, 5, 2]);
  });

  it('puts the batch holding the current slide first', () => {
    expect(batchesOf(ids, 'b11')[0]).toEqual(['b10', 'b11']);
    expect(batchesOf(ids, 'b2')[0]![0]).toBe('b0');
    expect(batchesOf(ids, 'unknown')[0]![0]).toBe('b0');
  });
});

describe('createSlideLinkCache', () => {
  it('loads every link five per request and serves them from the cache afterwards', async () => {
    const fetchBatch = answering();
    const cache = createSlideLinkCache(fetchBatch, () => NOW);
    const ids = Array.from({ length: 7 }, (_, i) => `b${i}`);
    const result = await cache.loadAll(ids, { first: 'b6' });
    expect(result).toEqual({ loaded: 7, failure: null });
    expect(fetchBatch.mock.calls.map(([batch]) => batch)).toEqual([
      ['b5', 'b6'],
      ['b0', 'b1', 'b2', 'b3', 'b4'],
    ]);
    expect((await cache.get('b3')).link).toBe('http://slides.test/b3/file');
    expect(cache.peek('b3')?.info.fileName).toBe('b3.tif');
    expect(fetchBatch).toHaveBeenCalledTimes(2);
  });

  it('reports a missing link, keeps the others and tries the missing one again next time', async () => {
    const fetchBatch = answering(['b1']);
    const cache = createSlideLinkCache(fetchBatch, () => NOW);
    expect(await cache.loadAll(['b0', 'b1'])).toEqual({ loaded: 1, failure: 'Resource not found' });
    await expect(cache.get('b1')).rejects.toThrow('Resource not found');
    expect(fetchBatch).toHaveBeenLastCalledWith(['b1'], undefined);
  });

  it('reports a failed request as the failure', async () => {
    const cache = createSlideLinkCache(async () => {
      throw new Error('HTTP 502');
    });
    expect(await cache.loadAll(['b0'])).toEqual({ loaded: 0, failure: 'HTTP 502' });
  });

  it('fetches a link again when its signature is about to expire', async () => {
    let now = NOW;
    const fetchBatch = answering();
    const cache = createSlideLinkCache(fetchBatch, () => now);
    await cache.get('b0');
    now = NOW + HOUR - 30_000;
    expect(cache.peek('b0')).toBeUndefined();
    await cache.get('b0');
    expect(fetchBatch).toHaveBeenCalledTimes(2);
  });

  it('serves seeded links without a request and loads only the batches not seeded', async () => {
    const fetchBatch = answering();
    const seed = Object.fromEntries(['b0', 'b1', 'b2', 'b3', 'b4'].map((id) => [id, link(id)]));
    const cache = createSlideLinkCache(fetchBatch, () => NOW, seed);
    expect(cache.peek('b2')?.link).toBe('http://slides.test/b2/file');
    expect((await cache.get('b4')).link).toBe('http://slides.test/b4/file');
    expect(fetchBatch).not.toHaveBeenCalled();
    const ids = Array.from({ length: 7 }, (_, i) => `b${i}`);
    expect(await cache.loadAll(ids, { first: 'b1' })).toEqual({ loaded: 7, failure: null });
    expect(fetchBatch.mock.calls.map(([batch]) => batch)).toEqual([['b5', 'b6']]);
  });

  it('fetches a seeded link whose signature is about to expire', async () => {
    const fetchBatch = answering();
    const cache = createSlideLinkCache(fetchBatch, () => NOW, { b0: link('b0', NOW + 30_000) });
    expect(cache.peek('b0')).toBeUndefined();
    await cache.get('b0');
    expect(fetchBatch).toHaveBeenCalledWith(['b0'], undefined);
  });
});

describe('fetchLinkBatch: failures in the fetch path’s words (spec 8), the session’s end followed (spec 4.1)', () => {
  const answer = (response: Partial<Response>) => vi.fn(async () => response as Response);

  it.each([
    [403, 'Forbidden access'],
    [404, 'Resource not found'],
    [429, 'Too many requests'],
    [502, 'Error 500: Server error. Please try again later.'],
  ])('a %i reads %s, never "HTTP %i"', async (status, text) => {
    vi.stubGlobal('fetch', answer({ ok: false, status, redirected: false, type: 'basic', url: '' }));
    await expect(fetchLinkBatch(['b0'])).rejects.toThrow(new SlideLinkError(text));
    vi.unstubAllGlobals();
  });

  it('a redirect to /login says the session ended, and reads as unauthorized', async () => {
    const ended = vi.fn();
    vi.stubGlobal('window', { dispatchEvent: ended });
    vi.stubGlobal(
      'fetch',
      answer({ ok: false, status: 0, redirected: false, type: 'opaqueredirect', url: '' }),
    );
    await expect(fetchLinkBatch(['b0'])).rejects.toThrow('Unauthorized access');
    expect(ended).toHaveBeenCalledWith(expect.objectContaining({ type: 'app:session-ended' }));
    vi.unstubAllGlobals();
  });

  it('no answer at all reads as the network or offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchLinkBatch(['b0'])).rejects.toThrow(
      'You are offline. Please check your internet connection.',
    );
    vi.unstubAllGlobals();
  });
});
