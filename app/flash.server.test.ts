import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLASH_COOKIE, clearFlashCookie, flashCookie, flashLink, takeFlash } from './flash.server';
import { createSealer } from './session-seal.server';
import { sessionSecrets } from './session.server';

const request = (cookie?: string) =>
  new Request('http://localhost/login', { headers: cookie ? { Cookie: cookie } : {} });
const pair = (setCookie: string) => setCookie.split(';')[0]!;

describe('flash messages across a redirect', () => {
  const flash = {
    kind: 'success' as const,
    message: 'Your password has been changed. Log in with your new password.',
  };

  it('carries the message to the next page once, and clears it there', () => {
    const { flash: read, headers } = takeFlash(request(`a=1; ${pair(flashCookie(flash))}`));
    expect(read).toEqual(flash);
    expect(headers).toEqual({ 'Set-Cookie': clearFlashCookie() });
    expect(clearFlashCookie()).toMatch(/^__flash=; .*Max-Age=0$/);
  });

  it('is sealed: the words cannot be read from the cookie, nor written into one', () => {
    const value = pair(flashCookie(flash)).slice(`${FLASH_COOKIE}=`.length);
    expect(Buffer.from(value.slice(3), 'base64url').toString('latin1')).not.toContain('password');
    const forged = Buffer.from(JSON.stringify({ kind: 'error', message: 'Call 555-0100 now' })).toString(
      'base64url',
    );
    expect(takeFlash(request(`${FLASH_COOKIE}=v1.${forged}`)).flash).toBeNull();
    const otherPurpose = createSealer(sessionSecrets(), '__session').seal(flash);
    expect(takeFlash(request(`${FLASH_COOKIE}=${otherPurpose}`)).flash).toBeNull();
  });

  it('is short-lived and httpOnly', () => {
    const now = Date.parse('2026-11-22T09:00:00.000Z');
    const cookie = flashCookie(flash, now);
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain(`Expires=${new Date(now + 60_000).toUTCString()}`);
  });

  it('is nothing (and sets no cookie) when there is none', () => {
    expect(takeFlash(request())).toEqual({ flash: null, headers: undefined });
    expect(takeFlash(request('other=1'))).toEqual({ flash: null, headers: undefined });
  });

  it('drops a sealed value that is not a flash', () => {
    const sealer = createSealer(sessionSecrets(), FLASH_COOKIE);
    for (const value of [{ kind: 'info', message: 'x' }, { kind: 'success', message: '  ' }, 'text', 42]) {
      expect(takeFlash(request(`${FLASH_COOKIE}=${sealer.seal(value)}`)).flash).toBeNull();
    }
  });

  it('carries a link to a page of this app, and never one to another site', () => {
    const signed = {
      kind: 'success' as const,
      message: 'Case RCH-2026-0020 signed out. The report is final; a correction is now an addendum.',
      link: { label: 'View the final report of case RCH-2026-0020', to: '/final-report/case-0113' },
    };
    expect(takeFlash(request(pair(flashCookie(signed)))).flash).toEqual(signed);
    for (const to of [
      '//evil.test/x',
      '/\\evil.test',
      '/\t/evil.test',
      'https://evil.test/',
      'final-report/1',
      '',
    ]) {
      const read = takeFlash(request(pair(flashCookie({ ...signed, link: { label: 'x', to } })))).flash;
      expect(read).toEqual({ kind: signed.kind, message: signed.message });
    }
  });

  it('a link read back is a path of this app or nothing (property)', () => {
    const pathish = fc
      .array(fc.constantFrom('/', '\\', '\t', '\n', ' ', 'a', '.', ':', '@', '%2F'), { maxLength: 8 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.anything(), fc.string(), pathish, (any, label, to) => {
        for (const value of [any, { label, to }]) {
          const link = flashLink(value);
          if (link === null) continue;
          expect(new URL(link.to, 'https://app.test').origin).toBe('https://app.test');
          expect(link.label.trim()).not.toBe('');
        }
      }),
    );
  });
});
