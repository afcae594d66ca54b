/**
 * FHIR orders that change or cancel (decision 118): the same placer number with other content changes the draft,
 * a revoked ServiceRequest cancels it; once the case is sent out both are refused with a 409 OperationOutcome that
 * says why, and a cancel of a number never received is a 422. The HL7 side (ORC-1 XO, CA): oml.test.ts.
 */
import type { OperationOutcome, Patient, ServiceRequest, Specimen } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCase } from '../cases/case-index';
import { db } from '../store/db';
import { credentialOf, orderBundle, postOrder } from '../testing/orders';
import { FACILITY, clientFor } from '../testing/test-clients';
import { indexFhirDefinitions } from './fhir-validate';

beforeAll(indexFhirDefinitions, 60_000);

type Bundle = ReturnType<typeof orderBundle>;
const entry = <T>(bundle: Bundle, index: number) => bundle.entry![index]!.resource as T;

/** The example order with the patient renamed, the first specimen retyped and the second no longer named. */
function changedOrder(placer: string) {
  const bundle = orderBundle(placer);
  entry<Patient>(bundle, 1).name = [{ family: 'Okafor-Bello', given: ['Adaeze'] }];
  entry<Specimen>(bundle, 2).type = { text: 'Excision' };
  entry<ServiceRequest>(bundle, 0).specimen!.pop();
  bundle.entry!.pop();
  return bundle;
}

function cancelOf(placer: string) {
  const bundle = orderBundle(placer);
  entry<ServiceRequest>(bundle, 0).status = 'revoked';
  return bundle;
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const issues = (body: Record<string, unknown>) =>
  (body as unknown as OperationOutcome).issue.map(({ code, diagnostics, expression }) => ({
    code,
    diagnostics,
    expression,
  }));

describe('createOrder: changes and cancels', () => {
  it('a changed order updates its draft; the same change again and a repeated cancel change nothing', async () => {
    const credential = await credentialOf(FACILITY);
    const made = await answer(await postOrder(credential, orderBundle('ORD-CHG-1')));
    const caseID = (made.body.data as { caseID: string }).caseID;
    const before = db.cases.count();

    const changed = await answer(await postOrder(credential, changedOrder('ORD-CHG-1')));
    expect(changed).toMatchObject({
      status: 200,
      body: {
        message: 'The order was changed: its draft case was updated.',
        data: { caseID, status: 'Draft', created: false },
      },
    });
    const item = findCase(caseID)!;
    expect(item.patientInfo).toMatchObject({ lastName: 'Okafor-Bello', firstName: 'Adaeze' });
    expect(item.slides.map((specimen) => [specimen.facilitySpecimenID, specimen.specimenType])).toEqual([
      ['S26-1190-A', 'Excision'],
    ]);
    const stamp = item.updatedAt;
    const again = await answer(await postOrder(credential, changedOrder('ORD-CHG-1')));
    expect(again.body.message).toBe('This order was already received.');
    expect(findCase(caseID)!.updatedAt).toBe(stamp);

    for (const message of [
      'The order was cancelled: its draft case was cancelled.',
      'The order was cancelled: its draft case was cancelled.',
    ]) {
      const cancelled = await answer(await postOrder(credential, cancelOf('ORD-CHG-1')));
      expect(cancelled).toMatchObject({
        status: 200,
        body: { message, data: { caseID, status: 'Cancelled', created: false } },
      });
    }
    expect(findCase(caseID)!.cancelledAt).not.toBeNull();

    const late = await answer(await postOrder(credential, orderBundle('ORD-CHG-1')));
    expect(late.status).toBe(409);
    expect(issues(late.body)).toEqual([
      {
        code: 'business-rule',
        diagnostics: `Case ${item.caseRecordId} was cancelled: the order can no longer be changed.`,
        expression: ['ServiceRequest'],
      },
    ]);
    expect(db.cases.count()).toBe(before);
  });

  it('once its case is sent out, a cancel or a change is refused and the case stays as it was', async () => {
    const credential = await credentialOf(FACILITY);
    const made = await answer(await postOrder(credential, orderBundle('ORD-CHG-2')));
    const { caseID, caseRecordId } = made.body.data as { caseID: string; caseRecordId: string };
    const clerk = await clientFor(FACILITY);
    const sent = await clerk.POST('/api/cases/{caseId}/send-out', { params: { path: { caseId: caseID } } });
    expect(sent.response.status).toBe(200);
    const before = findCase(caseID)!;

    const cancel = await answer(await postOrder(credential, cancelOf('ORD-CHG-2')));
    expect(cancel.status).toBe(409);
    expect(issues(cancel.body)).toEqual([
      {
        code: 'business-rule',
        diagnostics: `Case ${caseRecordId} has been sent out: the order can no longer be cancelled.`,
        expression: ['ServiceRequest.status'],
      },
    ]);
    const change = await answer(await postOrder(credential, changedOrder('ORD-CHG-2')));
    expect(change.status).toBe(409);
    expect(issues(change.body)[0]!.diagnostics).toBe(
      `Case ${caseRecordId} has been sent out: the order can no longer be changed.`,
    );
    // The order as first sent is still answered as received.
    expect((await answer(await postOrder(credential, orderBundle('ORD-CHG-2')))).status).toBe(200);
    expect(findCase(caseID)).toEqual(before);
  });

  it('a cancel of a placer number never received is a 422, and creates nothing', async () => {
    const credential = await credentialOf(FACILITY);
    const before = db.cases.count();
    const unknown = await answer(await postOrder(credential, cancelOf('ORD-NEVER-SENT')));
    expect(unknown.status).toBe(422);
    expect(issues(unknown.body)).toEqual([
      {
        code: 'not-found',
        diagnostics: 'No order of this placer order number was received: there is nothing to be cancelled.',
        expression: ['ServiceRequest.identifier'],
      },
    ]);
    expect(db.cases.count()).toBe(before);
  });
});
