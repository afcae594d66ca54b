/** The Content-Security-Policy lets the browser reach the backend for slide uploads (tus), and nothing more. */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, slideOrigins, uploadOrigins } from './security.server';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('connect-src', () => {
  it('allows the API origin the signed tus URLs point at, besides the slide origins', () => {
    const env = { API_BASE_URL: 'http://127.0.0.1:4010/base', SLIDE_ORIGINS: 'https://tiles.example.org' };
    const policy = contentSecurityPolicy('n0nce', {
      origins: slideOrigins(env),
      uploadOrigins: uploadOrigins(env),
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://tiles.example.org',
      'http://127.0.0.1:4010',
    ]);
    expect(directive(policy, 'img-src')).not.toContain('http://127.0.0.1:4010');
  });

  it('names the API origin once when it is also where slides are read', () => {
    const env = { API_BASE_URL: 'http://127.0.0.1:4010' };
    const policy = contentSecurityPolicy('n0nce', {
      origins: slideOrigins(env),
      uploadOrigins: uploadOrigins(env),
    });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4010']);
  });
});
