/** What the About Me pages say (decision 031). */
export const PROFILE_MESSAGES = {
  saved: 'Your profile was saved.',
  nothingChanged: 'Nothing was changed, so there was nothing to save.',
  providersOnly: 'About Me is a provider’s profile.',
  onboardingDocuments:
    'Your medical licence, board certification and the other onboarding documents are collected in your onboarding task under My Tasks.',
} as const;

export const ABOUT_ME_PATH = '/about-me';
export const EDIT_ABOUT_ME_PATH = '/about-me?edit';
