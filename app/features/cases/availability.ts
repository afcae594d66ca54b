/**
 * Why a provider's Available Cases is empty when cases exist (decision 075): the API shows available cases only
 * to active providers (spec 4.1), so a new provider, one whose onboarding is under review, or a provisionally
 * active one sees an empty list. The page says why, in a clinician's words, and where to go next, instead of
 * the spec's 'There are no available cases right now.', which stays for an active provider with truly none.
 */
import { normalizeStatus } from '../../../contracts';

export type AvailabilityNotice = 'onboarding' | 'provisional';

/** The notice for a provider's account status, or null when the list's emptiness is the truth (Active). */
export function availabilityNotice(status: string | null | undefined): AvailabilityNotice | null {
  switch (normalizeStatus(status)) {
    case 'New':
    case 'In Progress':
      return 'onboarding';
    case 'Provisionally Active':
      return 'provisional';
    default:
      return null;
  }
}

/** Where onboarding is completed (spec 2.7's /pathologist/onboarding-task: it opens the provider's own task). */
export const ONBOARDING_PATH = '/pathologist/onboarding-task';

export const AVAILABILITY_NOTICES: Record<
  AvailabilityNotice,
  { text: string; link: { to: string; label: string } }
> = {
  onboarding: {
    text: 'You will see available cases once your onboarding is approved. Upload your license and other documents on your onboarding checklist; if you have already sent everything, our team is reviewing it.',
    link: { to: ONBOARDING_PATH, label: 'Go to your onboarding checklist' },
  },
  provisional: {
    text: 'You will see available cases once an administrator fully activates your account. Until then, work on the cases assigned to you in My Cases.',
    link: { to: '/selectedCases', label: 'Go to My Cases' },
  },
};
