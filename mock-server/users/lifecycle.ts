/**
 * The user (and facility account) status lifecycle (openapi.yaml, updateUser):
 *
 *   New ──► In Progress ──► Provisionally Active ──► Active
 *    │           │                   │                  │
 *    └───────────┴───────────────────┴──────────────────┴──► Deactivated ──reactivate──► Active
 *
 * Setting the current status again changes nothing. Any other change answers 409.
 */
import type { UserRecord } from '../store/db';

export type Status = UserRecord['status'];

const NEXT: Record<Status, readonly Status[]> = {
  New: ['In Progress', 'Deactivated'],
  'In Progress': ['Provisionally Active', 'Deactivated'],
  'Provisionally Active': ['Active', 'Deactivated'],
  Active: ['Deactivated'],
  Deactivated: ['Active'],
};

export type StatusChange = { ok: true; changed: boolean } | { ok: false; message: string };

export function allowedNext(from: Status): readonly Status[] {
  return NEXT[from];
}

export function changeStatus(from: Status, to: Status, subject = 'A user'): StatusChange {
  if (from === to) return { ok: true, changed: false };
  if (NEXT[from].includes(to)) return { ok: true, changed: true };
  const allowed = NEXT[from].join(' or ');
  return {
    ok: false,
    message: `${subject} in status ${from} cannot be moved to ${to}; it can move to ${allowed}.`,
  };
}
