/**
 * The user (provider) status lifecycle as explicit admin actions (docs/provider-status.md): getUserStatus reads
 * the status, the changes allowed from it and the history; changeUserStatus makes one change with a reason.
 * Refusals: 403 for anyone but an admin, 404 for an unknown user, 422 without a reason, 409 for a change the
 * lifecycle does not allow (the current status again, a skipped step, an admin deactivating themself).
 */
import { SENTENCES } from '../../contracts';
import { db } from '../store/db';
import { fail, ok, operation } from '../http/operation';

import { changeStatus } from './lifecycle';
import { recordStatusChange, statusInfoOf } from './status-history';

export const STATUS_MESSAGES = {
  forbidden: 'Only admins can change a user’s status.',
  notFound: 'User not found.',
  reasonRequired: SENTENCES.users.statusReasonMissing,
  unchanged: (status: string) => `The user is already ${status}; choose another status.`,
  ownDeactivation: 'You cannot deactivate your own account; ask another admin.',
} as const;

const findUser = (id: string) => db.users.findFirst((q) => q.where({ id }));

export const userStatusHandlers = [
  operation('getUserStatus', STATUS_MESSAGES.forbidden, ({ auth, params }) => {
    const user = findUser(params.userId);
    if (!user) return fail(404, STATUS_MESSAGES.notFound);
    return ok('getUserStatus', statusInfoOf(user, auth.user.id));
  }),

  operation('changeUserStatus', STATUS_MESSAGES.forbidden, async ({ auth, params, body }) => {
    const user = findUser(params.userId);
    if (!user) return fail(404, STATUS_MESSAGES.notFound);
    const reason = body.reason?.trim() ?? '';
    if (!reason) {
      return fail(422, STATUS_MESSAGES.reasonRequired, {
        fieldErrors: { reason: [STATUS_MESSAGES.reasonRequired] },
      });
    }
    if (body.status === user.status) return fail(409, STATUS_MESSAGES.unchanged(user.status));
    if (body.status === 'Deactivated' && user.id === auth.user.id) {
      return fail(409, STATUS_MESSAGES.ownDeactivation);
    }
    const change = changeStatus(user.status, body.status);
    if (!change.ok) return fail(409, change.message);

    const updated = await db.users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        draft.status = body.status;
      },
    });
    const changedBy = { id: auth.user.id, name: `${auth.user.firstName} ${auth.user.lastName}` };
    await recordStatusChange(user.id, { from: user.status, to: body.status, reason, changedBy });
    if (body.status === 'Deactivated') {
      for (const session of db.sessions.findMany((q) => q.where({ userId: user.id })))
        db.sessions.delete((q) => q.where({ token: session.token }));
    }
    return ok('changeUserStatus', statusInfoOf(updated!, auth.user.id), {
      message: `Status changed to ${body.status}.`,
    });
  }),
];
