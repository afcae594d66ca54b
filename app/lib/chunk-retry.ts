/**
 * Spec 4.1 and 9: a chunk of the app that fails to load is retried, 5 more tries 1 s apart, before giving up
 * (for a page: one reload at the URL the person was going to; for the viewer's own code: 'Failed to load
 * slide: …'). Browser code; no dependencies, so the TIFF worker's side can use it too.
 */
export const CHUNK_RETRIES = 5;
export const CHUNK_RETRY_DELAY_MS = 1_000;

export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  signal?: AbortSignal;
  /** Which failures are worth another try (default: all). */
  retryable?: (error: unknown) => boolean;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** `attempt(0)`, then on failure up to `retries` more tries `delayMs` apart; the last failure is thrown. */
export async function withChunkRetries<T>(
  attempt: (index: number) => Promise<T>,
  {
    retries = CHUNK_RETRIES,
    delayMs = CHUNK_RETRY_DELAY_MS,
    signal,
    retryable = () => true,
    sleep = wait,
  }: RetryOptions = {},
): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await attempt(index);
    } catch (error) {
      if (signal?.aborted || index >= retries || !retryable(error)) throw error;
      await sleep(delayMs, signal);
    }
  }
}

/**
 * Fetches every file (into the HTTP cache) and fails unless each answers 2xx. A failed `import()` is
 * remembered by the browser for the life of the page (Chromium does not fetch that URL again), so files are
 * checked this way before the module system ever sees them.
 */
export async function fetchAll(urls: readonly string[], fetchFile: typeof fetch = fetch): Promise<void> {
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const response = await fetchFile(url, { credentials: 'same-origin' });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    }),
  );
}
