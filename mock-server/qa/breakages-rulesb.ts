/**
 * Breakages of the state machines the contract declares (openapi.yaml, components.x-state-machines), caught by
 * the rule state_transitions (conformance/rules/state-transitions.ts): a move allowed from a state the contract
 * forbids it from, and a forbidden move refused with the wrong status.
 */
import { db } from '../store/db';
import { envelope, success, type Breakage } from './breakage-hook';

export const RULESB_BREAKAGES: Breakage[] = [
  {
    name: 'cancel-assigned-case',
    breaks: 'cancelCase answers 200 (the case as Cancelled) for an Assigned case instead of 409',
    check: 'state_transitions',
    operations: ['cancelCase'],
    effects: () => [
      {
        operationId: 'cancelCase',
        response: (answer, request) => {
          const item = db.cases.findFirst((q) => q.where({ caseID: request.params.caseId ?? '' }));
          if (answer.status !== 409 || item?.status !== 'Assigned') return;
          const now = new Date().toISOString();
          return success(200, { ...item, status: 'Cancelled', cancelledAt: now, updatedAt: now });
        },
      },
    ],
  },
  {
    name: 'transition-conflict-as-400',
    breaks: 'reopenTask answers 400 instead of 409 for a task that is not Completed or Cancelled',
    check: 'state_transitions',
    operations: ['reopenTask'],
    effects: () => [
      {
        operationId: 'reopenTask',
        response: (answer) => (answer.status === 409 ? envelope(400, 'Validation failed') : undefined),
      },
    ],
  },
];
