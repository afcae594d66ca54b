/** The support feature's public entry (browser-safe): the admins' /support page (decision 037). */
export { SupportPage, type SupportPageData } from './support-page';
