/**
 * What an order said of itself in the hospital's own terms, kept so the result answers in them: the identifiers
 * and people as the order wrote them, echoed unchanged in the ORU^R01 (PID-3 with its assigning authority, ORC-2
 * and OBR-2 with their namespace, the ordering provider, the visit) and in FHIR (identifier systems), so the
 * hospital files a result without translation tables. HL7 fields are kept as the message wrote them, escaped with
 * the default delimiters, which is what PathBridge reads (docs/interop.md).
 */
import type { CodeableConcept } from '@medplum/fhirtypes';
import { z } from 'zod';

const identifier = z.object({
  system: z.string().optional(),
  value: z.string(),
  /** Kept whole: what the order's system codes its identifiers with. */
  type: z.custom<CodeableConcept>((value) => typeof value === 'object' && value !== null).optional(),
});

/** A person or organisation as an order named it: display and identifier, never a reference into its Bundle. */
const party = z.object({ display: z.string().optional(), identifier: identifier.optional() });

export const orderOrigin = z.object({
  hl7: z
    .object({
      /** PID-3, every repetition. */
      patientIds: z.string(),
      /** ORC-2 (or OBR-2 when ORC-2 is empty): the placer order number, an EI with its namespace. */
      placer: z.string(),
      /** ORC-12 (or OBR-16): the ordering provider, an XCN; '' when the order named none. */
      orderingProvider: z.string(),
      /** The PV1 segment's fields after its name; null when the order had no PV1. */
      visit: z.array(z.string()).nullable(),
    })
    .nullable(),
  fhir: z
    .object({
      patientIdentifiers: z.array(identifier),
      placer: identifier,
      /** ServiceRequest.requester as the order gave it (its display and identifier: a reference into the order's
       * Bundle means nothing outside it). */
      requester: party.nullable(),
      /** The Task of a Task-centred order (fhir-task-orders.ts): its identifiers, requester and owner as sent,
       * which the Task PathBridge answers with echoes (fhir-task.ts). Absent for an order of a ServiceRequest. */
      task: z
        .object({ identifiers: z.array(identifier), requester: party.nullable(), owner: party.nullable() })
        .optional(),
    })
    .nullable(),
});

export type OrderOrigin = z.infer<typeof orderOrigin>;
export type FhirIdentifier = z.infer<typeof identifier>;
export type FhirParty = z.infer<typeof party>;
