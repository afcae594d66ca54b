import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnTo('/pathologist/pd-case-view/case-0009')).toBe('/pathologist/pd-case-view/case-0009');
    expect(safeReturnTo('/selectedCases?search=LUMC%202026&page=2')).toBe(
      '/selectedCases?search=LUMC%202026&page=2',
    );
  });

  it('refuses other origins and what a browser would read as one', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'case-details/1',
      `/${'a'.repeat(500)}`,
    ])
      expect(safeReturnTo(value), String(value)).toBeNull();
  });

  it('never gives a value that leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (value) => {
          const kept = safeReturnTo(value);
          if (kept === null) return;
          expect(kept).toBe(value);
          for (const origin of ['https://app.example', 'http://localhost:3000'])
            expect(new URL(kept, origin).origin).toBe(origin);
          // As a browser parses it: tabs and line breaks dropped, backslashes as slashes (none survive).
          expect(kept).not.toMatch(/^\/\/|[\\\t\n\r]/);
        },
      ),
    );
  });

  it('keeps every ordinary path', () => {
    fc.assert(
      fc.property(
        fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//')),
        (path) => {
          expect(safeReturnTo(path)).toBe(path);
        },
      ),
    );
  });
});
