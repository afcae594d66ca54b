/** Billing records (admins only): list, details, create, edit and status changes. */
import { db, type UserRecord } from '../store/db';
import { fail, ok, operation } from '../http/operation';

import { FINANCIAL_FIELDS, addDays, billingTransitionError, type BillingRecord } from './rules';
import { nextSerial, personRef } from '../http/lists';
import { billingIndex, listBillingPage } from './billing-index';
import { BILLING_COMPONENT_LABELS, INSURANCE_PAYERS } from '../reference/data';
import { isAdminRole } from '../../contracts';

const ADMIN_ONLY = 'Only admins see and change billing records.';
const isAdmin = (user: UserRecord) => isAdminRole(user.role);

export function payerRef(payerId: string | null | undefined) {
  if (!payerId) return null;
  const payer = INSURANCE_PAYERS.find((p) => p.value === payerId);
  return payer ? { id: payer.value, name: payer.label } : undefined;
}

function recordFor(user: UserRecord, id: string): BillingRecord | Response {
  if (!isAdmin(user)) return fail(403, ADMIN_ONLY);
  const record = billingIndex.get(id);
  return record ?? fail(404, 'Billing record not found.');
}

export const billingHandlers = [
  operation('listBillingRecords', ADMIN_ONLY, ({ query }) => {
    const { page, totals } = listBillingPage(query);
    return ok('listBillingRecords', { ...page, totals });
  }),

  operation('getBillingRecord', ({ auth, params }) => {
    const record = recordFor(auth.user, params.billingId);
    return record instanceof Response ? record : ok('getBillingRecord', record);
  }),

  operation('createBillingRecord', ADMIN_ONLY, async ({ auth, body }) => {
    const item = db.cases.findFirst((q) => q.where({ caseID: body.caseId }));
    const errors: Record<string, string[]> = {};
    if (!item) errors.caseId = ['No such case.'];
    else if (item.status !== 'SignOutCompleted') errors.caseId = ['Only signed-out cases are billed.'];
    const payer = payerRef(body.payerId);
    if (payer === undefined) errors.payerId = ['Choose a payer from the reference list.'];
    if (Object.keys(errors).length || !item || payer === undefined)
      return fail(422, 'Validation failed', { fieldErrors: errors });

    const billingComponent = body.billingComponent ?? item.billingComponent;
    const duplicate = db.billingRecords
      .findMany((q) => q.where({ case: { caseID: item.caseID } }))
      .find((b) => b.billingComponent === billingComponent && b.status !== 'Void');
    if (duplicate)
      return fail(
        409,
        `Case ${item.caseRecordId} already has billing record ${duplicate.invoiceNumber} for this component.`,
      );

    const facility = db.facilities.findFirst((q) => q.where({ id: item.facility.id }));
    const id = nextSerial(
      'bill',
      db.billingRecords.findMany().map((b) => b.id),
    );
    const now = new Date();
    const created = await db.billingRecords.create({
      id,
      invoiceNumber: `INV-${now.getUTCFullYear()}-${id.slice(5).padStart(6, '0')}`,
      case: { caseID: item.caseID, caseRecordId: item.caseRecordId },
      facility: item.facility,
      patientName: `${item.patientInfo.firstName} ${item.patientInfo.lastName}`,
      billingComponent,
      billingComponentLabel: BILLING_COMPONENT_LABELS[billingComponent],
      cptCodes: body.cptCodes ?? [],
      amountCents: body.amountCents,
      currency: body.currency ?? (facility?.country === 'Canada' ? 'CAD' : 'USD'),
      status: 'Draft',
      payer,
      serviceDate: body.serviceDate ?? (item.finalReport?.signedOutAt ?? item.updatedAt).slice(0, 10),
      invoiceDate: null,
      dueDate: null,
      paidAt: null,
      voidedAt: null,
      voidReason: null,
      notes: body.notes ?? null,
      createdBy: personRef(auth.user),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    return ok('createBillingRecord', created, { status: 201, message: 'Billing record created.' });
  }),

  operation('updateBillingRecord', async ({ auth, params, body }) => {
    const record = recordFor(auth.user, params.billingId);
    if (record instanceof Response) return record;
    const target = body.status ?? record.status;
    const conflict = billingTransitionError(record.status, target);
    if (conflict) return fail(409, conflict);
    if (record.status !== 'Draft' && FINANCIAL_FIELDS.some((field) => body[field] !== undefined))
      return fail(409, `A billing record in status ${record.status} can only change its notes and status.`);
    const payer = body.payerId === undefined ? record.payer : payerRef(body.payerId);
    const errors: Record<string, string[]> = {};
    if (payer === undefined) errors.payerId = ['Choose a payer from the reference list.'];
    if (target === 'Void' && record.status !== 'Void' && !body.voidReason?.trim())
      errors.voidReason = ['Give a reason for voiding the record.'];
    if (Object.keys(errors).length || payer === undefined)
      return fail(422, 'Validation failed', { fieldErrors: errors });

    const now = new Date().toISOString();
    const updated = await db.billingRecords.update((q) => q.where({ id: record.id }), {
      data(draft) {
        if (body.billingComponent !== undefined) {
          draft.billingComponent = body.billingComponent;
          draft.billingComponentLabel = BILLING_COMPONENT_LABELS[body.billingComponent];
        }
        if (body.amountCents !== undefined) draft.amountCents = body.amountCents;
        if (body.currency !== undefined) draft.currency = body.currency;
        if (body.cptCodes !== undefined) draft.cptCodes = body.cptCodes;
        if (body.serviceDate !== undefined) draft.serviceDate = body.serviceDate;
        if (body.notes !== undefined) draft.notes = body.notes;
        draft.payer = payer;
        if (target !== record.status) {
          draft.status = target;
          if (target === 'Invoiced') {
            draft.invoiceDate = now.slice(0, 10);
            draft.dueDate = addDays(draft.invoiceDate, 30);
          }
          if (target === 'Paid') draft.paidAt = now;
          if (target === 'Void') {
            draft.voidedAt = now;
            draft.voidReason = body.voidReason!.trim();
          }
        }
        draft.updatedAt = now;
      },
    });
    return ok('updateBillingRecord', updated!);
  }),
];
