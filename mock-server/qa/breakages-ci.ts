/**
 * Breakages for the checker's second pass (./breakages.ts): an answer slower than the run's limit
 * (max_response_time, opt-in: its targeted run passes the limit), and error answers broken as a gateway or a
 * framework's defaults break them — a 404 as an HTML page, a 401 as plain text, a 403 outside the ErrorEnvelope —
 * to show that 4xx answers are judged as strictly as successes.
 */
import { normalizeRole } from '../../contracts';
import { sessionUser, type Breakage, type BrokenAnswer } from './breakage-hook';

/** What a web server's or gateway's default error page looks like. */
const page = (status: number, type: string, text: string): BrokenAnswer => ({
  status,
  headers: { 'content-type': `${type}; charset=utf-8` },
  body: Buffer.from(text),
});

// The error answers come from requests every run sends once (the unknown-id probe, no token, a role outside
// x-roles): one example each is enough, and keeps their healthy run short.
export const CI_BREAKAGES: Breakage[] = [
  {
    name: 'slow-answer',
    breaks: 'getMyProviderProfile answers the Provider after 2 s (the run allows 1 s)',
    check: 'max_response_time',
    operations: ['getMyProviderProfile'],
    options: { maxResponseTimeMs: 1000 },
    effects: () => [
      {
        operationId: 'getMyProviderProfile',
        when: (r) => normalizeRole(sessionUser(r.headers.authorization)?.role ?? '') === 'Provider',
        delayMs: 2000,
      },
    ],
  },
  {
    name: 'not-found-as-html',
    breaks: "getBillingRecord answers an unknown id's 404 as an HTML page (text/html)",
    check: 'content_type_conformance',
    operations: ['getBillingRecord'],
    maxExamples: 1,
    effects: () => [
      {
        operationId: 'getBillingRecord',
        response: (a) =>
          a.status === 404
            ? page(404, 'text/html', '<!doctype html><title>404 Not Found</title><h1>Not Found</h1>')
            : a,
      },
    ],
  },
  {
    name: 'unauthorized-as-text',
    breaks: 'listBillingRecords answers 401 as text/plain (Unauthorized), not in the ErrorEnvelope',
    check: 'content_type_conformance',
    operations: ['listBillingRecords'],
    maxExamples: 1,
    effects: () => [
      {
        operationId: 'listBillingRecords',
        response: (a) => (a.status === 401 ? page(401, 'text/plain', 'Unauthorized') : a),
      },
    ],
  },
  {
    name: 'forbidden-outside-envelope',
    breaks:
      'listAccounts answers 403 with a JSON body that is not the ErrorEnvelope ({"error": "Forbidden"})',
    check: 'response_schema_conformance',
    operations: ['listAccounts'],
    maxExamples: 1,
    effects: () => [
      {
        operationId: 'listAccounts',
        response: (a) =>
          a.status === 403
            ? { status: 403, headers: { 'content-type': 'application/json' }, json: { error: 'Forbidden' } }
            : a,
      },
    ],
  },
];
