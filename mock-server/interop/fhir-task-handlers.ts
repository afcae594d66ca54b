/**
 * A Task-centred order posted alone (POST /fhir/R4/Task, decision 137): the Task with its ServiceRequest, Patient
 * and Specimens contained in it, read by the same checks and intake as every FHIR order (order-handlers.ts,
 * fhir-task-orders.ts). Answers as R4's create does: `201 Created` with the Task and its Location for an order new to
 * PathBridge, `200 OK` with the same Task for one it had; a problem is an OperationOutcome and nothing is made. A
 * Task whose references point outside the request is refused naming each (the transaction shape is the one that
 * carries them beside it).
 */
import type { OperationOutcomeIssue, Task } from '@medplum/fhirtypes';
import { http } from 'msw';
import { simulateLatency } from '../http/operation';
import { fhirAnswer, outcome } from './fhir-http';
import { taskIdOf, taskOfCase } from './fhir-task';
import { bundleOfTask, orderOfBundle } from './fhir-task-orders';
import { readOrderBody, refusal } from './order-handlers';
import { receiveOrder } from './order-input';
import { requestAddress } from '../http/client-address';

/** An issue of the order read as a Bundle, named where it is in the posted Task (its contained resources). */
const inTask = (issue: OperationOutcomeIssue): OperationOutcomeIssue => ({
  ...issue,
  expression: issue.expression?.map((at) =>
    at
      .replace(/^Bundle\.entry\[0\]\.resource/, 'Task')
      .replace(/^Bundle\.entry\[(\d+)\]\.resource/, (_, n: string) => `Task.contained[${Number(n) - 1}]`)
      .replace(/^Bundle\.entry$/, 'Task.contained'),
  ),
});

export const fhirTaskHandlers = [
  http.post(/\/fhir\/R4\/Task\/?$/, async ({ request }) => {
    await simulateLatency();
    const read = await readOrderBody<Task>(request, ['Task'], 'Task');
    if (read instanceof Response) return read;
    const asBundle = bundleOfTask(read.body);
    if (!asBundle.ok) return outcome(422, asBundle.problems);
    const order = orderOfBundle(asBundle.bundle);
    if (!order.ok) return outcome(422, order.problems.map(inTask));
    const done = await receiveOrder(read.facility, order, 'fhir', requestAddress(request));
    if (done.outcome === 'refused') return refusal(done, order);
    const task = taskOfCase(done.item);
    const created = done.outcome === 'created';
    const location = `${new URL(request.url).origin}/fhir/R4/Task/${taskIdOf(done.item)}`;
    return fhirAnswer(task, created ? 201 : 200, created ? { Location: location } : {});
  }),
];
