/** The notifications feature's public entry (browser-safe): the /notifications page (decision 081). */
export { NotificationsPage } from './notifications-page';
export type { NotificationsPageData } from './list';
export { NotificationSettingsPage } from './settings-page';
export { NotificationsBell } from './bell';
export { TimeZoneRecorder } from './time-zone-recorder';
