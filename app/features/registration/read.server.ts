/** One registration of any kind from the API (getProvider…, getFacility…, getOtherRegistration). */
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import type { RegistrationKind } from './schemas';

export async function fetchRegistration(
  token: string,
  kind: RegistrationKind,
  registrationId: string,
  signal: AbortSignal,
) {
  const client = api(token);
  const path = { params: { path: { registrationId } }, signal };
  const answer =
    kind === 'provider'
      ? await unwrap(client.GET('/api/registrations/providers/{registrationId}', path))
      : kind === 'facility'
        ? await unwrap(client.GET('/api/registrations/facilities/{registrationId}', path))
        : await unwrap(client.GET('/api/registrations/others/{registrationId}', path));
  return answer.data;
}
