/**
 * createOrder (POST /api/interop/orders, decision 106, change 4): a facility's system posts a FHIR R4 Bundle of
 * an order with an access token (decision 133) or its API credential. Checked in this order, each problem an
 * OperationOutcome and nothing created: the token or credential (401), an access token's scope (403), the media
 * type (415), JSON (400), R4 (400, @medplum's validator), what a case needs
 * (422, order-bundle.ts); then the draft case, new (201) or the one its placer order number already made (200),
 * changed or cancelled by this order (200), or a refusal of a change or cancel (409; decision 118).
 */
import { SENTENCES } from '../../contracts';
import type { Bundle } from '@medplum/fhirtypes';
import { HttpResponse } from 'msw';
import { TOO_DEEP_MESSAGE, jsonNestingExceeds } from '../http/json-depth';
import { isJsonContentType, route, simulateLatency } from '../http/operation';
import { r4Errors } from './fhir-validate';
import { callerOf, issue, outcome, scopeRefusal } from './fhir-http';
import { orderFromBundle } from './order-bundle';
import { receiveOrder, type OrderOutcome } from './order-input';
import { ORDER_REFUSALS } from './order-control';

export const ORDER_MESSAGES = {
  created: 'Order received as a draft case.',
  same: 'This order was already received.',
  changed: 'The order was changed: its draft case was updated.',
  cancelled: 'The order was cancelled: its draft case was cancelled.',
  mediaType: 'Send the order as application/fhir+json.',
  notJson: SENTENCES.request.invalidJson,
  notBundle: 'The order is a FHIR R4 Bundle (resourceType "Bundle").',
} as const;

/**
 * The checks every order posted as FHIR goes through, in order, each problem an OperationOutcome: the token or
 * credential (401), an access token's scope (403), the media type (415), JSON (400), a Bundle (400), R4 (400).
 */
export async function readOrderBundle(request: Request) {
  const caller = callerOf(request);
  if (caller instanceof Response) return caller;
  const outOfScope = scopeRefusal(caller, 'ServiceRequest', 'c');
  if (outOfScope) return outOfScope;
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
  if (!body || typeof body !== 'object' || (body as Bundle).resourceType !== 'Bundle')
    return outcome(400, [issue('structure', ORDER_MESSAGES.notBundle, 'Bundle')]);
  const errors = r4Errors(body as Bundle);
  if (errors.length) return outcome(400, errors);
  return { facility: caller.facility, bundle: body as Bundle };
}

export const orderHandlers = [
  route('createOrder', async ({ request }) => {
    await simulateLatency();
    const read = await readOrderBundle(request);
    if (read instanceof Response) return read;
    const { facility, bundle } = read;
    const order = orderFromBundle(bundle);
    if (!order.ok) return outcome(422, order.problems);
    const done = await receiveOrder(facility, order, 'fhir');
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
