/**
 * Breakages of promises the contract states in words that the conformance command's fourth pass listed as
 * unchecked, part of the interop set (./breakages-interop.ts), each written before the rule that catches it was run
 * against it: createOrder's on an order received before (decision 118; each rewrites the order before the intake
 * reads it, so the mock's own intake does the wrong thing, or acknowledges what the intake refused 409),
 * requestEmailVerification's on an email without an account, login's on a device token it cannot use, and the
 * consult operations' on what is sent again or out of order, and sendInterfaceTestMessage's on a second message
 * while the first waits, retryDelivery's on a delivery not failed and listCaseConsults's to a blinded reviewer
 * (each rewrites the answer); startConsult's past its limit (a stored consult dropped before the handler runs);
 * updateMyFacilityInterfaces's on a host name (rewritten before
 * the mock's rule reads it).
 */
import { isIP } from 'node:net';
import { db } from '../store/db';
import {
  envelope,
  onData,
  success,
  type Breakage,
  type BrokenAnswer,
  type BrokenRequest,
  type Data,
} from './breakage-hook';

/** The resources of the order's Bundle, as the request body holds them (its entries'). */
function resources(request: BrokenRequest): Data[] {
  const entries = (request.body as { entry?: unknown } | undefined)?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    const resource = (entry as { resource?: unknown } | null)?.resource;
    return resource && typeof resource === 'object' ? [resource as Data] : [];
  });
}

const serviceRequest = (request: BrokenRequest) =>
  resources(request).find((resource) => resource.resourceType === 'ServiceRequest');

const numberOf = (order: Data) =>
  Array.isArray(order.identifier) ? (order.identifier[0] as Data | undefined)?.value : undefined;

/** The case an order of this placer number made before (any facility's: the breakages are for a QA mock). */
function caseOfNumber(order: Data) {
  const number = numberOf(order);
  return typeof number === 'string'
    ? db.cases.findFirst((q) => q.where({ placerOrderNumber: number }))
    : undefined;
}

/** A breakage that rewrites createOrder's ServiceRequest (and its Bundle) when `change` says so. */
const rewritten = (
  name: string,
  breaks: string,
  check: Breakage['check'],
  change: (order: Data, request: BrokenRequest) => void,
): Breakage => ({
  name,
  breaks,
  check,
  operations: ['createOrder'],
  effects: () => [
    {
      operationId: 'createOrder',
      request: (request) => {
        const order = serviceRequest(request);
        if (order) change(order, request);
      },
    },
  ],
});

let again = 0;

/** A breakage that answers createOrder's 409 with 200 when `when` says so, as if the order were taken. */
const acknowledged = (
  name: string,
  breaks: string,
  when: (order: Data, status: string) => boolean,
): Breakage => ({
  name,
  breaks,
  check: 'state_transitions',
  operations: ['createOrder'],
  effects: () => [
    {
      operationId: 'createOrder',
      readsBody: true,
      response: (answer: BrokenAnswer, request) => {
        const order = serviceRequest(request);
        const found = order && caseOfNumber(order);
        if (answer.status !== 409 || !found || !when(order, found.status)) return;
        return success(200, { caseID: found.caseID, status: found.status, created: false });
      },
    },
  ],
});

