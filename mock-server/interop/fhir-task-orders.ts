/**
 * A Task-centred order (decision 137), as FHIR-first laboratory systems send one: a `Task` (intent `order`, status
 * `requested`) `basedOn` the order's ServiceRequest and `for` its Patient, with the ServiceRequest, Patient and
 * Specimens beside it in the Bundle (or contained in a Task posted alone). Pure: the Task is checked here, then
 * the order is read by the one mapping of a ServiceRequest order (order-bundle.ts), so both paths end in the same
 * order input, case and idempotency (the placer order number). A Task `cancelled` cancels its order, as a revoked
 * ServiceRequest does (decision 118).
 */
import type {
  Bundle,
  BundleEntry,
  OperationOutcomeIssue,
  Reference,
  Resource,
  ServiceRequest,
  Task,
} from '@medplum/fhirtypes';
import { identifiersAsSent, orderFromBundle, partyAsSent, resolve } from './order-bundle';
import type { IncomingOrder } from './order-input';

export const TASK_ORDER_MESSAGES = {
  oneTask: 'The Bundle holds at most one Task: the order.',
  intent: 'The Task’s intent must be order: PathBridge fulfils orders.',
  status: 'A new order’s Task has status requested (cancelled to cancel it).',
  basedOn: 'The Task’s basedOn must reference the order’s ServiceRequest in the Bundle.',
  for: 'The Task’s for must reference the ServiceRequest’s subject, a Patient in the Bundle.',
  focus: 'The Task’s focus must be the order’s ServiceRequest or one of its Specimens in the Bundle.',
  missing: (reference: string) =>
    `${reference} is neither in the request nor contained in the Task: post the Task with its ServiceRequest, ` +
    'Patient and Specimens in a transaction to the FHIR base, or contain them in the Task.',
} as const;

const problem = (
  code: OperationOutcomeIssue['code'],
  expression: string,
  diagnostics: string,
): OperationOutcomeIssue => ({ severity: 'error', code, diagnostics, expression: [expression] });

const indexesOf = (entries: BundleEntry[], type: Resource['resourceType']) =>
  entries.flatMap((entry, index) => (entry.resource?.resourceType === type ? [index] : []));

/** Whether the Bundle holds a Task: the order is then Task-centred and needs `system/Task.c`. */
export const holdsTask = (bundle: Bundle) => indexesOf(bundle.entry ?? [], 'Task').length > 0;

/**
 * The order a valid R4 Bundle holds, whether Task-centred or a ServiceRequest alone, or the problems that keep it
 * from being a case (HTTP 422). A Task order's Task identifiers, requester and owner are kept with the order's
 * origin, which the Task PathBridge answers with echoes.
 */
export function orderOfBundle(bundle: Bundle): IncomingOrder {
  const entries = bundle.entry ?? [];
  const tasks = indexesOf(entries, 'Task');
  if (!tasks.length) return orderFromBundle(bundle);
  if (tasks.length > 1)
    return { ok: false, problems: [problem('structure', 'Bundle.entry', TASK_ORDER_MESSAGES.oneTask)] };
  const at = `Bundle.entry[${tasks[0]!}].resource`;
  const task = entries[tasks[0]!]!.resource as Task;
  const problems: OperationOutcomeIssue[] = [];
  if (task.intent !== 'order') problems.push(problem('value', `${at}.intent`, TASK_ORDER_MESSAGES.intent));
  const cancel = task.status === 'cancelled';
  if (task.status !== 'requested' && !cancel)
    problems.push(problem('value', `${at}.status`, TASK_ORDER_MESSAGES.status));
  const requests = indexesOf(entries, 'ServiceRequest');
  const request = requests.length === 1 ? requests[0]! : -1;
  const targets = (references: Reference[] | undefined) => (references ?? []).map((r) => resolve(entries, r));
  if (request < 0 || !targets(task.basedOn).includes(request))
    problems.push(problem('required', `${at}.basedOn`, TASK_ORDER_MESSAGES.basedOn));
  const subject = request < 0 ? -1 : resolve(entries, (entries[request]!.resource as ServiceRequest).subject);
  const patient = resolve(entries, task.for);
  if (patient < 0 || patient !== subject || entries[patient]!.resource?.resourceType !== 'Patient')
    problems.push(problem('required', `${at}.for`, TASK_ORDER_MESSAGES.for));
  const focus = task.focus && resolve(entries, task.focus);
  if (
    focus !== undefined &&
    focus !== request &&
    !(focus >= 0 && entries[focus]!.resource?.resourceType === 'Specimen')
  )
    problems.push(problem('required', `${at}.focus`, TASK_ORDER_MESSAGES.focus));

  // A cancelled Task cancels its order, as a revoked ServiceRequest does: the one rule in order-bundle.ts.
  const order = orderFromBundle(
    cancel && request >= 0
      ? {
          ...bundle,
          entry: entries.map((entry, index) =>
            index === request
              ? { ...entry, resource: { ...(entry.resource as ServiceRequest), status: 'revoked' } }
              : entry,
          ),
        }
      : bundle,
  );
  if (!order.ok || problems.length)
    return { ok: false, problems: [...problems, ...(order.ok ? [] : order.problems)] };
  if (order.control === 'cancel') return order;
  return {
    ...order,
    origin: {
      ...order.origin,
      fhir: order.origin.fhir && {
        ...order.origin.fhir,
        task: {
          identifiers: identifiersAsSent(task.identifier),
          requester: partyAsSent(task.requester),
          owner: partyAsSent(task.owner),
        },
      },
    },
  };
}

/**
 * A Task posted alone (POST /fhir/R4/Task) as the Bundle of its order: the Task and the resources it contains,
 * each at its local reference (`#id`), which the Task's and the ServiceRequest's references name. A reference to
 * anything else (outside the request) is a problem naming it: PathBridge reads an order whole.
 */
export function bundleOfTask(
  task: Task,
): { ok: true; bundle: Bundle } | { ok: false; problems: OperationOutcomeIssue[] } {
  const { contained = [], ...bare } = task;
  const entry: BundleEntry[] = [
    { resource: bare },
    ...contained.map((resource) => ({ fullUrl: `#${resource.id ?? ''}`, resource })),
  ];
  const local = (reference: Reference | undefined) =>
    !reference?.reference || reference.reference.startsWith('#');
  const outside = [
    ...(task.basedOn ?? []).map((reference, i) => [`Task.basedOn[${i}]`, reference] as const),
    ['Task.for', task.for] as const,
    ['Task.focus', task.focus] as const,
  ].filter(([, reference]) => reference && !local(reference));
  if (outside.length)
    return {
      ok: false,
      problems: outside.map(([at, reference]) =>
        problem('not-found', at, TASK_ORDER_MESSAGES.missing(reference!.reference!)),
      ),
    };
  return { ok: true, bundle: { resourceType: 'Bundle', type: 'collection', entry } };
}
