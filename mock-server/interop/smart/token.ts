/**
 * The SMART Backend Services token endpoint and discovery (decision 133), beside the FHIR API:
 * `POST <FHIR base>/auth/token` (client_credentials with a private_key_jwt client assertion) and
 * `GET <FHIR base>/.well-known/smart-configuration`. The assertion is checked as the SMART spec and RFC 7523 ask
 * (assertion.ts); a failed authentication answers `invalid_client` (401), a scope outside the registration
 * `invalid_scope` (400). No answer repeats the assertion or a token it was not given.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../../contracts';
import { simulateLatency } from '../../http/operation';
import { clockNow } from '../../qa/clock';
import { db } from '../../store/db';
import { settle } from '../../store/persistence';
import { ACCESS_TOKEN_SECONDS, issueAccessToken } from './access-tokens';
import { authenticate, JWT_BEARER } from './assertion';
import { ALGORITHMS } from './jwks';
import { grantScopes } from './scopes';

/** The FHIR base of a request to `<base>/auth/token` or `<base>/.well-known/…`. */
const fhirBaseOf = (request: Request) => `${new URL(request.url).origin}/fhir/R4`;
/** The token endpoint's URL: what an assertion's `aud` must be. */
export const tokenUrlOf = (fhirBase: string) => `${fhirBase}/auth/token`;

/** Longer than any assertion of a few RS384/ES384 claims: a bigger one is refused unread. */
const MAX_ASSERTION_CHARS = 8192;
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

type OAuthError = 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type';

/** An OAuth 2.0 error answer (RFC 6749 5.2): the code and a sentence that never repeats a secret. */
function oauthError(error: OAuthError, description: string) {
  const status = error === 'invalid_client' ? 401 : 400;
  return HttpResponse.json({ error, error_description: description }, { status, headers: NO_STORE });
}

export const TOKEN_MESSAGES = {
  form: 'Send the token request as application/x-www-form-urlencoded.',
  grant: 'grant_type must be client_credentials.',
  assertionType: `client_assertion_type must be ${JWT_BEARER}.`,
  noAssertion: 'client_assertion is required: a JWT signed by one of the client’s registered keys.',
  tooBig: `client_assertion is longer than ${MAX_ASSERTION_CHARS} characters.`,
  noScope: 'scope is required: the system scopes the client asks for, separated by spaces.',
  scope: 'None of the scopes asked for is registered for this client.',
} as const;

async function token(request: Request) {
  await simulateLatency();
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? ''))
    return oauthError('invalid_request', TOKEN_MESSAGES.form);
  const form = new URLSearchParams(await request.text());
  if (form.get('grant_type') !== 'client_credentials')
    return oauthError('unsupported_grant_type', TOKEN_MESSAGES.grant);
  if (form.get('client_assertion_type') !== JWT_BEARER)
    return oauthError('invalid_request', TOKEN_MESSAGES.assertionType);
  const assertion = form.get('client_assertion');
  if (!assertion) return oauthError('invalid_request', TOKEN_MESSAGES.noAssertion);
  if (assertion.length > MAX_ASSERTION_CHARS) return oauthError('invalid_request', TOKEN_MESSAGES.tooBig);
  const scope = form.get('scope')?.trim();
  if (!scope) return oauthError('invalid_request', TOKEN_MESSAGES.noScope);
  const client = await authenticate(assertion, tokenUrlOf(fhirBaseOf(request)), form.get('client_id'));
  if (typeof client === 'string') return oauthError('invalid_client', client);
  const scopes = grantScopes(scope.split(/\s+/).slice(0, 32), client.scopes);
  if (!scopes.length) return oauthError('invalid_scope', TOKEN_MESSAGES.scope);
  const accessToken = issueAccessToken({ facilityId: client.facilityId, clientId: client.clientId, scopes });
  await db.smartClients.update((q) => q.where({ clientId: client.clientId }), {
    data(draft) {
      draft.lastUsedAt = clockNow().toISOString();
    },
  });
  // When the client was last used is worth a write but not a refused token: a disk that fails puts it back.
  await settle().catch(() => undefined);
  return HttpResponse.json(
    {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: scopes.join(' '),
    },
    { headers: NO_STORE },
  );
}

/** The SMART configuration: how a backend service gets a token here. */
export function smartConfiguration(fhirBase: string) {
  return {
    token_endpoint: tokenUrlOf(fhirBase),
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: [...ALGORITHMS],
    grant_types_supported: ['client_credentials'],
    scopes_supported: [...schemas.zSmartScope.options],
    capabilities: ['client-confidential-asymmetric'],
  };
}

export const smartHandlers = [
  http.post('*/fhir/R4/auth/token', ({ request }) => token(request)),
  http.get('*/fhir/R4/.well-known/smart-configuration', async ({ request }) => {
    await simulateLatency();
    return HttpResponse.json(smartConfiguration(fhirBaseOf(request)));
  }),
];
