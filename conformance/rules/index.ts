/**
 * Rules the contract states in words, checked in stateful runs. Each rule reads what it needs from the
 * contract's x- extensions (documented in docs/conformance.md, "Rules the contract states in words"), sends
 * its own requests through the run's client (so every answer is also judged by the response checks) and records
 * its verdicts under its own check name, per operation, so each rule has its own line in the report.
 */
import type { RunContext } from '../context';
import type { CheckName } from '../types';
import { deletedLeavesList } from './deleted-leaves-list';
import { paginationConsistency } from './pagination-consistency';
import { signedUrlIntegrity } from './signed-url-integrity';
import { slideBytes } from './slide-bytes';
import { tokenRevocation } from './token-revocation';
import { stateTransitions } from './state-transitions';
import { enumExact } from './enum-exact';
import { maxLengthRefused } from './max-length-refused';
import { patchChangesOnlySent } from './patch-changes-only-sent';
import { unicodeRoundTrip } from './unicode-round-trip';
import { ownerOnly } from './owner-only';
import { roleViewKept } from './role-view';
import { appendOnly } from './append-only';
import { refusalAsListed } from './refusal-as-listed';
import { eventStreamConformance } from './event-stream';
import { heartbeatJudge, heartbeatWatch } from './event-stream-heartbeat';
import { writeReadBack } from './write-read-back';
import { linksFollowed } from './links-followed';
import { tenantIsolation } from './tenant-isolation';
import { rateLimits } from './rate-limits';
import { deleteWhileExists } from './delete-while-exists';
import { tenantBodyIds } from './tenant-body-ids';
import { idempotencyReplay } from './idempotency-replay';
import { headerLinksFollowed } from './header-links-followed';
import { corsAsDeclared } from './cors-probe';
import { credentialRevocation } from './credential-revocation';
import { clientLimitKept, privateKeySetRefused } from './backend-client-rules';
import { orderIntakeRules } from './order-intake-rules';
import { accountExistenceHidden } from './account-existence-hidden';
import { testMessageOneAtATime } from './test-message-one-at-a-time';
import { destinationNamesJudged } from './destination-names-judged';
import { deviceTokenIgnored } from './device-token-ignored';
import { loginFailuresJudged } from './login-failures-judged';
import { consultReplays } from './consult-replays';
import { consultLimitKept } from './consult-limit-kept';
import { consultsRefusedWhileBlinded } from './consults-refused-while-blinded';
import { fhirReferencesRead } from './fhir-references';
import { settingRequired } from './setting-required';
import { deliveriesFollowEndpoint } from './deliveries-follow-endpoint';
import { retryOnlyFailed } from './retry-only-failed';
import { outsideCorsProbes, outsideSecretProbes } from './outside-exposure';

export interface Rule {
  check: CheckName;
  /** 'last': after every other operation (it revokes tokens or changes passwords). */
  phase: 'early' | 'last';
  /** It creates or changes records: a read-only run skips it. */
  writes: boolean;
  run(context: RunContext): Promise<void>;
}

/** Every rule, in the order they run within their phase. */
export const RULES: Rule[] = [
  heartbeatWatch,
  deviceTokenIgnored,
  loginFailuresJudged,
  accountExistenceHidden,
  consultsRefusedWhileBlinded,
  idempotencyReplay,
  deletedLeavesList,
  paginationConsistency,
  signedUrlIntegrity,
  slideBytes,
  stateTransitions,
  settingRequired,
  patchChangesOnlySent,
  maxLengthRefused,
  unicodeRoundTrip,
  enumExact,
  ownerOnly,
  roleViewKept,
  appendOnly,
  refusalAsListed,
  eventStreamConformance,
  heartbeatJudge,
  linksFollowed,
  headerLinksFollowed,
  writeReadBack,
  tenantIsolation,
  deleteWhileExists,
  tenantBodyIds,
  corsAsDeclared,
  outsideCorsProbes,
  outsideSecretProbes,
  deliveriesFollowEndpoint,
  retryOnlyFailed,
  consultReplays,
  consultLimitKept,
  fhirReferencesRead,
  orderIntakeRules,
  testMessageOneAtATime,
  destinationNamesJudged,
  privateKeySetRefused,
  clientLimitKept,
  credentialRevocation,
  tokenRevocation,
  rateLimits,
];

/** Runs the selected rules of a phase; a rule that writes is skipped (and says so) in a read-only run. */
export async function runRules(context: RunContext, phase: Rule['phase']): Promise<void> {
  for (const rule of RULES) {
    if (rule.phase !== phase || !context.results.has(rule.check)) continue;
    if (rule.writes && context.readOnly) {
      for (const operationId of context.results.operations.keys())
        context.results.skip(operationId, rule.check, 'a read-only run sends no rule that writes');
      continue;
    }
    const started = Date.now();
    const before = context.client.requests();
    await rule.run(context);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    context.log(`rule ${rule.check}: ${context.client.requests() - before} requests (${seconds} s)`);
  }
}
