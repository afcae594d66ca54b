/**
 * Notification preferences (decision 085, docs/notifications.md): per user, per kind of event, how they
 * are told. Pure rules shared by the mock backend (which honours them when it tells users) and the app (which
 * shows them); property tests beside this file.
 *
 * - A role sets the kinds it is told about that are a courtesy (SETTABLE_KINDS); each is `InAppAndEmail`,
 *   `InApp`, `Email` or `Off`, and a kind never set is its default (DEFAULT_DELIVERY).
 * - Every other kind is always told in the app and by e-mail (ALWAYS_SENT lists those a role receives): a case
 *   at risk or overdue, a facility's case delayed past its due time (its new expected time), an ordered case whose slides the facility's
 *   image archive did not give (the clerk must attach or upload them before the case can go out), the QA review and follow-up a provider must do, the admins' notices of work nobody else
 *   will pick up. Those are safety notices: switching them off would let a late case go unnoticed.
 */
import type { components } from './generated/types.gen';
import { normalizeRole, type Role } from './roles';

export type NotificationKind = components['schemas']['NotificationKind'];
export type NotificationDelivery = components['schemas']['NotificationDelivery'];
export type NotificationPreference = components['schemas']['NotificationPreference'];

/** The kinds a user may set, in the order the settings page lists them. */
export const PREFERENCE_KINDS = [
  'CaseAssigned',
  'CaseAvailable',
  'TaskAssigned',
  'ReportAddendum',
  'QaResult',
  'AccountStatusChanged',
  'ConsultInvitation',
  'ConsultEnded',
] as const satisfies readonly NotificationKind[];
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

const FACILITY_KINDS: readonly PreferenceKind[] = ['TaskAssigned', 'ReportAddendum', 'AccountStatusChanged'];

/** Per role, the kinds it is told about and may set. */
export const SETTABLE_KINDS: Record<Role, readonly PreferenceKind[]> = {
  Provider: PREFERENCE_KINDS,
  MedicalFacility: FACILITY_KINDS,
  Facility_NP: FACILITY_KINDS,
  // An admin may host a consult (decision 097): told of its end as a provider is.
  Admin: ['TaskAssigned', 'AccountStatusChanged', 'ConsultEnded'],
};

/** Per role, the kinds it is told about in the app and by e-mail whatever it sets. */
export const ALWAYS_SENT: Record<Role, readonly NotificationKind[]> = {
  Provider: ['CaseAtRisk', 'CaseOverdue', 'QaReviewAssigned', 'QaFollowUp'],
  MedicalFacility: ['CaseDelayed', 'ArchiveSlides'],
  Facility_NP: ['CaseDelayed', 'ArchiveSlides'],
  Admin: ['CaseAtRisk', 'CaseOverdue', 'AssignmentFailed', 'QaReviewUnassigned', 'QaMajorDiscordance'],
};

/**
 * A new user's: work given to them, an addendum that changes a report, their account and a consult (someone is
 * waiting) in the app and by e-mail; a case anyone eligible may pick up, a QA grade and a consult that ended
 * without them, which are not theirs to act on at once, in the app only (a case sent out would
 * otherwise e-mail every eligible provider).
 */
export const DEFAULT_DELIVERY: Record<PreferenceKind, NotificationDelivery> = {
  CaseAssigned: 'InAppAndEmail',
  CaseAvailable: 'InApp',
  TaskAssigned: 'InAppAndEmail',
  ReportAddendum: 'InAppAndEmail',
  QaResult: 'InApp',
  AccountStatusChanged: 'InAppAndEmail',
  ConsultInvitation: 'InAppAndEmail',
  ConsultEnded: 'InApp',
};

export interface Channels {
  inApp: boolean;
  email: boolean;
}

export const CHANNELS_OF: Record<NotificationDelivery, Channels> = {
  InAppAndEmail: { inApp: true, email: true },
  InApp: { inApp: true, email: false },
  Email: { inApp: false, email: true },
  Off: { inApp: false, email: false },
};

const isPreferenceKind = (kind: string): kind is PreferenceKind =>
  (PREFERENCE_KINDS as readonly string[]).includes(kind);

/** The kinds `role` may set (none for a role the contract does not know). */
export function settableKinds(role: string | null | undefined): readonly PreferenceKind[] {
  const known = normalizeRole(role);
  return known ? SETTABLE_KINDS[known] : [];
}

/**
 * How a user of `role` who chose `chosen` (their stored items) is told about `kind`: a kind their role may set
 * as chosen or its default; any other kind in the app and by e-mail.
 */
export function channelsFor(
  kind: NotificationKind,
  role: string | null | undefined,
  chosen: readonly NotificationPreference[],
): Channels {
  if (!isPreferenceKind(kind) || !settableKinds(role).includes(kind)) return CHANNELS_OF.InAppAndEmail;
  const delivery = chosen.find((item) => item.kind === kind)?.delivery ?? DEFAULT_DELIVERY[kind];
  return CHANNELS_OF[delivery];
}

/** What a user of `role` reads: each kind they may set with its delivery (chosen or default), in order. */
export function preferencesOf(
  role: string | null | undefined,
  chosen: readonly NotificationPreference[],
): { items: NotificationPreference[]; alwaysSent: NotificationKind[] } {
  const known = normalizeRole(role);
  return {
    items: settableKinds(role).map((kind) => ({
      kind,
      delivery: chosen.find((item) => item.kind === kind)?.delivery ?? DEFAULT_DELIVERY[kind],
    })),
    alwaysSent: known ? [...ALWAYS_SENT[known]] : [],
  };
}

export const PREFERENCE_MESSAGES = {
  alwaysSent: (kind: string) => `${kind} is always sent in the app and by e-mail: it cannot be changed.`,
  notYours: (kind: string) => `${kind} is not sent to your account: choose among the kinds listed.`,
  twice: (kind: string) => `${kind} is listed twice: send each kind once.`,
} as const;

export type PreferenceUpdate =
  { ok: true; items: NotificationPreference[] } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * Judges a change of `role`'s preferences as a whole: every kind must be one the role sets, each once; then the
 * stored items with the sent ones replaced (in PREFERENCE_KINDS order). Any refusal changes nothing.
 */
export function applyPreferenceUpdate(
  role: string | null | undefined,
  stored: readonly NotificationPreference[],
  sent: readonly NotificationPreference[],
): PreferenceUpdate {
  const fieldErrors: Record<string, string[]> = {};
  const settable = settableKinds(role);
  const known = normalizeRole(role);
  const seen = new Set<string>();
  sent.forEach((item, index) => {
    const key = `items.${index}.kind`;
    if (seen.has(item.kind)) fieldErrors[key] = [PREFERENCE_MESSAGES.twice(item.kind)];
    else if (!isPreferenceKind(item.kind) || !settable.includes(item.kind))
      fieldErrors[key] = [
        known && ALWAYS_SENT[known].includes(item.kind)
          ? PREFERENCE_MESSAGES.alwaysSent(item.kind)
          : PREFERENCE_MESSAGES.notYours(item.kind),
      ];
    seen.add(item.kind);
  });
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  const merged = new Map<string, NotificationDelivery>(stored.map((item) => [item.kind, item.delivery]));
  for (const item of sent) merged.set(item.kind, item.delivery);
  return {
    ok: true,
    items: PREFERENCE_KINDS.filter((kind) => merged.has(kind)).map((kind) => ({
      kind,
      delivery: merged.get(kind)!,
    })),
  };
}
