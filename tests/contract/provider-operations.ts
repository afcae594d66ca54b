/**
 * The operations of openapi.yaml a provider may call: `x-roles` with Provider, or none (public, or any role), but
 * not those only a facility's API credential or a SMART access token opens, which no person calls.
 */
import type { OpenApiDoc } from '../../conformance/openapi';

type Security = Array<Record<string, unknown>>;

const takesOnlyCredential = (security: Security | undefined) =>
  !!security?.length &&
  security.every((scheme) => 'facilityCredential' in scheme || 'smartBackendServices' in scheme);

export function providerOperations(doc: OpenApiDoc): string[] {
  return Object.values(doc.paths)
    .flatMap((item) => Object.values(item))
    .filter((op): op is { operationId: string; security?: Security; 'x-roles'?: string[] } =>
      Boolean(op && typeof op === 'object' && 'operationId' in op),
    )
    .filter((op) => !takesOnlyCredential(op.security))
    .filter((op) => !op['x-roles'] || op['x-roles'].includes('Provider'))
    .map((op) => op.operationId)
    .sort();
}
