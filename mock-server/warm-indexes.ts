/**
 * The indexes the pages read first, made once the mock answers instead of on the first read of each.
 * At 250× the seed a first read made its index in the request: the admin case list's first page took 0.9 s, the
 * dashboard's 0.5 s, and what those builds left behind stayed in the heap (the
 * collector's next limit was set at the start, from less). Each step runs in its own task, so a request that
 * arrives meanwhile waits for one step at most; full collections, as after the load (./memory.ts), follow the
 * cases' steps and the last (decision 122).
 */
import { billingIndex } from './billing/billing-index';
import { caseIndex } from './cases/case-index';
import { dueClock } from './cases/turnaround';
import { dashboardFigures } from './dashboard/running-totals';
import { warmOrderValidation } from './interop/fhir-validate';
import { collectLoadGarbage } from './memory';
import { taskIndex } from './tasks/task-index';

/** A step that collects the garbage of the steps before it (the peak stays lower than one collection at the end). */
export const COLLECT = Symbol('collect');

/** What the pages read on their first view: the lists in their default and worklist orders, search, dashboard (the audit trail is read by query, ./audit/trail-query.ts); and the order intake's first validation. */
export const WARM_STEPS: ReadonlyArray<(() => unknown) | typeof COLLECT> = [
  () => caseIndex.order('createdAt'),
  () => caseIndex.order('urgency'),
  () => caseIndex.readySearch(),
  COLLECT,
  () => dashboardFigures(dueClock()),
  () => billingIndex.order('createdAt'),
  () => taskIndex.order('createdAt'),
  // The order intake's R4 definitions: a facility system's first order no longer indexes them in its request.
  warmOrderValidation,
];

const nextTask = () => new Promise((resolve) => setImmediate(resolve));

/** Runs each step in a task of its own, then collects the garbage they left. */
export async function warmIndexes(steps = WARM_STEPS, collect: () => void = collectLoadGarbage) {
  for (const step of steps) {
    await nextTask();
    if (step === COLLECT) collect();
    else step();
  }
  collect();
}
