/**
 * rate_limit_conformance's pure part: x-rate-limit as openapi.yaml writes it (and agreeing with the words of the
 * descriptions), the throwaway identities, Retry-After as RFC 9110 §10.2.3 allows it, and the judgement of a probe.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HAZARDS } from '../config';
import { listOperations, loadOpenapi } from '../openapi';
import { operationExtension } from './extension';
import {
  durationSeconds,
  enforcementVerdict,
  httpDate,
  judgeProbe,
  RATE_LIMIT_EXTENSION,
  readRateLimit,
  retryAfterProblem,
  throwawayAddress,
  type RateLimitRule,
} from './rate-limit-judge';

const doc = loadOpenapi();
const operations = listOperations(doc);
const description = (operationId: string) => {
  const op = operations.find((o) => o.operationId === operationId)!;
  const raw = doc.paths[op.path]![op.method.toLowerCase() as 'post'] as { description?: string };
  return (raw.description ?? '').replace(/\s+/g, ' ');
};

describe('x-rate-limit in openapi.yaml', () => {
  const marked = operations
    .map((op) => [op, operationExtension(doc, op, RATE_LIMIT_EXTENSION)] as const)
    .filter(([, raw]) => raw !== undefined);

  it('marks the enquiries, the codes and the uploads, as their descriptions state them', () => {
    expect(Object.fromEntries(marked.map(([op, raw]) => [op.operationId, readRateLimit(raw)]))).toEqual({
      requestEmailVerification: {
        limit: 3,
        window: 'PT10M',
        windowSeconds: 600,
        key: { by: 'email', field: 'email' },
      },
      uploadRegistrationDocument: { limit: 20, window: 'PT10M', windowSeconds: 600, key: { by: 'client' } },
      createEnquiry: { limit: 5, window: 'PT10M', windowSeconds: 600, key: { by: 'client' } },
    });
  });

  it('agrees with every description that states a limit in words, and each marked operation declares its 429', () => {
    const stated = /At most (\d+) [\w\s]+? per (email|client)[^.]*? within (\d+) minutes/;
    for (const op of operations) {
      const words = stated.exec(description(op.operationId));
      const raw = operationExtension(doc, op, RATE_LIMIT_EXTENSION);
      if (!words) {
        expect(raw, op.operationId).toBeUndefined();
        continue;
      }
      const rule = readRateLimit(raw) as RateLimitRule;
      expect([rule.limit, rule.key.by, rule.windowSeconds], op.operationId).toEqual([
        Number(words[1]),
        words[2],
        Number(words[3]) * 60,
      ]);
      const headers = op.responses['429']?.response.headers ?? {};
      expect(Object.keys(headers), op.operationId).toContain('Retry-After');
    }
  });

  it("keeps a default run's own valid requests under each limit (HAZARDS)", () => {
    for (const [op, raw] of marked) {
      const rule = readRateLimit(raw) as RateLimitRule;
      expect(HAZARDS[op.operationId]?.maxExamples ?? Infinity, op.operationId).toBeLessThan(rule.limit);
    }
  });

  it('reads a marker the checker cannot use as a problem', () => {
    expect(readRateLimit('5 per client')).toBe('x-rate-limit is not an object');
    expect(readRateLimit({ limit: 0, window: 'PT1M', key: 'client' })).toMatch(/limit/);
    expect(readRateLimit({ limit: 2, window: '10 minutes', key: 'client' })).toMatch(/window/);
    expect(readRateLimit({ limit: 2, window: 'PT1M', key: 'email' })).toMatch(/field/);
    expect(readRateLimit({ limit: 2, window: 'PT1M', key: 'account' })).toMatch(/key/);
  });
});

describe('durationSeconds', () => {
  it('reads days, hours, minutes and seconds, and nothing else', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.nat(48), fc.nat(120), fc.nat(120), (d, h, m, s) => {
        expect(durationSeconds(`P${d}DT${h}H${m}M${s}S`)).toBe(((d * 24 + h) * 60 + m) * 60 + s);
      }),
    );
    expect(durationSeconds('PT10M')).toBe(600);
    for (const bad of ['P', 'PT', 'P1Y', '10M', 'PT1.5M', 'pt10m'])
      expect(durationSeconds(bad), bad).toBeUndefined();
  });
});

describe('throwawayAddress', () => {
  it("is always in 198.18.0.0/15 (RFC 2544's benchmarking range), never a network or broadcast octet", () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        const octets = throwawayAddress(n).split('.').map(Number);
        expect(octets.slice(0, 2)).toSatisfy(([a, b]: number[]) => a === 198 && (b === 18 || b === 19));
        for (const octet of octets.slice(2)) expect(octet >= 1 && octet <= 254).toBe(true);
      }),
    );
  });
});

describe('Retry-After (RFC 9110 §10.2.3)', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  const window = 600;

  it('takes delay-seconds and an HTTP-date within the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: window }), (seconds) => {
        expect(retryAfterProblem(String(seconds), window, now)).toBeUndefined();
        expect(retryAfterProblem(new Date(now + seconds * 1000).toUTCString(), window, now)).toBeUndefined();
      }),
    );
  });

  it('refuses one past the window, in either form', () => {
    fc.assert(
      fc.property(fc.integer({ min: window + 3, max: 10 ** 6 }), (seconds) => {
        expect(retryAfterProblem(String(seconds), window, now)).toMatch(/past the 600 s window/);
        expect(retryAfterProblem(new Date(now + seconds * 1000).toUTCString(), window, now)).toMatch(/past/);
      }),
    );
  });

  it('reads the obsolete date forms a recipient must accept (RFC 9110 §5.6.7)', () => {
    const at = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(httpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(at);
    expect(httpDate('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(at);
    expect(httpDate('Sun Nov  6 08:49:37 1994')).toBe(at);
  });

  it('refuses what is neither form, and a missing one', () => {
    expect(retryAfterProblem(undefined, window, now)).toBe('no Retry-After');
    for (const bad of [
      '',
      '10s',
      '-5',
      '1.5',
      'in 10 minutes',
      'Fri, 31 Feb 2026 10:00:00 GMT',
      '2026-11-27T12:05:00Z',
    ])
      expect(retryAfterProblem(bad, window, now), bad).toMatch(/neither delay-seconds nor an HTTP-date/);
  });
});

describe('judgeProbe and its verdict', () => {
  const rule = (limit: number): RateLimitRule => ({
    limit,
    window: 'PT10M',
    windowSeconds: 600,
    key: { by: 'client' },
  });
  const accepted = (n: number) => Array.from({ length: n }, () => 201);

  it('passes a refusal right past the limit; fails one before it, or none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(30), (limit, before) => {
        const k = before % (limit + 1);
        const judgement = judgeProbe(limit, { statuses: [...accepted(k), 429], fresh: 201 });
        const verdict = enforcementVerdict(rule(limit), judgement);
        if (k === limit) expect(verdict).toEqual({ pass: true });
        else
          expect(verdict).toMatchObject({
            pass: false,
            seen: expect.stringMatching(`^429 after ${k} accepted`),
          });
        const never = judgeProbe(limit, { statuses: accepted(limit + 1) });
        expect(enforcementVerdict(rule(limit), never)).toMatchObject({ pass: false });
      }),
    );
    expect(enforcementVerdict(rule(5), judgeProbe(5, { statuses: accepted(6) }))).toEqual({
      pass: false,
      expected:
        'the first 5 requests accepted, the 6th refused 429 (x-rate-limit: 5 per client within PT10M)',
      seen: 'all 6 accepted: the limit is not enforced',
    });
  });

  it('judges nothing when the fresh identity is refused too, or a request was refused for its data', () => {
    expect(judgeProbe(5, { statuses: [201, 429], fresh: 429 })).toEqual({
      kind: 'identity-not-counted',
      accepted: 1,
    });
    expect(enforcementVerdict(rule(5), judgeProbe(5, { statuses: [201, 429], fresh: 429 }))).toBeNull();
    expect(judgeProbe(5, { statuses: [201, 400] })).toEqual({ kind: 'unjudged', at: 2, status: 400 });
    expect(enforcementVerdict(rule(2), judgeProbe(2, { statuses: [201, 201, 503] }))).toMatchObject({
      pass: false,
      seen: 'the 3rd answered 503',
    });
  });
});
