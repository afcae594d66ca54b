/**
 * The case lifecycle (docs/mock-server.md):
 *
 *   Draft ──send-out──► Available ──pick-up / assign──► Assigned ──sign-out──► SignOutCompleted
 *     │                    │  ◄────────release──────────   ▲   │
 *     └──────cancel────────┴──► Cancelled                  └───┘ assign (reassign)
 *
 * Editing is allowed only in Draft. Any other change answers 409.
 */
import type { CaseRecord } from '../store/db';

export type CaseStatus = CaseRecord['status'];
export type CaseAction = 'edit' | 'send-out' | 'pick-up' | 'release' | 'assign' | 'sign-out' | 'cancel';

const RULES: Record<CaseAction, { from: readonly CaseStatus[]; to: CaseStatus; verb: string }> = {
  edit: { from: ['Draft'], to: 'Draft', verb: 'edited' },
  'send-out': { from: ['Draft'], to: 'Available', verb: 'sent out' },
  'pick-up': { from: ['Available'], to: 'Assigned', verb: 'picked up' },
  release: { from: ['Assigned'], to: 'Available', verb: 'released' },
  assign: { from: ['Available', 'Assigned'], to: 'Assigned', verb: 'assigned' },
  'sign-out': { from: ['Assigned'], to: 'SignOutCompleted', verb: 'signed out' },
  cancel: { from: ['Draft', 'Available'], to: 'Cancelled', verb: 'cancelled' },
};

/** Whether an operation on a case is a lifecycle action (the others change its parts: ./change-access.ts). */
export const isCaseAction = (operation: string): operation is CaseAction => Object.hasOwn(RULES, operation);

export type Transition = { ok: true; to: CaseStatus } | { ok: false; message: string };

export function transition(status: CaseStatus, action: CaseAction): Transition {
  const rule = RULES[action];
  return rule.from.includes(status)
    ? { ok: true, to: rule.to }
    : { ok: false, message: `A case in status ${status} cannot be ${rule.verb}.` };
}
