/**
 * /notification-settings' words and form (decision 085): per kind of event the user may set, how they are told,
 * and the time zone their e-mails, notices and lists write times in (decision 121). The form is the contract's
 * NotificationPreferencesInput: the zone a select, one item per kind (the kind a hidden field, the delivery a
 * radio group), all sent together; the API judges them as a whole.
 */
import type { z } from 'zod';
import { schemas, type components, SENTENCES } from '../../../contracts';
import { DEVICE_TIME_ZONE } from './time-zone';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];
type Delivery = components['schemas']['NotificationDelivery'];

export const SETTINGS_PATH = '/notification-settings';
export const PREFERENCES_FORM_ID = 'notification-preferences';
export const SETTINGS_SAVED = SENTENCES.notifications.settingsSaved;

export const preferencesForm = schemas.zNotificationPreferencesInput;
export type PreferencesFormInput = z.input<typeof preferencesForm>;

/** Each kind the user may set: what it is about, in their words, and when it is sent. */
export const PREFERENCE_TEXT: Record<string, { label: string; hint: string }> = {
  CaseAssigned: {
    label: 'A case is assigned to me',
    hint: 'An admin or the automatic assignment gives you a case.',
  },
  CaseAvailable: {
    label: 'A case I may pick up is sent out',
    hint: 'A case your subspecialty and licence allow appears in Available Cases.',
  },
  TaskAssigned: { label: 'A task is assigned to me', hint: 'Someone else gives you a task.' },
  ReportAddendum: {
    label: 'An addendum is added to a report',
    hint: 'A signed-out report of your facility’s case, or of a case you signed out, is amended.',
  },
  QaResult: {
    label: 'A QA review of my case is graded',
    hint: 'A second read of a case you signed out found agreement or a minor discrepancy.',
  },
  AccountStatusChanged: {
    label: 'My account status changes',
    hint: 'An admin activates, deactivates or otherwise changes your account.',
  },
  ConsultInvitation: {
    label: 'I am invited to a live consult',
    hint: 'Another pathologist asks you to join them on a case.',
  },
  ConsultEnded: {
    label: 'A live consult I am in ends without me',
    hint: 'The case was signed out or cancelled, it went idle, or its leader’s connection was lost.',
  },
};

export const DELIVERY_OPTIONS: readonly { value: Delivery; label: string }[] = [
  { value: 'InAppAndEmail', label: 'In the app and by e-mail' },
  { value: 'InApp', label: 'In the app only' },
  { value: 'Email', label: 'By e-mail only' },
  { value: 'Off', label: 'Off' },
];

/** The kinds always sent, in words (the notices list's labels are shorter). */
export const ALWAYS_SENT_TEXT: Record<string, string> = {
  CaseAtRisk: 'a case of yours at risk of missing its due time',
  CaseOverdue: 'a case of yours overdue',
  CaseDelayed: 'a case your facility sent out delayed past its due time',
  ArchiveSlides: 'an ordered case whose slides your image archive did not give',
  QaReviewAssigned: 'a blinded QA review assigned to you',
  QaFollowUp: 'a QA follow-up of a case you signed out',
  AssignmentFailed: 'a case nobody could be assigned automatically',
  QaReviewUnassigned: 'a QA sample without a reviewer',
  QaMajorDiscordance: 'a major QA discordance',
};

export const preferenceLabel = (kind: string) => PREFERENCE_TEXT[kind]?.label ?? kind;

export const TIME_ZONE_LABEL = 'Time zone';
export const TIME_ZONE_HINT =
  'The times of your e-mails, notices and lists are written in this zone, the zone named.';

/**
 * The select's choices: the browser's zone first, as "Use this device's time zone" (its value unknown on the
 * server: '' until the page's script runs), then UTC and every zone the server knows; the saved zone is kept even
 * when the list leaves it out.
 */
export function timeZoneOptions(zones: readonly string[], device: string | null, saved: string | null) {
  const others = [...(saved && saved !== device && !zones.includes(saved) ? [saved] : []), ...zones];
  return [
    { value: device ?? '', label: device ? `${DEVICE_TIME_ZONE} (${device})` : DEVICE_TIME_ZONE },
    ...others.filter((zone) => zone !== device).map((zone) => ({ value: zone, label: zone })),
  ];
}

export const formValuesOf = (preferences: NotificationPreferences): PreferencesFormInput => ({
  items: preferences.items.map((item) => ({ kind: item.kind, delivery: item.delivery })),
  timeZone: preferences.timeZone ?? undefined,
});
