import { describe, expect, it } from 'vitest';
import { bodyTooLargeMessage, fileTooLargeMessage, formatBytes } from './sizes';

describe('sizes as people read them', () => {
  it('says bytes, KB, MB and GB', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(820)).toBe('820 bytes');
    expect(formatBytes(256 * 1024)).toBe('256 KB');
    expect(formatBytes(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });

  it('names the bound in the 413 sentences', () => {
    expect(bodyTooLargeMessage(262144)).toBe('The request body is larger than 256 KB.');
    expect(bodyTooLargeMessage(4194304)).toBe('The request body is larger than 4 MB.');
    expect(fileTooLargeMessage(20 * 1024 * 1024)).toBe('The file is larger than 20 MB.');
  });
});
