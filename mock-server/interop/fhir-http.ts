/**
 * What the facility's own systems call (decision 106, changes 4 and 5), over HTTP: the facility behind a Bearer
 * token (a SMART access token, decision 133, or the deprecated static credential of rotateFhirCredential; the
 * mock keeps the SHA-256 of each only) with the scope check of an access token, and FHIR's answers
 * (`application/fhir+json`, an OperationOutcome for a problem).
 */
import type { OperationOutcome, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import { db } from '../store/db';
import { credentialHash } from './interfaces';
import { grantOf } from './smart/access-tokens';
import { allows, neededScope, type Permission } from './smart/scopes';

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

export const notFound = (type: string, id: string) =>
  outcome(404, [issue('not-found', `${type}/${id} is not known.`)]);
export const forbidden = () =>
  outcome(403, [issue('forbidden', 'This resource belongs to another facility’s case.')]);

export const CREDENTIAL_MISSING =
  'Send an access token (SMART Backend Services) or the facility’s API credential as a Bearer token.';
export const CREDENTIAL_REFUSED = 'This is not the current API credential of a facility.';
export const TOKEN_REFUSED =
  'This access token is unknown or has expired (they last 5 minutes): ask the token endpoint for a new one.';
export const scopeMissing = (scope: string) =>
  `This access token lacks the scope ${scope}: register the client with it and ask for it at the token endpoint.`;

/** Who calls: the facility, and the scopes of its access token (null for the static credential, which has all). */
export interface Caller {
  facility: { id: string; name: string };
  scopes: string[] | null;
}

const refused = (diagnostics: string) =>
  outcome(401, [issue('login', diagnostics)], { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

/**
 * The facility behind the request's Bearer token, or the 401 OperationOutcome: a SMART access token
 * (smart/access-tokens.ts) or the facility's current static credential (deprecated, decision 133).
 */
export function callerOf(request: Request): Caller | Response {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return outcome(401, [issue('login', CREDENTIAL_MISSING)], { 'WWW-Authenticate': 'Bearer' });
  const grant = grantOf(match[1]!);
  if (grant === 'refused') return refused(TOKEN_REFUSED);
  const facilityId = grant
    ? grant.facilityId
    : db.facilityInterfaces.findFirst((q) => q.where({ credentialHash: credentialHash(match[1]!) }))
        ?.facilityId;
  const facility = facilityId && db.facilities.findFirst((q) => q.where({ id: facilityId }));
  if (!facility) return refused(grant ? TOKEN_REFUSED : CREDENTIAL_REFUSED);
  return { facility: { id: facility.id, name: facility.name }, scopes: grant ? grant.scopes : null };
}

/** The 403 OperationOutcome naming the scope `caller` lacks for `permission` on `type`; null when it has it. */
export function scopeRefusal(caller: Caller, type: string, permission: Permission): Response | null {
  if (caller.scopes === null || allows(caller.scopes, type, permission)) return null;
  const scope = neededScope(type, permission);
  return outcome(403, [issue('forbidden', scopeMissing(scope))], {
    'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scope}"`,
  });
}
