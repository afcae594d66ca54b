import { describe, expect, it } from 'vitest';
import { transition, type CaseAction, type CaseStatus } from './lifecycle';

const STATUSES: CaseStatus[] = ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'];

/** The whole table: for each action, the statuses it starts from and where it leads. */
const ALLOWED: Record<CaseAction, Partial<Record<CaseStatus, CaseStatus>>> = {
  edit: { Draft: 'Draft' },
  'send-out': { Draft: 'Available' },
  'pick-up': { Available: 'Assigned' },
  release: { Assigned: 'Available' },
  assign: { Available: 'Assigned', Assigned: 'Assigned' },
  'sign-out': { Assigned: 'SignOutCompleted' },
  cancel: { Draft: 'Cancelled', Available: 'Cancelled' },
};

describe('case lifecycle', () => {
  for (const [action, allowed] of Object.entries(ALLOWED) as Array<
    [CaseAction, Partial<Record<CaseStatus, CaseStatus>>]
  >) {
    for (const status of STATUSES) {
      const to = allowed[status];
      it(`${action} from ${status} ${to ? `→ ${to}` : 'is refused'}`, () => {
        const result = transition(status, action);
        if (to) expect(result).toEqual({ ok: true, to });
        else
          expect(result).toMatchObject({
            ok: false,
            message: expect.stringMatching(new RegExp(`^A case in status ${status} cannot be `)),
          });
      });
    }
  }

  it('words a refusal so a person understands it', () => {
    expect(transition('SignOutCompleted', 'pick-up')).toEqual({
      ok: false,
      message: 'A case in status SignOutCompleted cannot be picked up.',
    });
  });
});
