/**
 * `--scratch-facility email:password` (decision 141): an account of a facility a team sets aside for the run.
 * The irreversible operations that act on the caller's own facility (`x-irreversible` and no record in their path:
 * rotate its FHIR credential, save its endpoint, send it a test message) are held back for the run's found
 * facility accounts (./harm.ts); with a scratch facility they are sent, valid, as it, and judged like any other.
 * Its facility's credential, endpoint and messages are then the run's to change, and CLEAN-UP lists what was done.
 */
import { logIn, type Account } from './auth';
import { positiveDataAcceptance } from './checks/verdicts';
import { ALSO_ACCEPTED } from './config';
import type { RunContext } from './context';
import { sendCase } from './context';
import { generateCases } from './generate/cases';
import { irreversibleReason, SCRATCH_FACILITY } from './harm';

/** Logs the scratch facility in under its own token key; a warning (and nothing sent as it) when it cannot. */
export async function logInScratch(context: RunContext, account: Omit<Account, 'role'>): Promise<boolean> {
  const problem = await logIn(context.client, context.operations, { ...account, role: SCRATCH_FACILITY });
  if (problem) context.results.warnings.push(`--scratch-facility: ${problem}`);
  return !problem;
}

/** The selected account-level irreversible operations a facility may call, sent valid as the scratch facility. */
export async function runAsScratch(context: RunContext): Promise<void> {
  const facilityRoles = ['MedicalFacility', 'Facility_NP'];
  for (const operation of context.operations) {
    if (!context.results.operations.has(operation.operationId)) continue;
    if (!irreversibleReason(context.doc, operation) || operation.path.includes('{')) continue;
    if (operation.roles && !operation.roles.some((role) => facilityRoles.includes(role))) continue;
    const cases = generateCases({
      operation,
      doc: context.doc,
      schemas: context.schemas,
      auth: { role: SCRATCH_FACILITY },
      bindings: [],
      seed: context.seed,
      maxExamples: 1,
    });
    const also = ALSO_ACCEPTED[operation.operationId]?.statuses ?? [];
    for (const generated of [...cases.examples, ...cases.positive].slice(0, 2)) {
      const exchange = await sendCase(context, operation, generated);
      context.results.record(
        operation,
        'positive_data_acceptance',
        positiveDataAcceptance(exchange, also),
        exchange,
      );
    }
  }
}
