/**
 * Breakages of the slide files' byte ranges and revalidation (../../conformance/rules/slide-bytes.ts): the
 * headers a viewer sends are dropped before the file route sees them, as a server or proxy that knows neither would.
 */
import type { Breakage } from './breakage-hook';

export const BYTES_BREAKAGES: Breakage[] = [
  // links_followed: a Range answered with the whole file
  {
    name: 'range-ignored',
    breaks:
      'getSlideFile ignores Range: 200 with the whole file, not 206 with the range (nor 416 past the end)',
    check: 'links_followed',
    operations: ['getSlideFile'],
    effects: () => [{ operationId: 'getSlideFile', request: (r) => void (r.headers.range = undefined) }],
  },
  // links_followed: the ETag it answered never matches
  {
    name: 'etag-never-matches',
    breaks:
      'getSlideFile answers If-None-Match with its own ETag as if it did not match (the bytes again, not 304)',
    check: 'links_followed',
    operations: ['getSlideFile'],
    effects: () => [
      { operationId: 'getSlideFile', request: (r) => void (r.headers['if-none-match'] = undefined) },
    ],
  },
];
