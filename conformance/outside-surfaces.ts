/**
 * The server's surfaces the contract only hands out (docs/conformance.md, "Outside the contract"): the FHIR API and
 * its token endpoint (getMyFacilityInterfaces' `fhir.baseUrl` and `fhir.tokenUrl`) and the tus upload URLs
 * (createSlideUpload's `uploadUrl`, an `x-link` of protocol tus). Learnt from the answers the run receives, on the
 * server's own origin only, so a request to one of them is judged (cors_as_declared, no_secret_in_answer) under the
 * operation that handed it out, with the surface named in the failure.
 */
import type { CorsRule } from './checks/cors';
import type { OperationInfo } from './openapi';
import type { Exchange } from './types';

export interface Surface {
  /** Named in a failure: `the FHIR API`, `the FHIR token endpoint`, `a tus upload URL`. */
  name: string;
  /** The operation that hands the URL out, under which verdicts are recorded. */
  operationId: string;
  /** What another origin is allowed (../checks/cors.ts). */
  cors: CorsRule;
  /** Answer fields that hand a secret out by design (a token endpoint's `access_token`). */
  handedOut: ReadonlySet<string>;
}

export const FHIR_API: Surface = {
  name: 'the FHIR API (fhir.baseUrl)',
  operationId: 'getMyFacilityInterfaces',
  // The contract says nothing of CORS here, and the CapabilityStatement says `cors: false`.
  cors: false,
  handedOut: new Set(),
};
export const TOKEN_ENDPOINT: Surface = {
  name: 'the FHIR token endpoint (fhir.tokenUrl)',
  operationId: 'getMyFacilityInterfaces',
  cors: false,
  handedOut: new Set(['access_token']),
};
export const TUS_UPLOAD: Surface = {
  name: 'a tus upload URL (uploadUrl)',
  operationId: 'createSlideUpload',
  // "OPTIONS (CORS preflight) is answered for any origin … No cookies" (createSlideUpload).
  cors: 'public',
  handedOut: new Set(),
};

/** Grants remembered at most (a run asks for a few). */
const MAX_UPLOAD_URLS = 20;

type Data = Record<string, unknown>;
const dataOf = (exchange: Exchange) => {
  const status = exchange.response?.status ?? 0;
  if (status < 200 || status >= 300) return undefined;
  const data = (exchange.response?.json as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? (data as Data) : undefined;
};

/** A URL without its query and trailing slash, when it is on `origin`; else undefined. */
function onOrigin(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.origin === origin ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : undefined;
  } catch {
    return undefined;
  }
}

export class OutsideSurfaces {
  fhirBase?: string;
  tokenUrl?: string;
  /** The grants' creation URLs, with the size each was asked for (its request's `sizeBytes`). */
  readonly uploads: { url: string; size?: number }[] = [];
  private readonly origin: string;

  constructor(baseUrl: string) {
    this.origin = new URL(baseUrl).origin;
  }

  /** Learns the URLs a 2xx answer of the operations that hand them out names. */
  learn(operation: OperationInfo, exchange: Exchange) {
    const data = dataOf(exchange);
    if (!data) return;
    if (operation.operationId === FHIR_API.operationId) {
      const fhir = data.fhir as Data | undefined;
      this.fhirBase = onOrigin(fhir?.baseUrl, this.origin) ?? this.fhirBase;
      this.tokenUrl = onOrigin(fhir?.tokenUrl, this.origin) ?? this.tokenUrl;
    }
    if (operation.operationId === TUS_UPLOAD.operationId) {
      const url = onOrigin(data.uploadUrl, this.origin);
      const body = exchange.request.body?.kind === 'json' ? exchange.request.body.value : undefined;
      const size = (body as { sizeBytes?: unknown } | undefined)?.sizeBytes;
      if (url && !this.uploads.some((u) => u.url === url) && this.uploads.length < MAX_UPLOAD_URLS)
        this.uploads.push({ url, size: typeof size === 'number' ? size : undefined });
    }
  }

  /** The surface a URL the run sent to is on, if any. */
  of(raw: string): Surface | undefined {
    const url = onOrigin(raw, this.origin);
    if (!url) return undefined;
    const under = (base: string | undefined) => !!base && (url === base || url.startsWith(`${base}/`));
    if (this.tokenUrl && url === this.tokenUrl) return TOKEN_ENDPOINT;
    if (under(this.fhirBase)) return FHIR_API;
    if (this.uploads.some((upload) => under(upload.url))) return TUS_UPLOAD;
    return undefined;
  }
}
