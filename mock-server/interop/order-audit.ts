/**
 * The audit trail's record of what an order from a hospital's system did to a case (docs/audit.md): no one signed
 * in acts, so the record is the system's (`SYSTEM_CLIENT_ADDRESS`, as an escalation's), and its note names the
 * order, the interface it came by and the address it came from, which a signed-in person's record keeps in
 * `clientAddress`. Only changes are kept: an order that changed nothing or was refused read and changed nothing.
 */
import { SYSTEM_CLIENT_ADDRESS } from '../../contracts/audit';
import type { AuditDraft } from '../audit/rules';
import type { CaseRecord } from '../store/db';

const INTERFACE_WORDS = { hl7: 'HL7 v2', fhir: 'FHIR' } as const;

const CHANGES = {
  created: { action: 'CaseCreated', what: 'draft created' },
  changed: { action: 'CaseChanged', what: 'draft changed' },
  cancelled: { action: 'CaseStatusChanged', what: 'Cancelled' },
} as const;

export type OrderChange = keyof typeof CHANGES;

export function orderAuditEntry(input: {
  change: OrderChange;
  item: Pick<CaseRecord, 'caseID' | 'caseRecordId'>;
  placerOrderNumber: string;
  via: keyof typeof INTERFACE_WORDS;
  /** The address the order came from (the MLLP connection's, or the HTTP client's); null when not known. */
  from: string | null;
  at: string;
}): AuditDraft {
  const { action, what } = CHANGES[input.change];
  const from = input.from ? ` from ${input.from}` : '';
  return {
    at: input.at,
    actor: null,
    attemptedEmail: null,
    action,
    target: { type: 'Case', id: input.item.caseID },
    caseId: input.item.caseID,
    caseRecordId: input.item.caseRecordId,
    outcome: 'Succeeded',
    status: 200,
    clientAddress: SYSTEM_CLIENT_ADDRESS,
    detail: `${what}: order ${input.placerOrderNumber} by ${INTERFACE_WORDS[input.via]}${from}`.slice(0, 200),
  };
}
