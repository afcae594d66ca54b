/** Enquiry rules beyond the schema: the phone's country code (spec 5) and the state of US/Canadian leads. */
import { SENTENCES } from '../../contracts';
import { CANADIAN_PROVINCES, US_STATES } from '../reference/data';

export const PHONE_FORMAT_MESSAGE = SENTENCES.phone.invalid;
export const COUNTRY_CODE_MESSAGE = 'Invalid country code.';

/** A country code of zero or all zeros is not a country (the last ten digits are the number). */
export function hasZeroCountryCode(phone: string): boolean {
  const digits = phone.replace(/[^0-9]/g, '');
  return /^0+$/.test(digits.slice(0, Math.max(0, digits.length - 10)));
}

/** Field messages for the state given the country; empty when fine. */
export function stateErrors(
  country: 'US' | 'Canada' | 'Other',
  state: string | null | undefined,
): Record<string, string[]> {
  const list = country === 'US' ? US_STATES : country === 'Canada' ? CANADIAN_PROVINCES : null;
  if (!list) return {};
  if (!state) return { state: [`Choose a ${country === 'US' ? 'state' : 'province'}.`] };
  if (!list.some((entry) => entry.value === state)) {
    return {
      state: [
        `${state} is not a ${country === 'US' ? 'US state or territory' : 'Canadian province or territory'}.`,
      ],
    };
  }
  return {};
}
