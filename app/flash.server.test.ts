import { describe, expect, it } from 'vitest';
import { FLASH_COOKIE, clearFlashCookie, flashCookie, takeFlash } from './flash.server';
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
});
