/**
 * The FHIR push form of the Interfaces page (decision 139), browser-safe: the FHIR server signed-out reports are
 * sent to, derived from the contract's `FhirPushEndpointInput`. The token is write-only: the field starts empty
 * (left empty, the saved one is kept), a checkbox removes it, and the page only says whether one is set.
 */
import { z } from 'zod';
import { schemas, SENTENCES, type components } from '../../../contracts';

export type FhirPushEndpoint = components['schemas']['FhirPushEndpoint'];

export const FHIR_PUSH_FORM_ID = 'interfaces-fhir-push';

export const FHIR_PUSH_TEXT = {
  saved: 'The FHIR server was saved.',
  /** The API's sentence for an enabled push without a URL (updateMyFacilityInterfaces). */
  urlRequired: SENTENCES.interfaces.fhirUrlRequired,
  urlFormat: 'Enter an https URL, like https://fhir.hospital.example/R4.',
  tokenFormat: 'A bearer token is at most 4096 visible characters, without spaces.',
  tokenState: (set: boolean) => (set ? 'A token is set.' : 'No token is set.'),
} as const;

const contract = schemas.zFhirPushEndpointInput.shape;
const fits = (field: z.ZodType, message: string) =>
  z.string().refine((value) => field.safeParse(value).success, { error: message });

export const fhirPushForm = z
  .object({
    fhirPush: z.object({
      enabled: z.boolean().optional(),
      baseUrl: fits(contract.baseUrl, FHIR_PUSH_TEXT.urlFormat).optional(),
      token: fits(contract.token, FHIR_PUSH_TEXT.tokenFormat).optional(),
      removeToken: z.boolean().optional(),
    }),
  })
  .superRefine(({ fhirPush }, ctx) => {
    if (fhirPush.enabled && !fhirPush.baseUrl)
      ctx.addIssue({ code: 'custom', path: ['fhirPush', 'baseUrl'], message: FHIR_PUSH_TEXT.urlRequired });
  });

/** The body: the push only; the token sent when typed, null when removed, left out (kept) otherwise. */
export function fhirPushBody(
  values: z.output<typeof fhirPushForm>,
): components['schemas']['FacilityInterfacesInput'] {
  const { enabled, baseUrl, token, removeToken } = values.fhirPush;
  return {
    fhirPush: {
      enabled: enabled ?? false,
      baseUrl: baseUrl ?? null,
      ...(token ? { token } : removeToken ? { token: null } : {}),
    },
  };
}

/** The form's first values: the saved push, the token field empty. */
export const fhirPushDefaults = (push: FhirPushEndpoint) => ({
  fhirPush: { enabled: push.enabled ? 'on' : '', baseUrl: push.baseUrl ?? '', token: '', removeToken: '' },
});
