import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRIES, CHUNK_RETRY_DELAY_MS, withChunkRetries } from './chunk-retry';
import { RELOAD_MARKER_KEY, createRouteModuleLoader } from './route-module-loader';

const ROUTE = {
  id: 'selected-cases',
  module: '/assets/selected-cases-abc.js',
  imports: ['/assets/table-def.js'],
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

/** A loader whose network fails the first `failures` fetches of the route module. */
function setup(failures: number) {
  const fetched: string[] = [];
  const slept: number[] = [];
  const went: string[] = [];
  const storage = memoryStorage();
  let now = 1_000_000;
  const module = { default: 'page' };
  const deps = {
    fetchFile: vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      fetched.push(url);
      const failed = url === ROUTE.module && fetched.filter((u) => u === url).length <= failures;
      if (failed) throw new TypeError('Failed to fetch');
      return new Response('export default 1', { status: 200 });
    }) as unknown as typeof fetch,
    importModule: vi.fn(async () => module),
    sleep: vi.fn(async (ms: number) => {
      slept.push(ms);
      now += ms;
    }),
    target: () => '/selectedCases?page=2',
    go: (href: string) => went.push(href),
    storage: () => storage,
    now: () => now,
  };
  return { load: createRouteModuleLoader(deps), deps, fetched, slept, went, storage, module };
}

describe('withChunkRetries', () => {
  it('tries once and then 5 more times, 1 s apart, and throws the last failure', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const attempt = vi.fn(async (index: number) => {
      throw new Error(`try ${index}`);
    });
    await expect(withChunkRetries(attempt, { sleep })).rejects.toThrow('try 5');
    expect(attempt).toHaveBeenCalledTimes(1 + CHUNK_RETRIES);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual(Array(CHUNK_RETRIES).fill(CHUNK_RETRY_DELAY_MS));
  });

  it('stops at once for a failure that is not worth retrying', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('no');
    });
    await expect(withChunkRetries(attempt, { retryable: () => false })).rejects.toThrow('no');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('the route-module loader (spec 4.1)', () => {
  it('loads a route whose files answer, without waiting or reloading', async () => {
    const { load, deps, slept, went, module } = setup(0);
    const cache: Record<string, unknown> = {};
    expect(await load(ROUTE, cache)).toBe(module);
    expect(cache[ROUTE.id]).toBe(module);
    expect(deps.importModule).toHaveBeenCalledWith(ROUTE.module);
    expect(slept).toEqual([]);
    expect(went).toEqual([]);
    // Cached from then on.
    expect(await load(ROUTE, cache)).toBe(module);
    expect(deps.importModule).toHaveBeenCalledTimes(1);
  });

  it('retries a failing chunk 1 s apart and imports it once it answers', async () => {
    const { load, deps, fetched, slept, went, module } = setup(3);
    expect(await load(ROUTE, {})).toBe(module);
    expect(fetched.filter((url) => url === ROUTE.module)).toHaveLength(4);
    expect(slept).toEqual([1000, 1000, 1000]);
    // Imported only after the files answered: a failed import would stick for the life of the page.
    expect(deps.importModule).toHaveBeenCalledTimes(1);
    expect(went).toEqual([]);
  });

  it('after 5 failed retries reloads once, at the URL the person was going to', async () => {
    const { load, deps, fetched, slept, went, storage } = setup(Infinity);
    const result = Promise.race([load(ROUTE, {}), new Promise((r) => setTimeout(() => r('pending'), 50))]);
    expect(await result).toBe('pending');
    expect(fetched.filter((url) => url === ROUTE.module)).toHaveLength(6);
    expect(slept).toHaveLength(5);
    expect(deps.importModule).not.toHaveBeenCalled();
    expect(went).toEqual(['/selectedCases?page=2']);
    expect(JSON.parse(storage.getItem(RELOAD_MARKER_KEY)!)).toMatchObject({ href: '/selectedCases?page=2' });
  });

  it('does not reload again when the reload it made just now meets the same failure', async () => {
    const { load, went, storage } = setup(Infinity);
    storage.setItem(RELOAD_MARKER_KEY, JSON.stringify({ href: '/selectedCases?page=2', at: 1_000_000 }));
    await expect(load(ROUTE, {})).rejects.toThrow('Failed to fetch');
    expect(went).toEqual([]);
    expect(storage.getItem(RELOAD_MARKER_KEY)).toBeNull();
  });

  it('a corrupt marker is dropped and treated as absent', async () => {
    const { load, went, storage } = setup(Infinity);
    storage.setItem(RELOAD_MARKER_KEY, '{not json');
    void load(ROUTE, {});
    await vi.waitFor(() => expect(went).toEqual(['/selectedCases?page=2']));
  });
});
