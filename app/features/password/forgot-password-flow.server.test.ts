/** The forgot-password flow cookie (decision 019): sealed, short-lived, and the code never reaches the page. */
import { describe, expect, it } from 'vitest';
import { createSealer } from '~/session-seal.server';
import { sessionSecrets } from '~/session.server';
import {
  FLOW_COOKIE,
  FLOW_TTL_MS,
  clearFlowCookie,
  flowCookie,
  readFlow,
  stepOf,
  type Flow,
} from './forgot-password-flow.server';

const NOW = Date.parse('2026-11-22T09:00:00.000Z');
const SENT = 'If an account exists for this email, we sent it a 6-digit code. It expires in 15 minutes.';
const VERIFIED = {
  stage: 'password' as const,
  email: 'provider@demo.test',
  sent: SENT,
  code: '482913',
  validUntil: '2026-11-22T09:15:00.000Z',
};

/** A request carrying the cookie a Set-Cookie value would have left in the browser. */
function requestWith(setCookie: string, others = 'theme=light') {
  const pair = setCookie.split(';')[0]!;
  return new Request('http://localhost/email-verification', { headers: { Cookie: `${others}; ${pair}` } });
}

const valueOf = (setCookie: string) => setCookie.split(';')[0]!.slice(`${FLOW_COOKIE}=`.length);

describe('the flow cookie', () => {
  it('gives back the step it stored, with the time it was stored', () => {
    const read = readFlow(requestWith(flowCookie(VERIFIED, NOW)), NOW + 1000);
    expect(read).toEqual({ ...VERIFIED, at: NOW });
  });

  it('is httpOnly, SameSite=Lax, for the whole site, and lasts as long as the flow', () => {
    const cookie = flowCookie({ stage: 'code', email: 'a@b.test', sent: SENT }, NOW);
    expect(cookie).toMatch(/^__forgot_password=v1\.[A-Za-z0-9_-]+; /);
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain(`Expires=${new Date(NOW + FLOW_TTL_MS).toUTCString()}`);
  });

  it('shows neither the code nor the email in any decoding', () => {
    const value = valueOf(flowCookie(VERIFIED, NOW));
    const payload = value.replace(/^v1\./, '');
    for (const text of [
      value,
      Buffer.from(payload, 'base64url').toString('utf8'),
      Buffer.from(payload, 'base64url').toString('latin1'),
      Buffer.from(payload, 'base64').toString('utf8'),
      Buffer.from(payload, 'base64url').toString('hex'),
    ]) {
      expect(text).not.toContain(VERIFIED.code);
      expect(text.toLowerCase()).not.toContain('provider');
    }
  });

  it('is no flow when absent, forged, changed, or sealed for another purpose', () => {
    const request = (value: string) =>
      new Request('http://localhost/', { headers: { Cookie: `${FLOW_COOKIE}=${value}` } });
    expect(readFlow(new Request('http://localhost/'), NOW)).toBeNull();
    expect(readFlow(request(''), NOW)).toBeNull();
    expect(readFlow(request('v1.AAAA'), NOW)).toBeNull();
    expect(readFlow(request(Buffer.from(JSON.stringify(VERIFIED)).toString('base64url')), NOW)).toBeNull();
    const value = valueOf(flowCookie(VERIFIED, NOW));
    // A character in the middle: every one of its bits is data (the last one's low bits may be padding).
    const at = Math.floor(value.length / 2);
    const flipped = `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
    expect(readFlow(request(flipped), NOW)).toBeNull();
    // The session's own sealing (another context) does not unseal here, nor does another secret's.
    const asSession = createSealer(sessionSecrets(), '__session').seal({ ...VERIFIED, at: NOW });
    expect(readFlow(request(asSession), NOW)).toBeNull();
    const otherKey = createSealer(['another-secret'], FLOW_COOKIE).seal({ ...VERIFIED, at: NOW });
    expect(readFlow(request(otherKey), NOW)).toBeNull();
  });

  it('is no flow once older than its lifetime (whatever the browser kept), or dated in the future', () => {
    const cookie = flowCookie(VERIFIED, NOW);
    expect(readFlow(requestWith(cookie), NOW + FLOW_TTL_MS - 1)).not.toBeNull();
    expect(readFlow(requestWith(cookie), NOW + FLOW_TTL_MS)).toBeNull();
    expect(readFlow(requestWith(cookie), NOW - 1)).toBeNull();
  });

  it('is cleared with an expired, empty cookie', () => {
    expect(clearFlowCookie()).toMatch(/^__forgot_password=; Path=\/; HttpOnly; SameSite=Lax; .*Max-Age=0$/);
  });
});

describe('the step the page shows', () => {
  const flow = (overrides: Partial<Flow> = {}) => ({ ...VERIFIED, at: NOW, ...overrides }) as Flow;

  it('asks for the email without a flow', () => {
    expect(stepOf(null, NOW)).toEqual({ step: 'email' });
  });

  it('asks for the code after a code was requested', () => {
    expect(stepOf({ stage: 'code', email: 'a@b.test', sent: SENT, at: NOW }, NOW)).toEqual({
      step: 'code',
      email: 'a@b.test',
      sent: SENT,
      codeExpired: false,
    });
  });

  it('asks for the new password while the verified code is good, and never hands the code to the page', () => {
    const step = stepOf(flow(), NOW);
    expect(step).toEqual({ step: 'password', email: VERIFIED.email, validUntil: VERIFIED.validUntil });
    expect(JSON.stringify(step)).not.toContain(VERIFIED.code);
  });

  it('goes back to the code step, saying so, once the verified code has expired', () => {
    expect(stepOf(flow(), Date.parse(VERIFIED.validUntil))).toEqual({
      step: 'code',
      email: VERIFIED.email,
      sent: SENT,
      codeExpired: true,
    });
    expect(stepOf(flow({ validUntil: 'not a date' }), NOW)).toMatchObject({
      step: 'code',
      codeExpired: true,
    });
  });
});
