/**
 * An order posted to the FHIR base as a `transaction` Bundle (POST /fhir/R4), as a standard FHIR client's
 * `transaction()` sends it: the same checks and intake as createOrder (order-handlers.ts, order-bundle.ts), each
 * entry a POST of the order's ServiceRequest, Patient, Specimens or Task (a Task-centred order, decision 137,
 * fhir-task-orders.ts), answered as R4 has it: a `transaction-response`
 * Bundle with an entry per entry, in order (`201 Created` for an order new to PathBridge, `200 OK` for one it had),
 * or, when anything is wrong, an OperationOutcome and nothing made: the transaction is all or nothing.
 */
import type { Bundle, BundleEntry } from '@medplum/fhirtypes';
import { http } from 'msw';
import { simulateLatency } from '../http/operation';
import { fhirAnswer, issue, outcome } from './fhir-http';
import { orderIdOf, patientIdOf } from './fhir-identifiers';
import { orderOfBundle } from './fhir-task-orders';
import { taskIdOf } from './fhir-task';
import { ORDER_MESSAGES, readOrderBundle, refusal } from './order-handlers';
import { receiveOrder } from './order-input';
import { requestAddress } from '../http/client-address';

const TAKEN = new Set(['ServiceRequest', 'Patient', 'Specimen', 'Task']);

export const TRANSACTION_MESSAGES = {
  notTransaction:
    'Post a Bundle of type "transaction" to the FHIR base; one order is its ServiceRequest, Patient and Specimens (and its Task).',
  notTaken: (at: number, what: string) =>
    `Entry ${at}: the transaction takes a POST of a ServiceRequest, a Patient, a Specimen or a Task, not ${what}.`,
} as const;

/** What is wrong with the transaction's entries as requests, else null. */
function entryProblems(bundle: Bundle) {
  if (bundle.type !== 'transaction')
    return [issue('structure', TRANSACTION_MESSAGES.notTransaction, 'Bundle.type')];
  const problems = (bundle.entry ?? []).flatMap((entry, index) => {
    const type = entry.resource?.resourceType ?? '(no resource)';
    const method = entry.request?.method ?? '(no request)';
    return method === 'POST' && TAKEN.has(type) && entry.request?.url === type
      ? []
      : [
          issue(
            'not-supported',
            TRANSACTION_MESSAGES.notTaken(index, `${method} ${type}`),
            `Bundle.entry[${index}]`,
          ),
        ];
  });
  return problems.length ? problems : null;
}

export const fhirTransactionHandlers = [
  http.post(/\/fhir\/R4\/?$/, async ({ request }) => {
    await simulateLatency();
    const read = await readOrderBundle(request);
    if (read instanceof Response) return read;
    const { facility, bundle } = read;
    const problems = entryProblems(bundle);
    if (problems) return outcome(400, problems);
    const order = orderOfBundle(bundle);
    if (!order.ok) return outcome(422, order.problems);
    const done = await receiveOrder(facility, order, 'fhir', requestAddress(request));
    if (done.outcome === 'refused') return refusal(done, order);
    const { item } = done;
    const status = done.outcome === 'created' ? '201 Created' : '200 OK';
    // A cancel sent again answers as the first did.
    const said =
      ORDER_MESSAGES[done.outcome === 'same' && order.control === 'cancel' ? 'cancelled' : done.outcome];
    const entry = (bundle.entry ?? []).map((each): BundleEntry => {
      const type = each.resource!.resourceType;
      const location =
        type === 'ServiceRequest'
          ? `ServiceRequest/${orderIdOf(item)}`
          : type === 'Patient'
            ? `Patient/${patientIdOf(item)}`
            : type === 'Task'
              ? `Task/${taskIdOf(item)}`
              : undefined;
      return {
        response: {
          status,
          ...(location && { location }),
          outcome: {
            resourceType: 'OperationOutcome',
            issue: [
              {
                severity: 'information',
                code: 'informational',
                diagnostics: `${said} Case ${item.caseID} (${item.caseRecordId}).`,
              },
            ],
          },
        },
      };
    });
    return fhirAnswer({ resourceType: 'Bundle', type: 'transaction-response', entry } satisfies Bundle);
  }),
];
