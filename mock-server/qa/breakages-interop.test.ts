/**
 * The interop set (./breakages-interop.ts) judged as a held-out set is: a run targeted at each breakage's
 * operations with every default check, caught only when a failure of the breakage's check names its first
 * operation (for the FHIR API, the operation that hands its URL out); the healthy mock passes the same runs.
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../conformance/run';
import { MAX_EXAMPLES, startMock, TIMEOUT, withBreakageMocks } from './breakage-runs';
import { INTEROP_BREAKAGES } from './breakages-interop';

withBreakageMocks();

/** What the failure says, per breakage: the interaction or answer and Medplum's path and rule, or the row listed. */
const SEEN: Record<string, [RegExp, RegExp]> = {
  'fhir-search-bundle-without-type': [
    /search-type DiagnosticReport answers a valid FHIR R4 Bundle/,
    /Bundle\.type: Missing required property \(structure\)/,
  ],
  'fhir-report-status-outside-value-set': [
    /the FHIR API \(fhir\.baseUrl\): /,
    /\.status: Value "done" is not in the required value set .*diagnostic-report-status/,
  ],
  'fhir-report-without-status': [
    /the FHIR API \(fhir\.baseUrl\): /,
    /resource\.status: Missing required property \(structure\)/,
  ],
  'fhir-capabilities-without-kind': [
    /capabilities answers a valid FHIR R4 CapabilityStatement/,
    /CapabilityStatement\.kind: Missing required property/,
  ],
  'order-outcome-code-outside-issue-type': [
    /its 4\d\d answer is a valid FHIR R4 OperationOutcome/,
    /OperationOutcome\.issue\[0\]\.code: Value "bad-request" is not in the required value set .*issue-type/,
  ],
  'delivery-queued-for-disabled-endpoint': [
    /^no delivery of case-/,
    /^200: total 1, dlv-\d+ ORU\^R01 version 1 queued/,
  ],
  'backend-client-private-key-kept': [/^422: a key set with a private member is refused$/, /^201 /],
  'backend-client-past-ten': [/^409: the facility has 10 clients$/, /^201 /],
  'order-again-new-case': [
    /^200 with case case-\S+, created false: the same order again/,
    /^201 .*, created true$/,
  ],
  'order-change-ignored': [
    /^Conformance-\S+: a change updates its Draft's patient$/,
    /^getCase answers "Okafor"$/,
  ],
  'order-revoke-ignored': [/^Cancelled: a revoked order cancels its Draft$/, /^getCase answers "Draft"$/],
  'order-unknown-cancel-creates': [/^422: a cancel of a number never received$/, /^201 /],
  'order-cancel-after-send-out-acknowledged': [
    /^409: a cancel of an order whose case was sent out$/,
    /^200 /,
  ],
  'order-change-after-cancel-acknowledged': [/^409: a change of an order whose case was cancelled$/, /^200 /],
  'email-verification-tells-unknown': [
    /^the same answer for an email without an account as for an account's: \{"status":202/,
    /^202 .*"message":"No account uses this email; nothing was sent\."/,
  ],
  'consult-leader-leave-ends': [
    /^200 with \{"state":"Active","leaderId":"[^"]+"\}: the leader's leaving hands the lead/,
    /\{"state":"Ended","leaderId":/,
  ],
  'test-message-two-at-once': [/^409: a second test message while the first waits for its answer$/, /^200 /],
  'login-refuses-foreign-device-token': [
    /^200: a device token issued for another email \(\w+'s\) is ignored, never refused$/,
    /^401 /,
  ],
  'consult-invitee-listed-twice': [
    /^200, the consult as it was: an invitation sent again changes nothing$/,
    /^200 /,
  ],
  'consult-step-applied-again': [
    /^200 with \{"applied":0,"held":0,"lastSeq":\d+\}: a step at or below lastSeq/,
    /"applied":1/,
  ],
  'consult-gap-step-applied': [
    /^200 with \{"applied":0,"held":1,"lastSeq":\d+\}: a step beyond a gap is held/,
    /"held":0/,
  ],
  'consult-second-leave-moves-end': [/^200, the consult as it was: leaving twice changes nothing$/, /^200 /],
  'fhir-binary-without-content-type': [
    /read Binary answers a valid FHIR R4 Binary/,
    /Binary\.contentType: Missing required property/,
  ],
  'fhir-practitioner-not-found': [
    /^200 with a Practitioner: a reference the FHIR API answered resolves \(Practitioner\//,
    /^404 /,
  ],
  'consults-shown-to-blinded-reviewer': [
    /^403: a blinded QA reviewer of case-\S+ is refused its consults until graded$/,
    /^200 /,
  ],
  'consult-limit-drops-oldest': [/^422: the case holds 50 consults, ended ones counted$/, /^201 /],
  'consult-step-past-limit-held': [/^422: a step numbered past the log's 20,000 steps is refused$/, /^200 /],
  'retry-pending-delivery-requeued': [
    /^409: a delivery (queued|sent), not failed, is not sent again$/,
    /^200 /,
  ],
  'interface-host-name-never-resolved': [
    /^422 under hl7\.host: a host that does not resolve \(\.invalid, RFC 6761\)$/,
    /^200 /,
  ],
  'interface-host-resolved-not-judged': [
    /^localhost judged by the address it resolves to, as 127\.0\.0\.1 was: 422 /,
    /^200 /,
  ],
  'addendum-delivery-for-disabled-endpoint': [
    /^no delivery of case-/,
    /^200: total 1, dlv-\d+ ORU\^R01 version 2 queued/,
  ],
};

const run = (baseUrl: string, operations: string[]) =>
  runConformance({ baseUrl, operations, maxExamples: MAX_EXAMPLES, seed: 13 });

describe('the interop set', () => {
  it.each(INTEROP_BREAKAGES)(
    '--break $name fails a default run: $check names its operation',
    async (breakage) => {
      const mock = await startMock(breakage.name);
      const report = await run(mock.baseUrl, breakage.operations);
      await mock.stop();
      const named = report.failures.filter(
        (f) => f.operationId === breakage.operations[0] && f.check === breakage.check,
      );
      expect(named.length, `${breakage.name}: ${breakage.breaks}`).toBeGreaterThan(0);
      const [expected, seen] = SEEN[breakage.name]!;
      expect(named.some((f) => expected.test(f.expected) && seen.test(f.seen))).toBe(true);
      expect(named[0]!.curl).toMatch(new RegExp(`^curl .* '${mock.baseUrl}/`));
    },
    TIMEOUT * 2,
  );

  it(
    'passes on the healthy mock, the same operations',
    async () => {
      const mock = await startMock();
      const operations = [...new Set(INTEROP_BREAKAGES.flatMap((b) => b.operations))];
      const report = await run(mock.baseUrl, operations);
      await mock.stop();
      expect(report.failures).toEqual([]);
    },
    TIMEOUT * 4,
  );
});
