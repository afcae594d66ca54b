/** The three kinds of registration: what each is called, where its screens live. */
import type { RegistrationKind } from './schemas';

export const KINDS: readonly RegistrationKind[] = ['provider', 'facility', 'other'];

export const KIND_TEXT = {
  provider: {
    /** /register?type=provider (spec 2.1). */
    title: 'Register as a Provider',
    intro:
      'For pathologists and other physicians who read cases. Tell us about your practice and where you are licensed; our team reviews every registration.',
    behalfIntro:
      'Enter the registration of a provider who applied by phone or on paper. They set their own password with Forgot Password.',
  },
  facility: {
    title: 'Register as a Medical Facility',
    intro:
      'For hospitals, clinics, laboratories and physician groups that send out cases. Register your facility and yourself as its first user.',
    behalfIntro:
      'Enter the registration of a facility that applied by phone or on paper. Its contact person sets their own password with Forgot Password.',
  },
  other: {
    title: 'Register Another Organisation',
    intro:
      'For research groups, biobanks and any organisation that is neither a provider nor a medical facility. No login is created; our team contacts you.',
    behalfIntro: 'Enter the registration of another organisation our team should contact.',
  },
} as const satisfies Record<RegistrationKind, { title: string; intro: string; behalfIntro: string }>;

/** The logged-in screens of each kind (spec 2.7's route constants). */
export const behalfPath = (kind: RegistrationKind) => `/${kind}-registration`;
export const editPath = (kind: RegistrationKind, id: string) =>
  `/${kind}-registration/edit/${encodeURIComponent(id)}`;
export const registerPath = (kind: RegistrationKind) => `/register?type=${kind}`;

export function kindOf(value: string | null | undefined): RegistrationKind | null {
  return value === 'provider' || value === 'facility' || value === 'other' ? value : null;
}
