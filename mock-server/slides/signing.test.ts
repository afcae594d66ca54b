import { describe, expect, it } from 'vitest';
import {
  LINK_LIFETIME_SECONDS,
  SESSION_ID_LENGTH,
  checkSignature,
  sessionIdOf,
  signedQuery,
} from './signing';

const SECRET = 'signing-test-secret';
const NOW = 1_800_000_000;
const SLIDE = 'blob-demo-01';

function paramsFor(slideId = SLIDE, resource = 'file', expires = NOW + LINK_LIFETIME_SECONDS) {
  const query = new URLSearchParams(signedQuery(SECRET, slideId, resource, expires));
  return { expires: query.get('expires'), signature: query.get('signature') };
}

describe('signed slide links', () => {
  it('last one hour', () => {
    expect(LINK_LIFETIME_SECONDS).toBe(3600);
  });

  it('a fresh link is valid', () => {
    const { expires, signature } = paramsFor();
    expect(expires).toBe(String(NOW + 3600));
    expect(checkSignature(SECRET, SLIDE, 'file', expires, signature, NOW)).toBe('valid');
  });

  it('is still valid at its expiry second', () => {
    const { expires, signature } = paramsFor(SLIDE, 'file', NOW);
    expect(checkSignature(SECRET, SLIDE, 'file', expires, signature, NOW)).toBe('valid');
  });

  it('a link past its expiry is expired', () => {
    const { expires, signature } = paramsFor(SLIDE, 'file', NOW - 1);
    expect(checkSignature(SECRET, SLIDE, 'file', expires, signature, NOW)).toBe('expired');
  });

  it('a link for another slide id is invalid', () => {
    const { expires, signature } = paramsFor();
    expect(checkSignature(SECRET, 'blob-demo-02', 'file', expires, signature, NOW)).toBe('invalid');
  });

  it('a link for another resource is invalid', () => {
    const { expires, signature } = paramsFor(SLIDE, 'file');
    expect(checkSignature(SECRET, SLIDE, 'dzi', expires, signature, NOW)).toBe('invalid');
  });

  it('an extended expiry is invalid, not valid for longer', () => {
    const { expires, signature } = paramsFor();
    expect(checkSignature(SECRET, SLIDE, 'file', String(Number(expires) + 3600), signature, NOW)).toBe(
      'invalid',
    );
  });

  it('a tampered signature is invalid', () => {
    const { expires, signature } = paramsFor();
    const last = signature!.at(-1) === 'A' ? 'B' : 'A';
    expect(checkSignature(SECRET, SLIDE, 'file', expires, `${signature!.slice(0, -1)}${last}`, NOW)).toBe(
      'invalid',
    );
    expect(checkSignature(SECRET, SLIDE, 'file', expires, `${signature}x`, NOW)).toBe('invalid');
  });

  it('a link signed with another secret is invalid', () => {
    const { expires, signature } = paramsFor();
    expect(checkSignature('another-secret', SLIDE, 'file', expires, signature, NOW)).toBe('invalid');
  });

  it.each([
    ['no signature', String(NOW + 60), null],
    ['an empty signature', String(NOW + 60), ''],
    ['no expiry', null, 'c2lnbmF0dXJl'],
    ['a non-numeric expiry', 'tomorrow', 'c2lnbmF0dXJl'],
  ])('a link with %s is invalid', (_case, expires, signature) => {
    expect(checkSignature(SECRET, SLIDE, 'file', expires, signature, NOW)).toBe('invalid');
  });

  it('a missing expiry is invalid even with the signature of expiry 0', () => {
    const { signature } = paramsFor(SLIDE, 'file', 0);
    expect(checkSignature(SECRET, SLIDE, 'file', null, signature, NOW)).toBe('invalid');
  });
});

describe('slide links bound to a session (decision 073)', () => {
  const SESSION = 'AbCdEfGhIjKlMnOpQrStUv';
  const bound = (session = SESSION, expires = NOW + 60) =>
    new URLSearchParams(signedQuery(SECRET, SLIDE, 'file', expires, session)).get('signature')!;

  it('start with the session’s link id, which the signature covers', () => {
    expect(SESSION.length).toBe(SESSION_ID_LENGTH);
    const signature = bound();
    expect(signature.startsWith(SESSION)).toBe(true);
    expect(sessionIdOf(signature)).toBe(SESSION);
    expect(checkSignature(SECRET, SLIDE, 'file', String(NOW + 60), signature, NOW)).toBe('valid');
  });

  it('cannot be handed to another session', () => {
    const moved = `${'X'.repeat(SESSION_ID_LENGTH)}${bound().slice(SESSION_ID_LENGTH)}`;
    expect(checkSignature(SECRET, SLIDE, 'file', String(NOW + 60), moved, NOW)).toBe('invalid');
  });

  it('a signature without a session has no session id', () => {
    expect(sessionIdOf(paramsFor().signature)).toBeNull();
    expect(sessionIdOf(null)).toBeNull();
  });
});
