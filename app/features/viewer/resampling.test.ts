import { describe, expect, it } from 'vitest';
import { readResampling, RESAMPLING_STORAGE_KEY } from './resampling';

const storing = (value: string | null) => ({
  getItem: (key: string) => (key === RESAMPLING_STORAGE_KEY ? value : null),
  setItem: () => undefined,
});

describe('readResampling', () => {
  it("reads the reader's stored choice", () => {
    expect(readResampling(storing('nearest'))).toBe('nearest');
    expect(readResampling(storing('bilinear'))).toBe('bilinear');
  });

  it('reads nothing, anything else, a throwing storage or none as bilinear', () => {
    expect(readResampling(storing(null))).toBe('bilinear');
    expect(readResampling(storing('{"nearest":true}'))).toBe('bilinear');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(readResampling(throwing)).toBe('bilinear');
    expect(readResampling(null)).toBe('bilinear');
  });
});
