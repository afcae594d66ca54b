/**
 * Deliberate contract breakages ("proof that it catches faults"): `npm run mock -- --break NAME`
 * (or MOCK_BREAK=NAME, or `createMockApp({ breakage })`) starts the mock with one of them. Each is narrow (one
 * operation, one kind of answer) and names the conformance check that must catch it and the targeted run that
 * does (`operations`; `maxExamples` when the run must send every broken request the checker can make).
 * mock-server/qa/breakages-caught-*.test.ts run that targeted run against each, breakages.test.ts against the
 * healthy mock.
 * The hook that applies them is ./breakage-hook.ts; docs/conformance.md lists them.
 */
import type { Breakage } from './breakage-hook';
import { ANSWER_BREAKAGES } from './breakages-answers';
import { BEHAVIOUR_BREAKAGES } from './breakages-behaviour';
import { RULE_BREAKAGES } from './breakages-rules';
import { AUDIT_BREAKAGES } from './breakages-audit';
import { NOTIFICATION_BREAKAGES } from './breakages-notifications';
import { PROMISE_BREAKAGES } from './breakages-promises';
import { MEDIA_BREAKAGES } from './breakages-media';
import { REPLAY_BREAKAGES } from './breakages-replay';
import { BYTES_BREAKAGES } from './breakages-bytes';
import { AUTHZ_BREAKAGES, AUTHZ_PROBE_BREAKAGES } from './breakages-authz';
import { VIEW_BREAKAGES } from './breakages-views';
import { LIMIT_BREAKAGES } from './breakages-limits';
import { EXPOSURE_BREAKAGES } from './breakages-exposure';
import { RECENT_BREAKAGES } from './breakages-recent';
import { INTEROP_BREAKAGES } from './breakages-interop';

export type { Breakage } from './breakage-hook';

/** Every breakage, by the check that catches it: what the mock answers, how it behaves, the rules it breaks. */
export const BREAKAGES: Breakage[] = [
  ...ANSWER_BREAKAGES,
  ...BEHAVIOUR_BREAKAGES,
  ...RULE_BREAKAGES,
  ...AUDIT_BREAKAGES,
  ...NOTIFICATION_BREAKAGES,
  ...PROMISE_BREAKAGES,
  ...MEDIA_BREAKAGES,
  ...REPLAY_BREAKAGES,
  ...BYTES_BREAKAGES,
  ...AUTHZ_BREAKAGES,
  ...VIEW_BREAKAGES,
  ...LIMIT_BREAKAGES,
  ...EXPOSURE_BREAKAGES,
];

export function findBreakage(name: string): Breakage {
  // The probes' breakages, fault set 5 and the interop set are tested on their own (./breakages-authz.test.ts,
  // ./breakages-recent.test.ts, ./breakages-interop.test.ts) but started the same way.
  const breakage = [...BREAKAGES, ...AUTHZ_PROBE_BREAKAGES, ...RECENT_BREAKAGES, ...INTEROP_BREAKAGES].find(
    (b) => b.name === name,
  );
  if (!breakage) {
    throw new Error(`Unknown breakage "${name}". Known: ${BREAKAGES.map((b) => b.name).join(', ')}.`);
  }
  return breakage;
}
