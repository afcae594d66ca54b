import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_URL, absoluteLink, publicUrl } from './public-url';

describe('PUBLIC_URL: the address e-mail links are written with', () => {
  it('defaults to the address npm start prints', () => {
    expect(DEFAULT_PUBLIC_URL).toBe('http://localhost:3000');
    expect(publicUrl({})).toBe('http://localhost:3000');
    expect(publicUrl({ PUBLIC_URL: '  ' })).toBe('http://localhost:3000');
  });

  it('takes the setting, without a trailing slash, base path kept', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://lab.example.org/' })).toBe('https://lab.example.org');
    expect(absoluteLink('/case/case-0361', publicUrl({ PUBLIC_URL: 'https://lab.example.org/pb/' }))).toBe(
      'https://lab.example.org/pb/case/case-0361',
    );
    expect(absoluteLink('/case-details/case-1', 'http://localhost:3000')).toBe(
      'http://localhost:3000/case-details/case-1',
    );
  });
});
