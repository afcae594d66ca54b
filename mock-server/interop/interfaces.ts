/**
 * A facility's interfaces (decision 106): getMyFacilityInterfaces, updateMyFacilityInterfaces (the HL7 endpoint,
 * the order sender, decision 131, the FHIR push and the image archive's DICOMweb endpoint, decision 163),
 * sendInterfaceTestMessage and rotateFhirCredential. The facility roles only,
 * their own facility only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SENTENCES, type components } from '../../contracts';
import { myFacility } from '../accounts/handlers';
import { fail, ok, operation } from '../http/operation';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { settle } from '../store/persistence';
import { hl7Escape, hl7Message, segment } from './hl7-build';
import { checkDestination, checkUrlDestination } from './destination-check';
import { ackTimeoutMs, sendForAck } from './mllp';
import { tokenUrlOf } from './smart/token';
import { NO_SENDER, senderProblems, type OrderSender, type RegisteredSender } from './order-senders';

type Hl7Endpoint = components['schemas']['Hl7Endpoint'];

const NO_ENDPOINT: Hl7Endpoint = {
  enabled: false,
  host: null,
  port: null,
  receivingApplication: '',
  receivingFacility: '',
};

const stored = (facilityId: string) => db.facilityInterfaces.findFirst((q) => q.where({ facilityId }));

/** The SHA-256 of a credential, as the FHIR API compares it. */
export const credentialHash = (credential: string) => createHash('sha256').update(credential).digest('hex');

function viewOf(facilityId: string, request: Request) {
  const record = stored(facilityId);
  return {
    hl7: record?.hl7 ?? NO_ENDPOINT,
    orders: record?.orders ?? NO_SENDER,
    fhirPush: {
      enabled: record?.fhirPush?.enabled ?? false,
      baseUrl: record?.fhirPush?.baseUrl ?? null,
      tokenSet: Boolean(record?.fhirPush?.token),
    },
    dicomweb: record?.dicomweb ?? null,
    fhir: {
      baseUrl: `${new URL(request.url).origin}/fhir/R4`,
      tokenUrl: tokenUrlOf(`${new URL(request.url).origin}/fhir/R4`),
      credentialHint: record?.credentialHint ?? null,
      credentialCreatedAt: record?.credentialCreatedAt ?? null,
    },
  };
}

async function save(facilityId: string, change: Partial<NonNullable<ReturnType<typeof stored>>>) {
  if (stored(facilityId)) {
    await db.facilityInterfaces.update((q) => q.where({ facilityId }), {
      data(draft) {
        Object.assign(draft, change);
      },
    });
  } else {
    await db.facilityInterfaces.create({
      facilityId,
      hl7: NO_ENDPOINT,
      orders: NO_SENDER,
      credentialHash: null,
      credentialHint: null,
      credentialCreatedAt: null,
      ...change,
    });
  }
  await settle();
}

/** The FHIR push as kept: the token left out keeps the saved one, null removes it (it is never answered). */
const pushSettings = (
  input: components['schemas']['FhirPushEndpointInput'],
  saved: { token: string | null } | undefined,
) => ({
  enabled: input.enabled,
  baseUrl: input.baseUrl,
  token: input.token === undefined ? (saved?.token ?? null) : input.token,
});

/** Every facility's order sender as the OML intake judges one (order-senders.ts). */
export const registeredSenders = (): RegisteredSender[] =>
  db.facilityInterfaces
    .all()
    .map(({ facilityId, orders, credentialHash }) => ({ facilityId, orders, credentialHash }));

/** A registration as it is kept: the values trimmed, each network once. */
const tidy = (orders: OrderSender): OrderSender => ({
  sendingFacility: orders.sendingFacility.trim(),
  sourceNetworks: [...new Set(orders.sourceNetworks.map((network) => network.trim()))],
  acceptCredentialInMsh8: orders.acceptCredentialInMsh8,
});

/** The test message: an ORU^R01 in training mode (MSH-11 T) with one line of text and no patient. */
const testMessage = (endpoint: Hl7Endpoint, controlId: string, now: Date) =>
  hl7Message(
    {
      sender: { application: 'PathBridge', facility: 'PathBridge' },
      receiver: {
        application: hl7Escape(endpoint.receivingApplication),
        facility: hl7Escape(endpoint.receivingFacility),
      },
      type: 'ORU^R01^ORU_R01',
      controlId,
      processingId: 'T',
      at: now,
    },
    [
      ['OBR', '1', '', `${controlId}^PathBridge`, 'test^Interface test^99PB'],
      segment('OBX', {
        1: '1',
        2: 'TX',
        3: 'test^Interface test^99PB',
        5: 'PathBridge interface test: no patient, no result.',
        11: 'F',
      }),
    ],
  );

