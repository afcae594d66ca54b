/**
 * Breakages of the rules the contract states in words (./breakages.ts; conformance/rules/): each makes the mock
 * break one rule for one operation, so the rule's check is shown to fail when it should.
 */
import type { Breakage } from './breakage-hook';
import { CI_BREAKAGES } from './breakages-ci';
import { RULESA_BREAKAGES } from './breakages-rulesa';
import { RULESB_BREAKAGES } from './breakages-rulesb';
import { RULESC_BREAKAGES } from './breakages-rulesc';

export const RULE_BREAKAGES: Breakage[] = [
  ...RULESA_BREAKAGES,
  ...RULESB_BREAKAGES,
  ...RULESC_BREAKAGES,
  ...CI_BREAKAGES,
];
