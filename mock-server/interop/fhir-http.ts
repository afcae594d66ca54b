/**
 * What the facility's own systems call (decision 106, changes 4 and 5), over HTTP: the facility behind an API
 * credential (rotateFhirCredential's, sent as a Bearer token; the mock keeps its SHA-256 only) and FHIR's answers
 * (`application/fhir+json`, an OperationOutcome for a problem).
 */
import type { OperationOutcome, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import { db } from '../store/db';
import { credentialHash } from './interfaces';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** A FHIR resource as the answer. */
export const fhirAnswer = (resource: Resource, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(resource), {
    status,
    headers: { 'Content-Type': FHIR_JSON, ...headers },
  });

/** An error issue; `expression` the FHIRPath of the element at fault, when there is one. */
export const issue = (
  code: OperationOutcomeIssue['code'],
  diagnostics: string,
  expression?: string,
): OperationOutcomeIssue => ({
  severity: 'error',
  code,
  diagnostics,
  ...(expression ? { expression: [expression] } : {}),
});

/** An OperationOutcome of `issues` with `status` (the validator's `details.text` given as `diagnostics`). */
export function outcome(
  status: number,
  issues: OperationOutcomeIssue[],
  headers: Record<string, string> = {},
) {
  const body: OperationOutcome = {
    resourceType: 'OperationOutcome',
    issue: issues.map(({ details, ...rest }) => ({
      ...rest,
      diagnostics: rest.diagnostics ?? details?.text ?? 'Invalid.',
    })),
  };
  return fhirAnswer(body, status, headers);
}

export const CREDENTIAL_MISSING = 'Send the facility’s API credential as a Bearer token.';
export const CREDENTIAL_REFUSED = 'This is not the current API credential of a facility.';

/** The facility whose current credential the request carries, or the 401 OperationOutcome. */
export function facilityOfCredential(request: Request): { id: string; name: string } | Response {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return outcome(401, [issue('login', CREDENTIAL_MISSING)], { 'WWW-Authenticate': 'Bearer' });
  const hash = credentialHash(match[1]!);
  const settings = db.facilityInterfaces.findFirst((q) => q.where({ credentialHash: hash }));
  const facility = settings && db.facilities.findFirst((q) => q.where({ id: settings.facilityId }));
  if (!facility)
    return outcome(401, [issue('login', CREDENTIAL_REFUSED)], {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
  return { id: facility.id, name: facility.name };
}