export const WORDS_BREAKAGES: Breakage[] = [
  // "the same order again changes nothing".
  rewritten(
    'order-again-new-case',
    'createOrder makes a new draft case (201) of an order whose placer number it received before',
    'idempotent_replay',
    (order) => {
      if (order.status === 'revoked' || !caseOfNumber(order)) return;
      (order.identifier as Data[])[0]!.value = `${String(numberOf(order))}-again-${++again}`;
    },
  ),
  // "an order of that number with other content is a change, which updates a Draft's patient".
  rewritten(
    'order-change-ignored',
    "createOrder answers a changed order 200 but keeps its Draft's patient as it was",
    'write_read_back',
    (order, request) => {
      const found = caseOfNumber(order);
      if (order.status === 'revoked' || !found) return;
      for (const resource of resources(request))
        if (resource.resourceType === 'Patient')
          for (const name of (resource.name as Data[] | undefined) ?? [])
            name.family = found.patientInfo.lastName;
    },
  ),
  // "a ServiceRequest with status revoked cancels a Draft".
  rewritten(
    'order-revoke-ignored',
    'createOrder answers a revoked order of a Draft 200 but leaves the Draft as it was',
    'state_transitions',
    (order) => {
      if (order.status === 'revoked' && caseOfNumber(order)) order.status = 'active';
    },
  ),
  // "a cancel of a number never received 422".
  rewritten(
    'order-unknown-cancel-creates',
    'createOrder takes a revoked order of a number it never received as a new order (201), not 422',
    'negative_data_rejection',
    (order) => {
      if (order.status === 'revoked' && !caseOfNumber(order)) order.status = 'active';
    },
  ),
  // "Once the case is sent out (or cancelled, for a change) a change or a cancel answers 409".
  acknowledged(
    'order-cancel-after-send-out-acknowledged',
    'createOrder answers a cancel of an order whose case was sent out 200, and the case goes on being read',
    (order, status) => order.status === 'revoked' && status !== 'Cancelled',
  ),
  acknowledged(
    'order-change-after-cancel-acknowledged',
    'createOrder answers a change of an order whose case was cancelled 200, as if it were taken',
    (order, status) => order.status !== 'revoked' && status === 'Cancelled',
  ),
  // requestEmailVerification: "the answer is the same whether or not the account exists".
  {
    name: 'email-verification-tells-unknown',
    breaks:
      'requestEmailVerification answers an email without an account in other words (202, "No account uses…")',
    check: 'no_secret_in_answer',
    operations: ['requestEmailVerification'],
    effects: () => [
      {
        operationId: 'requestEmailVerification',
        readsBody: true,
        response: (answer, request) => {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          if (answer.status !== 202 || typeof email !== 'string') return;
          if (db.users.findFirst((q) => q.where({ email: email.trim().toLowerCase() }))) return;
          (answer.json as Data).message = 'No account uses this email; nothing was sent.';
          return answer;
        },
      },
    ],
  },
  // leaveConsult: "When the leader leaves, the lead goes to … the present participant who joined first".
  {
    name: 'consult-leader-leave-ends',
    breaks:
      "leaveConsult answers the leader's leave with the consult ended although another participant is present",
    check: 'state_transitions',
    operations: ['leaveConsult'],
    effects: () => [
      {
        operationId: 'leaveConsult',
        response: onData((data) => {
          if (data.state !== 'Active') return;
          data.state = 'Ended';
          data.endedAt = new Date().toISOString();
        }),
      },
    ],
  },
  // sendInterfaceTestMessage: "409 … while the facility's previous test message still waits for its answer".
  {
    name: 'test-message-two-at-once',
    breaks:
      'sendInterfaceTestMessage answers a second test message 200 (unreachable) while the first still waits',
    check: 'state_transitions',
    operations: ['sendInterfaceTestMessage'],
    effects: () => [
      {
        operationId: 'sendInterfaceTestMessage',
        response: (answer) => {
          const message = (answer.json as { message?: unknown } | undefined)?.message;
          if (answer.status !== 409 || !/already waiting/.test(String(message))) return;
          return success(200, {
            outcome: 'unreachable',
            controlId: 'PBTEST0000000000',
            ackCode: null,
            ackText: 'No connection to the endpoint.',
            sentAt: new Date().toISOString(),
          });
        },
      },
    ],
  },
  // deviceToken: "one that is not valid for this email is ignored, never refused".
  {
    name: 'login-refuses-foreign-device-token',
    breaks: 'login refuses a right password (401) when its device token was issued for another email',
    check: 'positive_data_acceptance',
    operations: ['login'],
    effects: () => {
      // Which email each device token this mock handed out was for.
      const issued = new Map<string, string>();
      return [
        {
          operationId: 'login',
          readsBody: true,
          response: (answer, request) => {
            const body = (request.body ?? {}) as { email?: unknown; deviceToken?: unknown };
            const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
            const token = (answer.json as { data?: { deviceToken?: unknown } } | undefined)?.data
              ?.deviceToken;
            if (answer.status === 200 && typeof token === 'string') issued.set(token, email);
            const presented = typeof body.deviceToken === 'string' ? issued.get(body.deviceToken) : undefined;
            if (answer.status === 200 && presented !== undefined && presented !== email)
              return envelope(401, 'Invalid email or password');
          },
        },
      ];
    },
  },
  // inviteToConsult: "Inviting someone already invited or present changes nothing and answers 200 again".
  {
    name: 'consult-invitee-listed-twice',
    breaks: 'inviteToConsult answers an invitation sent again with the invitee listed a second time',
    check: 'idempotent_replay',
    operations: ['inviteToConsult'],
    effects: () => {
      const invited = new Set<string>();
      return [
        {
          operationId: 'inviteToConsult',
          response: onData((data) => {
            const participants = data.participants as Data[];
            const key = String(data.consultId);
            if (invited.has(key)) participants.push({ ...participants[participants.length - 1]! });
            invited.add(key);
          }),
        },
      ];
    },
  },
  // appendConsultEvents: "A step at or below `lastSeq` was applied already and is skipped".
  {
    name: 'consult-step-applied-again',
    breaks:
      'appendConsultEvents answers a step at or below lastSeq as applied again (applied 1, lastSeq moved on)',
    check: 'idempotent_replay',
    operations: ['appendConsultEvents'],
    effects: () => [
      {
        operationId: 'appendConsultEvents',
        readsBody: true,
        response: (answer, request) => {
          const steps = (request.body as { steps?: unknown[] } | undefined)?.steps ?? [];
          onData((data) => {
            if (data.applied === 0 && data.held === 0 && steps.length) {
              data.applied = steps.length;
              data.lastSeq = Number(data.lastSeq) + steps.length;
            }
          })(answer);
        },
      },
    ],
  },
  // appendConsultEvents: "a step beyond a gap is held until the gap fills, then applied in order".
  {
    name: 'consult-gap-step-applied',
    breaks: 'appendConsultEvents answers a step beyond a gap as applied at once (held 0), not held',
    check: 'state_transitions',
    operations: ['appendConsultEvents'],
    effects: () => [
      {
        operationId: 'appendConsultEvents',
        response: onData((data) => {
          if (Number(data.held) > 0) {
            data.applied = Number(data.applied) + Number(data.held);
            data.lastSeq = Number(data.lastSeq) + Number(data.held) + 1;
            data.held = 0;
          }
        }),
      },
    ],
  },
  // leaveConsult: "Leaving an ended consult, or leaving twice, changes nothing".
  {
    name: 'consult-second-leave-moves-end',
    breaks: 'leaveConsult answers a second leave with the consult ended again, at a later endedAt',
    check: 'idempotent_replay',
    operations: ['leaveConsult'],
    effects: () => {
      const left = new Set<string>();
      return [
        {
          operationId: 'leaveConsult',
          response: onData((data) => {
            const key = String(data.consultId);
            if (left.has(key) && data.endedAt) data.endedAt = new Date(Date.now() + 60_000).toISOString();
            left.add(key);
          }),
        },
      ];
    },
  },
  // startConsult: "A reviewer of a blinded QA review of the case is refused every consult operation on it".
  {
    name: 'consults-shown-to-blinded-reviewer',
    breaks:
      "listCaseConsults answers a blinded QA reviewer the case's consults (200) before they have graded",
    check: 'qa_blinding_kept',
    operations: ['listCaseConsults'],
    effects: () => [
      {
        operationId: 'listCaseConsults',
        response: (answer) => {
          const message = (answer.json as { message?: unknown } | undefined)?.message;
          if (answer.status === 403 && /blinded QA review/.test(String(message))) return success(200, []);
        },
      },
    ],
  },
  // startConsult: "A case keeps at most 50 consults, ended ones counted: a 51st answers 422".
  {
    name: 'consult-limit-drops-oldest',
    breaks: 'startConsult takes a 51st consult on a case by dropping its oldest ended one',
    check: 'state_transitions',
    operations: ['startConsult'],
    effects: () => [
      {
        operationId: 'startConsult',
        request: async (request) => {
          const caseId = request.params.caseId ?? '';
          const consults = db.consults.findMany((q) => q.where({ caseId }));
          const oldest = consults
            .filter((c) => c.state === 'Ended')
            .sort((a, b) => a.startedAt.localeCompare(b.startedAt))[0];
          if (consults.length >= 50 && oldest)
            await db.consults.delete((q) => q.where({ consultId: oldest.consultId }));
        },
      },
    ],
  },
  // appendConsultEvents: "a request with any step numbered past it answers 422 … and nothing of it is … held".
  {
    name: 'consult-step-past-limit-held',
    breaks:
      'appendConsultEvents holds a step numbered past the 20,000-step limit (200, held 1) instead of refusing it',
    check: 'state_transitions',
    operations: ['appendConsultEvents'],
    effects: () => [
      {
        operationId: 'appendConsultEvents',
        response: (answer, request) => {
          const message = (answer.json as { message?: unknown } | undefined)?.message;
          if (answer.status !== 422 || !/limit of 20,000/.test(String(message))) return;
          const record = db.consults.findFirst((q) => q.where({ consultId: request.params.consultId ?? '' }));
          return success(200, { applied: 0, held: 1, lastSeq: record?.lastSeq ?? 0 });
        },
      },
    ],
  },
  // retryDelivery: "Only a `failed` delivery (409 otherwise …)".
  {
    name: 'retry-pending-delivery-requeued',
    breaks:
      'retryDelivery answers a delivery still being sent 200, queued again with its attempts counted afresh',
    check: 'state_transitions',
    // signOutCase: its way in signs out the case of the run's own facility whose addendum makes the delivery.
    operations: ['retryDelivery', 'signOutCase'],
    effects: () => [
      {
        operationId: 'retryDelivery',
        response: (answer, request) => {
          const delivery = db.deliveries.findFirst((q) => q.where({ id: request.params.deliveryId ?? '' }));
          if (answer.status !== 409 || !delivery || delivery.status === 'acknowledged') return;
          return success(200, { ...delivery, status: 'queued', attempts: 0 });
        },
      },
    ],
  },
  // updateMyFacilityInterfaces: "A host that is or resolves to a loopback … or that does not resolve, is refused".
  {
    name: 'interface-host-name-never-resolved',
    breaks:
      'updateMyFacilityInterfaces takes any HL7 host name as it is, never resolving it (a name that does not resolve is saved)',
    check: 'negative_data_rejection',
    operations: ['updateMyFacilityInterfaces'],
    effects: () => [{ operationId: 'updateMyFacilityInterfaces', request: hostTakenAsWritten(() => true) }],
  },
  {
    name: 'interface-host-resolved-not-judged',
    breaks:
      'updateMyFacilityInterfaces refuses the loopback address written out, but takes localhost, which resolves to it',
    check: 'negative_data_rejection',
    operations: ['updateMyFacilityInterfaces'],
    // The tests' mock allows the loopback (an MLLP listener of their own): the fault shows where it is refused.
    settings: { MOCK_INTERFACE_ALLOWED_NETWORKS: '' },
    effects: () => [
      {
        operationId: 'updateMyFacilityInterfaces',
        request: hostTakenAsWritten((host) => host === 'localhost'),
      },
    ],
  },
];

/**
 * A server that judges a host name it `takes` as if it were a public address: the name swapped for a
 * documentation address (RFC 5737) before the mock's own rule reads it.
 */
function hostTakenAsWritten(takes: (host: string) => boolean) {
  return (request: BrokenRequest) => {
    const hl7 = (request.body as { hl7?: Data } | undefined)?.hl7;
    const host = typeof hl7?.host === 'string' ? hl7.host.toLowerCase() : '';
    if (hl7 && host && isIP(host) === 0 && takes(host)) hl7.host = '192.0.2.77';
  };
}
