/**
 * Breakages of the rules the contract states in words (./breakages.ts; conformance/rules/): each makes the mock
 * break one rule for one operation, so the rule's check is shown to fail when it should.
 */
import type { Breakage } from './breakage-hook';
import { CI_BREAKAGES } from './breakages-ci';

export const RULE_BREAKAGES: Breakage[] = [...CI_BREAKAGES];
