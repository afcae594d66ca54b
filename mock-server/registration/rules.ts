/**
 * The registration rules a schema cannot say on its own (openapi.yaml: RegionState, Subspecialties,
 * LicensedStates), answered 422 with a message per field:
 * - the state follows the country: a US state or territory code for US, a Canadian province or territory code
 *   for Canada (required for both), free text or nothing for Other;
 * - subspecialties by name from /api/reference/subspecialties, licensed states by USPS code from
 *   /api/reference/us-states, each at most once;
 * - a Pathology provider is licensed in at least one state.
 */
import { SENTENCES } from '../../contracts';
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { stateErrors } from '../enquiries/rules';
import { SUBSPECIALTIES, US_STATES } from '../reference/data';

type Country = z.infer<typeof schemas.zCountry>;
type Specialty = z.infer<typeof schemas.zSpecialty>;

export const LICENSE_REQUIRED_MESSAGE = SENTENCES.registration.licenceStateMissing;

const SUBSPECIALTY_NAMES = new Set(SUBSPECIALTIES.map((entry) => entry.value));
const US_STATE_CODES = new Set(US_STATES.map((entry) => entry.value));

/** Messages for the entries of a list that are unknown or repeated; empty when every entry is fine. */
function listProblems(
  values: readonly string[],
  known: ReadonlySet<string>,
  unknown: (value: string) => string,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    if (!known.has(value)) problems.push(unknown(value));
    else if (seen.has(value)) problems.push(`${value} is listed more than once.`);
    seen.add(value);
  }
  return [...new Set(problems)];
}

/** What a registration will hold once the request is applied (for an update: the record with the changes). */
export interface RegistrationFacts {
  country: Country;
  state?: string | null | undefined;
  /** Check the state (a create always; an update when it sends the country or the state). */
  checkState: boolean;
  specialty?: Specialty | null;
  subspecialties?: readonly string[] | undefined;
  licensedStates?: readonly string[] | undefined;
  /** Check that a Pathology provider keeps a licensed state (a create always; an update when it sends either). */
  checkLicense?: boolean;
}

/** 422 field messages for the rules above; empty when the registration is fine. */
export function registrationRuleErrors(facts: RegistrationFacts): Record<string, string[]> {
  const errors: Record<string, string[]> = facts.checkState ? stateErrors(facts.country, facts.state) : {};
  if (facts.subspecialties) {
    const problems = listProblems(
      facts.subspecialties,
      SUBSPECIALTY_NAMES,
      (name) => `${name} is not a pathology subspecialty.`,
    );
    if (problems.length) errors.subspecialties = problems;
  }
  if (facts.licensedStates) {
    const problems = listProblems(
      facts.licensedStates,
      US_STATE_CODES,
      (code) => `${code} is not a US state or territory.`,
    );
    if (problems.length) errors.licensedStates = problems;
  }
  if (facts.checkLicense && facts.specialty === 'Pathology' && !facts.licensedStates?.length) {
    errors.licensedStates ??= [LICENSE_REQUIRED_MESSAGE];
  }
  return errors;
}

/** A state as stored: trimmed, and null when empty (an update clears it with ''). */
export const storedState = (state: string | null | undefined) => state?.trim() || null;
