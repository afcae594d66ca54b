/**
 * A facility's own system in the e2e tests (docs/interop.md): its API credential, an order sent as HL7
 * OML^O21 over MLLP to the worker's mock (`servers.hl7OrdersPort`) from the order sender it registered (MSH-4 and
 * the loopback address, decision 131), and its delivery log read through the API.
 */
import type { APIRequestContext } from '@playwright/test';
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';

/** A seeded user of another facility than the demo one (Lakeshore). */
export const OTHER_FACILITY_USER = 'staff@lakeshore-university-medical-center.demo.test';
/** ServiceRequest.code in this system names the case type (mock-server/interop/order-bundle.ts). */
export const CASE_TYPE_SYSTEM = 'https://pathbridge.example/fhir/CodeSystem/case-type';

type Headers = Record<string, string>;

/** A new API credential of the facility whose user `headers` authorise (rotateFhirCredential). */
export async function credentialOf(request: APIRequestContext, mockUrl: string, headers: Headers) {
  const rotated = await request.post(`${mockUrl}/api/me/facility-account/interfaces/fhir-credential`, {
    headers,
  });
  if (!rotated.ok()) throw new Error(`rotateFhirCredential answered ${rotated.status()}`);
  return ((await rotated.json()) as { data: { credential: string } }).data.credential;
}

/** The order sender this file's OML^O21 messages match: MSH-4 `DEMO` from the loopback address. */
export const ORDER_SENDER = {
  sendingFacility: 'DEMO',
  sourceNetworks: ['127.0.0.1'],
  acceptCredentialInMsh8: false,
};

/** A surgical OML^O21 of `placer` from MSH-4 `DEMO`, with no secret in it. */
export function omlOrder(placer: string) {
  return Hl7Message.parse(
    [
      `MSH|^~\\&|LIS|${ORDER_SENDER.sendingFacility}|PathBridge|PathBridge|20261127083000||OML^O21^OML_O21|${placer}-1|P|2.5.1`,
      'PID|1||MRN-7781^^^DEMO^MR||Lindqvist^Sofia||19750302|F',
      `ORC|NW|${placer}^DEMO`,
      `OBR|1|${placer}^DEMO||surgical^Surgical pathology^99PB|||||||||Breast mass, left, 2 cm.`,
      'SPM|1|S26-2201-A||CORE^Core needle biopsy^99PB||||BRL^Breast, left^99PB|||||||||202611261015',
    ].join('\r'),
  );
}

/** Sends `message` to the mock's order intake and reads the ACK's MSA-1 and MSA-3. */
export async function sendOml(port: number, message: Hl7Message) {
  const client = new Hl7Client({ host: '127.0.0.1', port });
  try {
    const msa = (await client.sendAndWait(message)).getSegment('MSA')!;
    return { code: msa.getField(1).toString(), text: msa.getField(3).toString() };
  } finally {
    await client.close();
  }
}

export interface DeliveryRow {
  id: string;
  controlId: string;
  status: string;
  attempts: number;
  ackCode: string | null;
}

/** The delivery of `caseID`'s report (version 1) in the facility's log. */
export async function deliveryOf(
  request: APIRequestContext,
  mockUrl: string,
  headers: Headers,
  caseID: string,
): Promise<DeliveryRow | undefined> {
  const log = await request.get(`${mockUrl}/api/deliveries?caseId=${encodeURIComponent(caseID)}`, {
    headers,
  });
  return ((await log.json()) as { data: { items: DeliveryRow[] } }).data.items[0];
}
