/** The report page's URLs: the version a URL asks for, the page's and the PDF's paths. */
import { describe, expect, it } from 'vitest';
import { REPORT } from '../../../contracts/report-fixtures';
import { reportPaths } from '~/lib/case-paths';
import { versionFromUrl } from './report-version';

describe('versionFromUrl', () => {
  const at = (query: string) => versionFromUrl(new URL(`http://app.test/final-report/c${query}`), REPORT);
  it('takes one of the report’s versions, else the current one', () => {
    expect(at('?version=1')).toBe(1);
    expect(at('?version=2')).toBe(2);
    expect(at('')).toBe(3);
    for (const bad of [
      '?version=0',
      '?version=4',
      '?version=-1',
      '?version=1.5',
      '?version=abc',
      '?version=',
    ])
      expect(at(bad)).toBe(3);
  });
});

describe('reportPaths', () => {
  it('links the page and the PDF', () => {
    expect(reportPaths.page('case-0001')).toBe('/final-report/case-0001');
    expect(reportPaths.page('case-0001', 1)).toBe('/final-report/case-0001?version=1');
    expect(reportPaths.pdf('case-0001', 2, 'America/New_York')).toBe(
      '/final-report/case-0001/pdf?version=2&tz=America%2FNew_York',
    );
  });
});
