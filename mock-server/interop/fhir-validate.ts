/**
 * FHIR R4 validation for the mock (decision 106): the order intake checks what it receives with it, the tests what
 * the mock produces. The validator and its definitions are ../../formats/fhir-r4.ts's, which indexes only the
 * resource types asked for (and the usual ones with them).
 */
import { indexUsualR4 } from '../../formats/fhir-r4';

export { indexAllR4 as indexFhirDefinitions, r4Errors } from '../../formats/fhir-r4';

/**
 * Indexes the order intake's definitions once the mock answers (../warm-indexes.ts; decision 177): in the first
 * order instead, they cost that request 5 s at load 12 and more than createOrder's 10 s time-out at load 18.
 */
export const warmOrderValidation = indexUsualR4;
