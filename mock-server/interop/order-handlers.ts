/**
 * createOrder (POST /api/interop/orders, decision 106, change 4): a facility's system posts a FHIR R4 Bundle of
 * an order with an access token (decision 133) or its API credential. Checked in this order, each problem an
 * OperationOutcome and nothing created: the token or credential (401), an access token's scope (403), the media
 * type (415), JSON (400), R4 (400, @medplum's validator), what a case needs
 * (422, order-bundle.ts); then the draft case, new (201) or the one its placer order number already made (200),
 * changed or cancelled by this order (200), or a refusal of a change or cancel (409; decision 118).
 */
import { SENTENCES } from '../../contracts';
import type { Bundle, Task } from '@medplum/fhirtypes';
import { HttpResponse } from 'msw';
import { TOO_DEEP_MESSAGE, jsonNestingExceeds } from '../http/json-depth';
import { isJsonContentType, route, simulateLatency } from '../http/operation';
import { r4Errors } from './fhir-validate';
import { callerOf, issue, outcome, scopeRefusal, type Caller } from './fhir-http';
import { holdsTask, orderOfBundle } from './fhir-task-orders';
import { receiveOrder, type OrderOutcome } from './order-input';
import { ORDER_REFUSALS } from './order-control';
import { requestAddress } from '../http/client-address';

export const ORDER_MESSAGES = {
  created: 'Order received as a draft case.',
  same: 'This order was already received.',
  changed: 'The order was changed: its draft case was updated.',
  cancelled: 'The order was cancelled: its draft case was cancelled.',
  mediaType: 'Send the order as application/fhir+json.',
  notJson: SENTENCES.request.invalidJson,
  notBundle: 'The order is a FHIR R4 Bundle (resourceType "Bundle").',
  notTask: 'Post a FHIR R4 Task (resourceType "Task") here, with its order contained in it.',
} as const;

/**
 * The checks every order posted as FHIR goes through, in order, each problem an OperationOutcome: the token or
 * credential (401), an access token's scope (403: the create scope of one of `types`, the order's resource), the
 * media type (415), JSON (400), the resource (a Bundle, or a Task posted alone; 400), R4 (400).
 */
export async function readOrderBody<T extends Bundle | Task>(
  request: Request,
  types: readonly OrderType[] = ['ServiceRequest'],
  resourceType: T['resourceType'] = 'Bundle',
): Promise<Response | { caller: Caller; facility: Caller['facility']; body: T }> {
  const caller = callerOf(request);
  if (caller instanceof Response) return caller;
  const refusals = types.map((type) => scopeRefusal(caller, type, 'c'));
  if (refusals.every(Boolean)) return refusals[0]!;
  if (!isJsonContentType(request.headers.get('content-type')))
    return outcome(415, [issue('not-supported', ORDER_MESSAGES.mediaType)]);
  const text = await request.text();
  if (jsonNestingExceeds(text)) return outcome(400, [issue('structure', TOO_DEEP_MESSAGE)]);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return outcome(400, [issue('structure', ORDER_MESSAGES.notJson)]);
  }
  if (!body || typeof body !== 'object' || (body as T).resourceType !== resourceType)
    return outcome(400, [
      issue(
        'structure',
        resourceType === 'Bundle' ? ORDER_MESSAGES.notBundle : ORDER_MESSAGES.notTask,
        resourceType,
      ),
    ]);
  const errors = r4Errors(body as T);
  if (errors.length) return outcome(400, errors);
  return { caller, facility: caller.facility, body: body as T };
}

/** The resources an order is centred on, whose create scope posting it needs (decision 137). */
type OrderType = 'ServiceRequest' | 'Task';

/** readOrderBody of a Bundle, which holds a ServiceRequest order or a Task-centred one. */
export async function readOrderBundle(request: Request) {
  const read = await readOrderBody<Bundle>(request, ['ServiceRequest', 'Task']);
  if (read instanceof Response) return read;
  // The scope of the order's own resource: a Task-centred order's is system/Task.c.
  const refused = scopeRefusal(read.caller, holdsTask(read.body) ? 'Task' : 'ServiceRequest', 'c');
  return refused ?? { facility: read.facility, bundle: read.body };
}

export const orderHandlers = [
  route('createOrder', async ({ request }) => {
    await simulateLatency();
    const read = await readOrderBundle(request);
    if (read instanceof Response) return read;
    const { facility, bundle } = read;
    const order = orderOfBundle(bundle);
    if (!order.ok) return outcome(422, order.problems);
    const done = await receiveOrder(facility, order, 'fhir', requestAddress(request));
    if (done.outcome === 'refused') return refusal(done, order);
    const { item, outcome: what } = done;
    const created = what === 'created';
    return HttpResponse.json(
      {
        isSuccess: true,
        // A cancel sent again answers as the first did.
        message: ORDER_MESSAGES[what === 'same' && order.control === 'cancel' ? 'cancelled' : what],
        data: {
          caseID: item.caseID,
          caseRecordId: item.caseRecordId,
          placerOrderNumber: order.placerOrderNumber,
          status: item.status,
          created,
        },
        error: null,
        details: null,
      },
      {
        status: created ? 201 : 200,
        headers: created ? { Location: `/api/cases/${encodeURIComponent(item.caseID)}` } : undefined,
      },
    );
  }),
];

/**
 * A cancel or change the case can no longer follow (decision 118): 409, the case's state the reason; a cancel of a
 * number never received: 422, as an order naming what is not there.
 */
export function refusal(done: Extract<OrderOutcome, { outcome: 'refused' }>, order: { control: string }) {
  const verb = order.control === 'cancel' ? 'cancelled' : 'changed';
  if (done.reason === 'unknown' || !done.item)
    return outcome(422, [issue('not-found', ORDER_REFUSALS.unknown(verb), 'ServiceRequest.identifier')]);
  const at = order.control === 'cancel' ? 'ServiceRequest.status' : 'ServiceRequest';
  return outcome(409, [issue('business-rule', ORDER_REFUSALS[done.reason](done.item, verb), at)]);
}
