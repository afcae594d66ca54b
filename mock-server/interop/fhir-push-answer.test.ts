/** How a FHIR server's answer to a pushed transaction is judged (decision 139), as properties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFhirAnswer, retryAfterMs } from './fhir-push-answer';

const response = (statuses: string[]) => ({
  resourceType: 'Bundle',
  type: 'transaction-response',
  entry: statuses.map((status) => ({ response: { status } })),
});
const success = fc.constantFrom('200 OK', '201 Created', '204');

describe('readFhirAnswer', () => {
  it('acknowledges only a 200 or 201 transaction-response whose every entry succeeded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(200, 201),
        fc.array(success, { minLength: 1, maxLength: 8 }),
        (status, entries) => {
          expect(readFhirAnswer(status, 'OK', response(entries))).toEqual({
            outcome: 'acknowledged',
            ackCode: String(status),
            ackText: `${status} OK`,
          });
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }).filter((status) => status !== 200 && status !== 201),
        fc.array(success, { maxLength: 4 }),
        (status, entries) => {
          const answer = readFhirAnswer(status, 'Whatever', response(entries));
          expect(answer.outcome).toBe('rejected');
          expect(answer.ackCode).toBe(String(status));
          expect(answer.ackText!.startsWith(`${status} Whatever`)).toBe(true);
        },
      ),
    );
  });

  it('a 200 with a failed entry, no entries or another body is rejected, saying which', () => {
    fc.assert(
      fc.property(fc.array(success, { maxLength: 4 }), fc.integer({ min: 300, max: 599 }), (ok, bad) => {
        expect(readFhirAnswer(200, 'OK', response([...ok, String(bad)])).outcome).toBe('rejected');
      }),
    );
    expect(readFhirAnswer(200, 'OK', response([]))).toMatchObject({
      ackText: '200 OK, but it had no entries.',
    });
    expect(readFhirAnswer(200, 'OK', { resourceType: 'Patient' })).toMatchObject({
      outcome: 'rejected',
      ackText: '200 OK: the answer was not a transaction-response Bundle.',
    });
    const failedEntry = {
      ...response(['201 Created']),
      entry: [
        { response: { status: '201 Created' } },
        {
          response: {
            status: '422 Unprocessable Entity',
            outcome: {
              resourceType: 'OperationOutcome',
              issue: [{ severity: 'error', code: 'invalid', diagnostics: 'Unknown code' }],
            },
          },
        },
      ],
    };
    expect(readFhirAnswer(200, 'OK', failedEntry).ackText).toBe(
      '200 OK, but an entry answered 422 Unprocessable Entity: Unknown code',
    );
  });

  it('keeps the first issue as text, bounded, without control characters or the token', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 2000 }),
        fc.string({ minLength: 8, maxLength: 40 }),
        (said, token) => {
          const outcome = {
            resourceType: 'OperationOutcome',
            issue: [{ severity: 'error', code: 'exception', diagnostics: `${said}${token}${said}` }],
          };
          const { ackText } = readFhirAnswer(500, 'Internal Server Error', outcome, token);
          expect(ackText!.length).toBeLessThanOrEqual(500);
          expect(ackText).not.toMatch(/\p{Cc}/u);
          expect(ackText).not.toContain(token);
        },
      ),
    );
    expect(readFhirAnswer(302, 'Found', undefined).ackText).toBe(
      '302 Found: redirects are not followed; save the URL it points to.',
    );
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400 }), (s) => retryAfterMs(String(s), 0) === s * 1000),
    );
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterMs('Sat, 28 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });
});
