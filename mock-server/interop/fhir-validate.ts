/**
 * FHIR R4 validation for the mock (decision 106): the order intake checks what it receives with it, the tests what
 * the mock produces. The validator and its definitions are ../../formats/fhir-r4.ts's, which indexes only the
 * resource types a value holds (decision 177: indexing all of them made the first createOrder of a mock time out).
 */
export { indexAllR4 as indexFhirDefinitions, r4Errors } from '../../formats/fhir-r4';
