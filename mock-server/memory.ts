/**
 * What keeps the mock process's memory near what it holds (≤ 1 GB with 100,000 cases and 1,000,000 audit
 * records; docs/performance.md, the mock's memory at 250×).
 *
 * - glibc's malloc raises its mapping threshold to the largest block freed (up to 32 MB), so the start's reads of a
 *   megabyte and each login's scrypt (16 MB, on each of libuv's four threads) were served from arenas that are never
 *   given back: ~85 MB after the load at 250× and ~60 MB after the first logins. A fixed threshold (its default,
 *   128 KB) maps such blocks and unmaps them when freed. glibc reads it when the process starts, so it is in the
 *   environment of whoever starts the mock (`MOCK_PROCESS_ENV`: npm start, bench:scale, bench:export); other
 *   C libraries ignore it.
 * - The load leaves garbage behind (~40 MB of read buffers at 250×, and the parsed lines) and a heap limit set while
 *   the heap grew from nothing: `collectLoadGarbage` collects once when the data is loaded, so the next limit is set
 *   from what the mock holds, and bounds how far a large heap grows from then on (below).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The environment the mock is started with (see above). */
export const MOCK_PROCESS_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * One full collection (the server calls it once its data is loaded). `gc` is exposed to a new context only, not to
 * the mock's own code.
 */
export function collectLoadGarbage(
  setFlags: (flags: string) => void = setFlagsFromString,
  heapUsed = () => process.memoryUsage().heapUsed,
) {
  setFlags('--expose-gc');
  (runInNewContext('gc') as () => void)();
  if (heapUsed() >= LARGE_HEAP_BYTES) setFlags(`--heap-growing-percent=${LARGE_HEAP_GROWTH_PERCENT}`);
}

/**
 * A heap this large after a full collection (a database of tens of thousands of cases) grows by at most
 * LARGE_HEAP_GROWTH_PERCENT before the next one. V8 otherwise lets a heap grow to up to four times what it held
 * (its limit on a machine with many GB): every request over MSW leaves 20–55 KB behind that only a full
 * collection reclaims (its Request's AbortController and what hangs from it: V8 keeps the targets of weak
 * references through young collections), so under back-to-back requests at 250× the seed the old generation grew
 * by 50 MB a second, to 2.4 GB resident before its next full collection. Bounded, it stayed under 970 MB, for ~10 %
 * fewer requests a second at saturation (docs/performance.md). A small heap keeps V8's own growth.
 */
export const LARGE_HEAP_BYTES = 256 * 2 ** 20;
export const LARGE_HEAP_GROWTH_PERCENT = 20;