/** The facilities whose test message is out and not yet answered: one at a time each. */
const testing = new Set<string>();

export const interfaceHandlers = [
  operation('getMyFacilityInterfaces', ({ auth, request }) => {
    const facility = myFacility(auth.user);
    return facility instanceof Response
      ? facility
      : ok('getMyFacilityInterfaces', viewOf(facility.id, request));
  }),

  operation('updateMyFacilityInterfaces', async ({ auth, body, request }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    const { hl7, fhirPush, dicomweb } = body;
    const orders = body.orders && tidy(body.orders);
    const fieldErrors: Record<string, string[]> = orders
      ? senderProblems(orders, facility.id, registeredSenders())
      : {};
    if (hl7?.enabled && !hl7.host) fieldErrors['hl7.host'] = [SENTENCES.interfaces.hostRequired];
    // Judged when saved, and again at every send (the name may resolve otherwise by then).
    const destination = hl7?.host ? await checkDestination(hl7.host, hl7.port ?? 0) : null;
    if (destination && 'refusal' in destination) fieldErrors['hl7.host'] = [destination.refusal];
    if (hl7?.enabled && !hl7.port) fieldErrors['hl7.port'] = [SENTENCES.interfaces.portRequired];
    const pushTo = fhirPush?.baseUrl ? await checkUrlDestination(fhirPush.baseUrl) : null;
    if (pushTo && 'refusal' in pushTo) fieldErrors['fhirPush.baseUrl'] = [pushTo.refusal];
    if (fhirPush?.enabled && !fhirPush.baseUrl)
      fieldErrors['fhirPush.baseUrl'] = [SENTENCES.interfaces.fhirUrlRequired];
    // The archive is judged as the FHIR server is: it is searched with the facility's patients' identifiers.
    const archive = dicomweb ? await checkUrlDestination(dicomweb.baseUrl) : null;
    if (archive && 'refusal' in archive) fieldErrors['dicomweb.baseUrl'] = [archive.refusal];
    const first = Object.values(fieldErrors)[0];
    if (first) return fail(422, first[0]!, { fieldErrors });
    await save(facility.id, {
      ...(hl7 ? { hl7 } : {}),
      ...(orders ? { orders } : {}),
      ...(fhirPush ? { fhirPush: pushSettings(fhirPush, stored(facility.id)?.fhirPush) } : {}),
      ...(dicomweb !== undefined ? { dicomweb } : {}),
    });
    return ok('updateMyFacilityInterfaces', viewOf(facility.id, request), { message: 'Interfaces saved.' });
  }),

  operation('sendInterfaceTestMessage', async ({ auth }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    const endpoint = stored(facility.id)?.hl7;
    if (!endpoint?.host || !endpoint.port) return fail(409, 'Set the HL7 endpoint’s host and port first.');
    if (testing.has(facility.id)) {
      // sendForAck's three waits, each up to the ACK time-out: the name's lookup, the connection, the ACK.
      const wait = ackTimeoutMs() * 3;
      return fail(
        409,
        `A test message is already waiting for its answer: wait for it (at most ${wait / 1000} seconds), then send again.`,
      );
    }
    testing.add(facility.id);
    try {
      const now = clockNow();
      const controlId = `PBT${now.getTime()}`;
      const result = await sendForAck(
        { host: endpoint.host, port: endpoint.port },
        testMessage(endpoint, controlId, now),
        ackTimeoutMs(),
      );
      return ok('sendInterfaceTestMessage', { ...result, controlId, sentAt: now.toISOString() });
    } finally {
      testing.delete(facility.id);
    }
  }),

  operation('rotateFhirCredential', async ({ auth }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    const credential = `pbf_${randomBytes(24).toString('base64url')}`;
    const createdAt = clockNow().toISOString();
    const hint = credential.slice(-4);
    await save(facility.id, {
      credentialHash: credentialHash(credential),
      credentialHint: hint,
      credentialCreatedAt: createdAt,
    });
    return ok(
      'rotateFhirCredential',
      { credential, credentialHint: hint, credentialCreatedAt: createdAt },
      { message: 'Copy this credential now: it is not shown again.' },
    );
  }),
];
