/**
 * FHIR R4 validation for the mock (decision 106): the order intake checks what it receives with it, the tests what
 * the mock produces. The validator and its definitions are ../../formats/fhir-r4.ts's, which indexes only the
 * resource types a value holds.
 */
import { indexR4 } from '../../formats/fhir-r4';

export { indexAllR4 as indexFhirDefinitions, r4Errors } from '../../formats/fhir-r4';

/** What an order holds (createOrder, a transaction, a Task) and what the intake answers with. */
const ORDER_RESOURCE_TYPES = [
  'Bundle',
  'ServiceRequest',
  'Patient',
  'Specimen',
  'Task',
  'Practitioner',
  'Organization',
  'OperationOutcome',
];

/**
 * Indexes the order intake's definitions, once the mock answers (../warm-indexes.ts; decision 177): on the first
 * order instead, it cost that request 5 s at load 12 and more than createOrder's 10 s time-out at load 18.
 */
export const warmOrderValidation = () => indexR4(ORDER_RESOURCE_TYPES);
