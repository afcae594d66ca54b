/** A Task-centred order as FHIR-first laboratory systems send one (decision 137): for the mock's tests. */
import type { Bundle, Task } from '@medplum/fhirtypes';
import { orderBundle } from './order-bundle';

/** The Task's identifier system in these orders (the hospital's own). */
export const TASK_SYSTEM = 'urn:oid:2.16.840.1.113883.3.1234.9';

/** The Task of the example order (orderBundle's ServiceRequest, Patient and Specimens), by their fullUrls. */
export function taskOf(bundle: Bundle, taskId: string): Task {
  const [request, patient] = bundle.entry!;
  return {
    resourceType: 'Task',
    identifier: [{ system: TASK_SYSTEM, value: taskId }],
    status: 'requested',
    intent: 'order',
    basedOn: [{ reference: request!.fullUrl! }],
    focus: { reference: request!.fullUrl! },
    for: { reference: patient!.fullUrl! },
    authoredOn: '2026-11-26T10:00:00-05:00',
    requester: {
      identifier: { system: 'urn:oid:2.16.840.1.113883.4.6', value: '1234567893' },
      display: 'Dr. Ada Obi',
    },
    owner: { display: 'PathBridge' },
  };
}

/** The example order as a transaction holding its Task: each entry a POST of its resource, the Task first. */
export function taskTransaction(
  placer: string,
  taskId = `T-${placer}`,
  change: (task: Task) => void = () => {},
): Bundle {
  const bundle = orderBundle(placer);
  const task = taskOf(bundle, taskId);
  change(task);
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [
      { fullUrl: 'urn:uuid:9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', resource: task },
      ...bundle.entry!,
    ].map((entry) => ({ ...entry, request: { method: 'POST', url: entry.resource!.resourceType } })),
  };
}

/** The example order as a Task posted alone, its ServiceRequest, Patient and Specimens contained. */
export function containedTask(placer: string, taskId = `T-${placer}`): Task {
  const bundle = orderBundle(placer);
  const local = new Map(bundle.entry!.map((entry, i) => [entry.fullUrl!, `#r${i}`]));
  const relink = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value), (key, v: unknown) =>
      key === 'reference' && typeof v === 'string' ? (local.get(v) ?? v) : v,
    ) as T;
  const task = relink(taskOf(bundle, taskId));
  return {
    ...task,
    contained: bundle.entry!.map((entry, i) => ({
      ...relink(entry.resource!),
      id: `r${i}`,
    })),
  };
}
