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

  it('refuses encoded tricks and dot segments that resolve to another host; keeps encoded paths of this site', () => {
    for (const value of [
      '/%2e%2e//evil.example',
      '/%2E%2E/%2e%2e//evil.example',
      '/a/..//evil.example',
      '/./..//evil.example',
      '/\r\n/evil.example',
      '/evil.example\\',
      'https:evil.example',
      'http:/evil.example',
      '/\\/evil.example',
      ' /case-details/1',
    ])
      expect(safeReturnTo(value), JSON.stringify(value)).toBeNull();
    // Encoded, these stay one path of this site: the browser asks this app for `/%2F%2Fevil.example`.
    for (const value of ['/%2F%2Fevil.example', '/%5C%5Cevil.example', '/case-details/a%2F..%2F..%2Fusers'])
      expect(safeReturnTo(value), value).toBe(value);
  });

  it('never gives a value that leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
          // Dot segments, encoded or not, before more slashes.
          fc
            .array(fc.constantFrom('..', '.', '%2e%2e', '%2E.', '', '/', 'evil.example', 'a'), {
              maxLength: 6,
            })
            .map((parts) => `/${parts.join('/')}`),
        ),
        (value) => {
          const kept = safeReturnTo(value);
          if (kept === null) return;
          expect(kept).toBe(value);
          for (const origin of ['https://app.example', 'http://localhost:3000'])
            expect(new URL(kept, origin).origin).toBe(origin);
          // As a browser parses it: tabs and line breaks dropped, backslashes as slashes (none survive).
          expect(kept).not.toMatch(/^\/\/|[\\\t\n\r]/);
          // Resolved and written out again (the login's return does), it is still a path of this site.
          const url = new URL(kept, 'https://app.example');
          expect(`${url.pathname}${url.search}`).not.toMatch(/^\/\//);
        },
      ),
    );
  });

  it('keeps every ordinary path', () => {
    fc.assert(
      fc.property(
        // Ordinary: not one whose dot segments resolve to `//host` (`/.//`), which the rule above refuses.
        fc
          .webPath()
          .filter(
            (path) =>
              path.startsWith('/') &&
              !path.startsWith('//') &&
              !new URL(path, 'https://app.example').pathname.startsWith('//'),
          ),
        (path) => {
          expect(safeReturnTo(path)).toBe(path);
        },
      ),
    );
  });
});
