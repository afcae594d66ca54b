/**
 * Turning a lead into a provider registration or a facility account (decision 041): the create form opened with
 * `?fromEnquiry={enquiryId}` starts with what the enquiry says (getEnquiry, read on the server with the admin's
 * token). Admins only: for anyone else the parameter is ignored. An id that is malformed or names no enquiry
 * leaves the form empty with a note saying so; the admin can still fill it in.
 */
import { ApiError, ContractViolationError, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { isAdminRole } from '~/features/auth';
import type { SessionUser } from '~/session.server';
import { enquiryDetailHref, type Enquiry } from './labels';
import { PREFILL_MESSAGES, type EnquiryPrefill } from './prefill';

export { PREFILL_MESSAGES, type EnquiryPrefill };

export type PrefillTarget = 'provider' | 'facility';

const filled = (values: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

/** The create form's values from an enquiry: the person for a provider, the organisation for a facility. */
export function prefillValues(enquiry: Enquiry, target: PrefillTarget): Record<string, string> {
  const contact = {
    email: enquiry.email,
    phone: enquiry.phone,
    country: enquiry.country,
    state: enquiry.state,
  };
  if (target === 'facility') return filled({ name: enquiry.organisation, ...contact });
  return filled({
    salutation: enquiry.salutation === 'None' ? null : enquiry.salutation,
    firstName: enquiry.firstName,
    lastName: enquiry.lastName,
    ...contact,
  });
}

/** The prefill of the URL's `fromEnquiry`, or null without one (or for someone who is not an admin). */
export async function enquiryPrefill(
  request: Request,
  user: SessionUser,
  target: PrefillTarget,
): Promise<EnquiryPrefill | null> {
  const raw = new URL(request.url).searchParams.get('fromEnquiry');
  if (raw === null || !isAdminRole(user.role)) return null;
  const missing: EnquiryPrefill = { href: null, note: PREFILL_MESSAGES.missing, initial: {} };
  const id = schemas.zGetEnquiryPath.shape.enquiryId.safeParse(raw);
  if (!id.success) return missing;
  try {
    const { data: enquiry } = await unwrap(
      api(user.token).GET('/api/enquiries/{enquiryId}', {
        params: { path: { enquiryId: id.data } },
        signal: request.signal,
      }),
    );
    return {
      href: enquiryDetailHref(enquiry.id),
      note: PREFILL_MESSAGES.from(`${enquiry.firstName} ${enquiry.lastName}`, enquiry.organisation),
      initial: prefillValues(enquiry, target),
    };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError || error instanceof ContractViolationError) return missing;
    throw error;
  }
}
