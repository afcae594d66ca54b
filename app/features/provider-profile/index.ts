/**
 * A provider's own profile, About Me (/about-me, /about-me?edit; decision 031): the detail view and its edit
 * (the provider registration's form). Loader and action: profile.server.ts.
 */
export { AboutMeView, type AboutMeData } from './about-me-view';
export { EditAboutMeView, type EditAboutMeData } from './about-me-edit';
export { AboutMeErrorBoundary } from './error-boundary';
export { PROFILE_MESSAGES, ABOUT_ME_PATH, EDIT_ABOUT_ME_PATH } from './messages';
export type { ProviderProfile } from './types';
