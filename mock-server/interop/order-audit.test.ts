/**
 * What an order from a hospital's system does to a case is in the audit trail, as an admin reads it: the draft
 * made, changed and cancelled, each the system's record naming the order and its interface; an order that changed
 * nothing adds nothing.
 */
import type { ServiceRequest } from '@medplum/fhirtypes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYSTEM_CLIENT_ADDRESS } from '../../contracts/audit';
import { credentialOf, orderBundle, postOrder } from '../testing/orders';
import { ADMIN, FACILITY, clientFor } from '../testing/test-clients';
import { orderAuditEntry, type OrderChange } from './order-audit';

async function trailOf(caseId: string) {
  const admin = await clientFor(ADMIN);
  const page = await admin.GET('/api/admin/audit', { params: { query: { caseId, pageSize: 50 } } });
  expect(page.response.status).toBe(200);
  return page.data!.data.items;
}

describe('orderAuditEntry', () => {
  it('is the system’s record of a change, naming the order, its interface and where it came from', () => {
    const item = { caseID: 'case-0101', caseRecordId: 'RCH-2026-0101' };
    const at = '2026-11-29T02:40:00.000Z';
    expect(
      orderAuditEntry({
        change: 'created',
        item,
        placerOrderNumber: 'ORD-7',
        via: 'hl7',
        from: '10.4.0.9',
        at,
      }),
    ).toEqual({
      at,
      actor: null,
      attemptedEmail: null,
      action: 'CaseCreated',
      target: { type: 'Case', id: 'case-0101' },
      caseId: 'case-0101',
      caseRecordId: 'RCH-2026-0101',
      outcome: 'Succeeded',
      status: 200,
      clientAddress: SYSTEM_CLIENT_ADDRESS,
      detail: 'draft created: order ORD-7 by HL7 v2 from 10.4.0.9',
    });
  });

  it('fits the trail’s note whatever the order and address, and never names a person', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderChange>('created', 'changed', 'cancelled'),
        fc.string({ maxLength: 400 }),
        fc.option(fc.string({ maxLength: 400 })),
        fc.constantFrom('hl7' as const, 'fhir' as const),
        (change, placer, from, via) => {
          const entry = orderAuditEntry({
            change,
            item: { caseID: 'case-1', caseRecordId: 'RCH-2026-0001' },
            placerOrderNumber: placer,
            via,
            from,
            at: '2026-11-29T02:40:00.000Z',
          });
          expect(entry.detail!.length).toBeLessThanOrEqual(200);
          expect(entry.actor).toBeNull();
          expect(entry.clientAddress).toBe(SYSTEM_CLIENT_ADDRESS);
        },
      ),
    );
  });
});

describe('an order in the trail', () => {
  it('records the draft made, changed and cancelled by FHIR; the same order again records nothing', async () => {
    const credential = await credentialOf(FACILITY);
    const made = await postOrder(credential, orderBundle('ORD-AUDIT-1'));
    expect(made.status).toBe(201);
    const { caseID } = ((await made.json()) as { data: { caseID: string } }).data;
    expect((await postOrder(credential, orderBundle('ORD-AUDIT-1'))).status).toBe(200);
    const changed = orderBundle('ORD-AUDIT-1');
    (changed.entry![0]!.resource as ServiceRequest).priority = 'routine';
    expect((await postOrder(credential, changed)).status).toBe(200);
    const cancel = orderBundle('ORD-AUDIT-1');
    (cancel.entry![0]!.resource as ServiceRequest).status = 'revoked';
    expect((await postOrder(credential, cancel)).status).toBe(200);

    const records = (await trailOf(caseID)).filter((each) => each.clientAddress === SYSTEM_CLIENT_ADDRESS);
    expect(
      records.map(({ action, actor, detail }) => ({ action, actor, detail: detail?.split(' from ')[0] })),
    ).toEqual([
      { action: 'CaseStatusChanged', actor: null, detail: 'Cancelled: order ORD-AUDIT-1 by FHIR' },
      { action: 'CaseChanged', actor: null, detail: 'draft changed: order ORD-AUDIT-1 by FHIR' },
      { action: 'CaseCreated', actor: null, detail: 'draft created: order ORD-AUDIT-1 by FHIR' },
    ]);
  }, 15_000);
});
