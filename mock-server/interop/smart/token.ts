/**
 * The SMART Backend Services token endpoint and discovery (decision 131), beside the FHIR API:
 * `POST <FHIR base>/auth/token` (client_credentials with a private_key_jwt client assertion) and
 * `GET <FHIR base>/.well-known/smart-configuration`. The assertion is checked as the SMART spec and RFC 7523 ask:
 * `iss` = `sub` = a registered client id, `aud` this endpoint's URL, `exp` at most 5 minutes ahead, a `jti` not
 * seen before until its `exp`, signed RS384 or ES384 by one of that client's registered keys. A failed
 * authentication answers `invalid_client` (401), as SMART says; a scope outside the registration `invalid_scope`.
 */
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWK } from 'jose';
import { http, HttpResponse } from 'msw';
import { simulateLatency } from '../../http/operation';
import { clockNow } from '../../qa/clock';
import { db } from '../../store/db';
import { ACCESS_TOKEN_SECONDS, issueAccessToken } from './access-tokens';
import { ALGORITHMS } from './jwks';
import { grantScopes } from './scopes';

export const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const MAX_ASSERTION_SECONDS = 300;

/** The FHIR base of a request to `<base>/auth/token` or `<base>/.well-known/…`. */
const fhirBaseOf = (request: Request) => `${new URL(request.url).origin}/fhir/R4`;
/** The token endpoint's URL: what an assertion's `aud` must be. */
export const tokenUrlOf = (fhirBase: string) => `${fhirBase}/auth/token`;

type OAuthError = 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type';

/** An OAuth 2.0 error answer (RFC 6749 5.2): the code and a sentence that never repeats a secret. */
function oauthError(error: OAuthError, description: string) {
  const status = error === 'invalid_client' ? 401 : 400;
  return HttpResponse.json(
    { error, error_description: description },
    { status, headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' } },
  );
}

export const TOKEN_MESSAGES = {
  form: 'Send the token request as application/x-www-form-urlencoded.',
  grant: 'grant_type must be client_credentials.',
  assertionType: `client_assertion_type must be ${JWT_BEARER}.`,
  noAssertion: 'client_assertion is required: a JWT signed by one of the client’s registered keys.',
  unreadable: 'client_assertion is not a JWT.',
  alg: `The assertion must be signed with ${ALGORITHMS.join(' or ')} (its header's "alg").`,
  kid: 'The assertion’s header must name its key ("kid").',
  unknownClient: 'No client is registered under the assertion’s "iss".',
  subject: 'The assertion’s "sub" must be its "iss" (the client id).',
  audience: (url: string) => `The assertion’s "aud" must be the token endpoint's URL, ${url}.`,
  expired: 'The assertion has expired ("exp").',
  tooLong: `The assertion's "exp" must be at most ${MAX_ASSERTION_SECONDS / 60} minutes ahead.`,
  jti: 'The assertion needs a "jti", used once.',
  replay: 'This assertion’s "jti" was used before: sign a new assertion for each token request.',
  signature: 'The assertion is not signed by a key registered for this client (its "kid" and signature).',
  noScope: 'scope is required: the system scopes the client asks for.',
  scope: 'None of the scopes asked for is registered for this client.',
} as const;

/** The client an assertion authenticates, or the refusal; the `jti` is remembered until the assertion's `exp`. */
async function authenticate(assertion: string, tokenUrl: string) {
  let header: ReturnType<typeof decodeProtectedHeader>;
  let claims: ReturnType<typeof decodeJwt>;
  try {
    header = decodeProtectedHeader(assertion);
    claims = decodeJwt(assertion);
  } catch {
    return TOKEN_MESSAGES.unreadable;
  }
  if (!ALGORITHMS.includes(header.alg as (typeof ALGORITHMS)[number])) return TOKEN_MESSAGES.alg;
  if (!header.kid) return TOKEN_MESSAGES.kid;
  const client =
    typeof claims.iss === 'string' && db.smartClients.findFirst((q) => q.where({ clientId: claims.iss! }));
  if (!client) return TOKEN_MESSAGES.unknownClient;
  if (claims.sub !== client.clientId) return TOKEN_MESSAGES.subject;
  const now = clockNow();
  try {
    await jwtVerify(assertion, createLocalJWKSet({ keys: client.keys as JWK[] }), {
      algorithms: [...ALGORITHMS],
      issuer: client.clientId,
      subject: client.clientId,
      audience: tokenUrl,
      requiredClaims: ['exp', 'jti'],
      currentDate: now,
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') return TOKEN_MESSAGES.expired;
    if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') {
      const claim = (error as { claim?: string }).claim;
      if (claim === 'aud') return TOKEN_MESSAGES.audience(tokenUrl);
      if (claim === 'jti') return TOKEN_MESSAGES.jti;
      if (claim === 'exp') return TOKEN_MESSAGES.expired;
    }
    return TOKEN_MESSAGES.signature;
  }
  const exp = (claims.exp ?? 0) * 1000;
  if (exp - now.getTime() > MAX_ASSERTION_SECONDS * 1000) return TOKEN_MESSAGES.tooLong;
  if (typeof claims.jti !== 'string' || !claims.jti) return TOKEN_MESSAGES.jti;
  const id = `${client.clientId}|${claims.jti}`;
  await db.smartAssertions.deleteMany((q) =>
    q.where({ expiresAt: (at: string) => Date.parse(at) <= now.getTime() }),
  );
  if (db.smartAssertions.findFirst((q) => q.where({ id }))) return TOKEN_MESSAGES.replay;
  await db.smartAssertions.create({ id, expiresAt: new Date(exp).toISOString() });
  return client;
}

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
  const scope = form.get('scope')?.trim();
  if (!scope) return oauthError('invalid_request', TOKEN_MESSAGES.noScope);
  const client = await authenticate(assertion, tokenUrlOf(fhirBaseOf(request)));
  if (typeof client === 'string') return oauthError('invalid_client', client);
  const scopes = grantScopes(scope.split(/\s+/), client.scopes);
  if (!scopes.length) return oauthError('invalid_scope', TOKEN_MESSAGES.scope);
  const accessToken = await issueAccessToken({
    facilityId: client.facilityId,
    clientId: client.clientId,
    scopes,
  });
  await db.smartClients.update((q) => q.where({ clientId: client.clientId }), {
    data(draft) {
      draft.lastUsedAt = clockNow().toISOString();
    },
  });
  return HttpResponse.json(
    {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: scopes.join(' '),
    },
    { headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' } },
  );
}

/** The SMART configuration: how a backend service gets a token here. */
export function smartConfiguration(fhirBase: string, scopes: readonly string[]) {
  return {
    issuer: fhirBase,
    token_endpoint: tokenUrlOf(fhirBase),
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: [...ALGORITHMS],
    grant_types_supported: ['client_credentials'],
    scopes_supported: [...scopes],
    capabilities: ['client-confidential-asymmetric'],
  };
}

export const smartHandlers = (scopes: readonly string[]) => [
  http.post('*/fhir/R4/auth/token', ({ request }) => token(request)),
  http.get('*/fhir/R4/.well-known/smart-configuration', async ({ request }) => {
    await simulateLatency();
    return HttpResponse.json(smartConfiguration(fhirBaseOf(request), scopes));
  }),
];
