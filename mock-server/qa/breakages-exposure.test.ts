/**
 * What no answer may hand out (decision 160): each breakage of ./breakages-exposure.ts is caught by its targeted
 * run, with a failure of its check naming the operation and a curl line; the same runs pass on the healthy mock.
 */
import { describe, expect, it } from 'vitest';
import { startMock, targeted, TIMEOUT, withBreakageMocks } from './breakage-runs';
import { EXPOSURE_BREAKAGES } from './breakages-exposure';
import type { Breakage } from './breakage-hook';

withBreakageMocks();

/** What the failure says it saw, per breakage: the header named back, the hash, the old credential taken. */
const SEEN: Record<string, RegExp> = {
  'cors-reflects-origin':
    /^Access-Control-Allow-Origin: https:\/\/attacker\.example, Access-Control-Allow-Credentials: true/,
  'user-answer-has-password-hash':
    /\/data\/passwordHash: a field named like a secret .*; \/data\/passwordHash holds a password hash/,
  'rotated-credential-still-works': /^20[01] /,
  'removed-client-token-still-works': /^200 /,
  'fhir-cors-any-origin':
    /^Access-Control-Allow-Origin: https:\/\/attacker\.example, Access-Control-Allow-Credentials: true/,
  'token-error-echoes-secret':
    /\/error_description holds a secret the run sent \(client_secret\).*a secret the run sent \(client_assertion\)/,
  'tus-cors-any-origin':
    /^Access-Control-Allow-Origin: https:\/\/attacker\.example, Access-Control-Allow-Credentials: true/,
};

/** Which surface outside the contract a failure names, per breakage on one. */
const SURFACE: Record<string, RegExp> = {
  'fhir-cors-any-origin': /^the FHIR API \(fhir\.baseUrl\): /,
  'token-error-echoes-secret': /^the FHIR token endpoint \(fhir\.tokenUrl\): /,
  'tus-cors-any-origin': /^a tus upload URL \(uploadUrl\): any origin, without credentials/,
};

describe('what no answer may hand out', () => {
  it.each(EXPOSURE_BREAKAGES)(
    '--break $name is caught by $check, naming the operation',
    async (breakage: Breakage) => {
      const mock = await startMock(breakage.name);
      const report = await targeted(mock.baseUrl, [breakage.check], breakage.operations, 2);
      await mock.stop();
      expect(report.ok).toBe(false);
      const caught = report.failures.filter((f) => f.check === breakage.check);
      expect(new Set(caught.map((f) => f.operationId))).toEqual(new Set([breakage.operations[0]]));
      expect(caught[0]!.seen).toMatch(SEEN[breakage.name]!);
      if (SURFACE[breakage.name]) expect(caught[0]!.expected).toMatch(SURFACE[breakage.name]!);
      expect(caught[0]!.curl).toMatch(new RegExp(`^curl .* '${mock.baseUrl}/`));
    },
    TIMEOUT,
  );

  it(
    'pass on the healthy mock',
    async () => {
      const mock = await startMock();
      const checks = [...new Set(EXPOSURE_BREAKAGES.map((b) => b.check))];
      const operations = [...new Set(EXPOSURE_BREAKAGES.flatMap((b) => b.operations))];
      const report = await targeted(mock.baseUrl, checks, [...operations, 'removeBackendServiceClient'], 2);
      await mock.stop();
      expect(report.failures).toEqual([]);
      const judged = (id: string, check: string) =>
        report.operations.find((op) => op.operationId === id)?.checks[check as 'token_revocation']?.passed ??
        0;
      // rotateFhirCredential: the old credential refused twice, the new one read with; the removed client's token
      // refused twice.
      expect(judged('rotateFhirCredential', 'token_revocation')).toBe(3);
      expect(judged('removeBackendServiceClient', 'token_revocation')).toBe(2);
      expect(judged('getCurrentUser', 'cors_as_declared')).toBeGreaterThan(0);
      expect(judged('getUser', 'no_secret_in_answer')).toBeGreaterThan(0);
      // Its own preflight and GET, then the FHIR API's three probes and the token endpoint's two; the tus URL's
      // preflight and an upload's POST, HEAD, PATCH and DELETE.
      expect(judged('getMyFacilityInterfaces', 'cors_as_declared')).toBe(7);
      expect(judged('createSlideUpload', 'cors_as_declared')).toBeGreaterThanOrEqual(5);
    },
    2 * TIMEOUT,
  );
});
