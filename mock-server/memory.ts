/**
 * What keeps the mock process's memory near what it holds (issue 46: ≤ 1 GB with 100,000 cases and 1,000,000 audit
 * records; docs/performance.md "Session 57: the mock's memory at 250×").
 *
 * - glibc's malloc raises its mapping threshold to the largest block freed (up to 32 MB), so the start's reads of a
 *   megabyte and each login's scrypt (16 MB, on each of libuv's four threads) were served from arenas that are never
 *   given back: ~85 MB after the load at 250× and ~60 MB after the first logins. A fixed threshold (its default,
 *   128 KB) maps such blocks and unmaps them when freed. glibc reads it when the process starts, so it is in the
 *   environment of whoever starts the mock (`MOCK_PROCESS_ENV`: npm start, bench:scale, bench:export); other
 *   C libraries ignore it.
 * - V8 lets the old generation of a heap this large grow to several times what its last full collection kept
 *   before collecting again, so garbage (an export's pages, a list's temporaries) raised the peak by 100–150 MB.
 *   After the load, `limitHeapGrowth` lets it grow by HEAP_GROWING_PERCENT only (a flag V8 reads each time it sets
 *   the next limit) and collects once, so the limit the load left (set by the old factor) is replaced at once and
 *   the load's garbage (~40 MB of read buffers at 250×) goes. Not during the load, whose heap grows from nothing
 *   and would be collected many times.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The environment the mock is started with (see above). */
export const MOCK_PROCESS_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '131072' };

/** How far past what the last full collection kept the heap may grow before the next one. */
export const HEAP_GROWING_PERCENT = 20;

/**
 * Holds the heap's growth to HEAP_GROWING_PERCENT from now on and collects the garbage once (the server calls it
 * once its data is loaded). `gc` is exposed to a new context only, not to the mock's own code.
 */
export function limitHeapGrowth(setFlags: (flags: string) => void = setFlagsFromString) {
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  setFlags('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
