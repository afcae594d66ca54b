/**
 * The backend service clients of the Interfaces page (SMART Backend Services, decision 133), browser-safe: the
 * register form derived from the contract's `BackendServiceClientInput` (the same names, so the API's refusals
 * land under their fields), its sentences, the scopes offered, and the list's query (one page, no sort).
 */
import { z } from 'zod';
import { BACKEND_CLIENT_MESSAGES, schemas, type components } from '../../../contracts';
import { defineListQuery } from '~/components/data-table';

export type BackendServiceClient = components['schemas']['BackendServiceClient'];
export type SmartScope = components['schemas']['SmartScope'];

export const BACKEND_CLIENT_FORM_ID = 'interfaces-backend-client';
export const REMOVE_CLIENT_FETCHER = 'interfaces-remove-backend-client';

export const BACKEND_CLIENT_TEXT = {
  registered: BACKEND_CLIENT_MESSAGES.registered,
  removed: BACKEND_CLIENT_MESSAGES.removed,
  nameRequired: BACKEND_CLIENT_MESSAGES.nameBlank,
  jwksRequired: 'Paste the client’s public key set (JWKS).',
  jwksNotJson: BACKEND_CLIENT_MESSAGES.jwksNotJson,
  scopesRequired: 'Pick at least one scope.',
  removeTitle: (name: string) => `Remove the client “${name}”?`,
  removeDescription:
    'Its keys are forgotten and every access token it holds stops working at once. The system using it can no longer read the FHIR API or send orders until it is registered again.',
  removeConfirm: 'Remove client',
  empty: 'No backend service clients yet.',
} as const;

const contract = schemas.zBackendServiceClientInput.shape;

/** What each scope lets a client do, as the form offers it. */
export const SCOPE_OPTIONS: ReadonlyArray<{ value: SmartScope; label: string }> = [
  { value: 'system/DiagnosticReport.rs', label: 'Read and search reports (system/DiagnosticReport.rs)' },
  {
    value: 'system/DocumentReference.rs',
    label: 'Read and search report documents (system/DocumentReference.rs)',
  },
  { value: 'system/Binary.r', label: 'Read report PDFs (system/Binary.r)' },
  { value: 'system/Observation.rs', label: 'Read observations (system/Observation.rs)' },
  { value: 'system/Specimen.rs', label: 'Read specimens (system/Specimen.rs)' },
  { value: 'system/Patient.rs', label: 'Read patients (system/Patient.rs)' },
  { value: 'system/ServiceRequest.rs', label: 'Read orders (system/ServiceRequest.rs)' },
  { value: 'system/Practitioner.rs', label: 'Read pathologists (system/Practitioner.rs)' },
  { value: 'system/Organization.rs', label: 'Read your facility (system/Organization.rs)' },
  { value: 'system/ServiceRequest.c', label: 'Send orders (system/ServiceRequest.c)' },
  { value: 'system/Task.rs', label: 'Follow orders as Tasks (system/Task.rs)' },
  { value: 'system/Task.c', label: 'Send orders as Tasks (system/Task.c)' },
];

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The register form: a name, the pasted JWKS, the scopes ticked. The API judges the keys themselves. */
export const backendClientForm = z.object({
  name: z
    .string({ error: BACKEND_CLIENT_TEXT.nameRequired })
    .trim()
    .min(1, BACKEND_CLIENT_TEXT.nameRequired)
    .max(contract.name.maxLength ?? 80),
  jwks: z
    .string({ error: BACKEND_CLIENT_TEXT.jwksRequired })
    .max(contract.jwks.maxLength ?? 20000)
    .refine(isJson, { error: BACKEND_CLIENT_TEXT.jwksNotJson }),
  scopes: z
    .array(schemas.zSmartScope, { error: BACKEND_CLIENT_TEXT.scopesRequired })
    .min(1, BACKEND_CLIENT_TEXT.scopesRequired),
});

export type BackendClientFormValues = z.output<typeof backendClientForm>;

/** The body of registerBackendServiceClient. */
export const backendClientBody = (
  values: BackendClientFormValues,
): components['schemas']['BackendServiceClientInput'] => ({
  name: values.name,
  jwks: values.jwks,
  scopes: [...new Set(values.scopes)],
});

/** The clients' list: one page of at most 10 (a facility's most), no sort, search or filter. */
export const backendClientListQuery = defineListQuery({ schema: z.object({}) });

/** What the action answers to a removal (read by the dialog's fetcher, since the row goes with the dialog). */
export interface RemoveClientResult {
  ok: boolean;
  message: string;
}
