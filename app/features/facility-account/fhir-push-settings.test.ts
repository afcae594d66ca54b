/** The FHIR push form's body (decision 139): the token sent only when typed, removed only when asked. */
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import { FHIR_PUSH_TEXT, fhirPushBody, fhirPushForm } from './fhir-push-settings';

const parse = (fhirPush: Record<string, unknown>) => fhirPushForm.safeParse({ fhirPush });

describe('the FHIR push form', () => {
  it('keeps the saved token when the field is left empty, sends a typed one, and removes it when asked', () => {
    const base = { enabled: true, baseUrl: 'https://fhir.hospital.example/R4' };
    const kept = fhirPushBody(parse(base).data!);
    expect(kept).toEqual({ fhirPush: { ...base } });
    expect(fhirPushBody(parse({ ...base, token: 'abc.def' }).data!).fhirPush!.token).toBe('abc.def');
    expect(fhirPushBody(parse({ ...base, removeToken: true }).data!).fhirPush!.token).toBeNull();
    expect(schemas.zFacilityInterfacesInput.safeParse(kept).success).toBe(true);
  });

  it('says what the API says when on without a URL, and refuses what is no http URL', () => {
    expect(parse({ enabled: true }).error!.issues[0]!.message).toBe(FHIR_PUSH_TEXT.urlRequired);
    expect(parse({ baseUrl: 'ftp://x.example' }).error!.issues[0]!.message).toBe(FHIR_PUSH_TEXT.urlFormat);
    expect(parse({ token: 'has space' }).error!.issues[0]!.message).toBe(FHIR_PUSH_TEXT.tokenFormat);
  });
});
