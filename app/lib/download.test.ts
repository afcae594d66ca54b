import { describe, expect, it } from 'vitest';
import { downloadErrorFailure, downloadStatusFailure, fileNameFromDisposition } from './download';

describe('downloads (spec 8)', () => {
  it.each([
    [403, 'Failed to download file: Forbidden access'],
    [404, 'Failed to download file: Resource not found'],
    [429, 'Failed to download file: Too many requests'],
    [401, 'Failed to download file: Unauthorized access'],
    [502, 'Failed to download file: Error 500: Server error. Please try again later.'],
  ])('a %i reads %s', (status, text) => {
    expect(downloadStatusFailure(status)).toBe(text);
  });

  it('no answer reads as the time-out, offline or the network; an abort says nothing', () => {
    expect(downloadErrorFailure(new DOMException('t', 'TimeoutError'), true)).toBe(
      'Failed to download file: Request timed out',
    );
    expect(downloadErrorFailure(new TypeError('Failed to fetch'), false)).toBe(
      'Failed to download file: You are offline. Please check your internet connection.',
    );
    expect(downloadErrorFailure(new DOMException('a', 'AbortError'), true)).toBeNull();
  });

  it.each([
    ['attachment; filename="report v1.pdf"', 'report v1.pdf'],
    ['attachment; filename="a.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf', 'résumé.pdf'],
    ['attachment; filename=cases.csv', 'cases.csv'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.txt"', 'fallback.txt'],
    ['attachment', null],
    [null, null],
  ])('the file name of %s is %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
