/**
 * An order as a FHIR `transaction` posted to the base, by a standard FHIR client (@medplum/core's MedplumClient,
 * `executeBatch`): a `transaction-response` with an entry per entry, the case made once however often it is sent,
 * and anything else in the transaction refused whole.
 */
import { MedplumClient, normalizeErrorString } from '@medplum/core';
import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { callAs, credentialOf, orderBundle } from '../testing/orders';
import { FACILITY, TEST_API } from '../testing/test-clients';
import { indexFhirDefinitions, r4Errors } from './fhir-validate';
import { TRANSACTION_MESSAGES } from './fhir-transaction';

beforeAll(indexFhirDefinitions, 60_000);

/** The example order as a transaction: each entry a POST of its resource. */
function transaction(placer: string): Bundle {
  const bundle = orderBundle(placer);
  return {
    ...bundle,
    type: 'transaction',
    entry: bundle.entry!.map((entry) => ({
      ...entry,
      request: { method: 'POST', url: entry.resource!.resourceType },
    })),
  };
}

async function clientOf(credential: string) {
  const client = new MedplumClient({ baseUrl: `${TEST_API}/`, fetch: (url, init) => fetch(url, init) });
  client.setAccessToken(credential);
  return client;
}

describe('a transaction posted to the FHIR base', () => {
  it('makes the draft case and answers a transaction-response, entry for entry; sent again, the same case', async () => {
    const client = await clientOf(await credentialOf(FACILITY));
    const sent = transaction('ORD-TX-1');
    const answer = await client.executeBatch(sent);
    expect(r4Errors(answer)).toEqual([]);
    expect(answer.type).toBe('transaction-response');
    expect(answer.entry!.map((entry) => entry.response!.status)).toEqual(
      sent.entry!.map(() => '201 Created'),
    );
    const made = db.cases.all().filter((item) => item.placerOrderNumber === 'ORD-TX-1');
    expect(made).toHaveLength(1);
    expect(answer.entry![0]!.response!.location).toBe(`ServiceRequest/${made[0]!.caseID}-order`);
    expect(answer.entry![1]!.response!.location).toBe(`Patient/${made[0]!.caseID}-patient`);

    const again = await client.executeBatch(sent);
    expect(again.entry!.map((entry) => entry.response!.status)).toEqual(sent.entry!.map(() => '200 OK'));
    expect(db.cases.all().filter((item) => item.placerOrderNumber === 'ORD-TX-1')).toHaveLength(1);
  });

  it('a transaction with a request it does not take, or a batch, is refused whole', async () => {
    const credential = await credentialOf(FACILITY);
    const before = db.cases.count();
    const withDelete = transaction('ORD-TX-2');
    withDelete.entry![2]!.request = { method: 'DELETE', url: 'Specimen/x' };
    const post = (body: Bundle) =>
      callAs(credential, '/fhir/R4', {
        method: 'POST',
        headers: { 'Content-Type': 'application/fhir+json' },
        body: JSON.stringify(body),
      });
    const refused = await post(withDelete);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as OperationOutcome).issue).toEqual([
      expect.objectContaining({ diagnostics: TRANSACTION_MESSAGES.notTaken(2, 'DELETE Specimen') }),
    ]);
    const batch = await post({ ...transaction('ORD-TX-3'), type: 'batch' });
    expect(batch.status).toBe(400);
    expect(db.cases.count()).toBe(before);
    // The client sees the refusal as an error it can read.
    const client = await clientOf(credential);
    await expect(
      client.executeBatch(withDelete).catch((error) => normalizeErrorString(error)),
    ).resolves.toContain('Entry 2');
  });
});
