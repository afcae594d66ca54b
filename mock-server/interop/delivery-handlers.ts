/**
 * listDeliveries and retryDelivery (decision 106): admins see every facility's delivery log, a facility user
 * their own facility's (another facility's delivery is not found, as one that does not exist).
 */
import { isAdminRole } from '../../contracts';
import { myFacility } from '../accounts/handlers';
import { pageOf } from '../http/lists';
import { fail, ok, operation } from '../http/operation';
import { db, type UserRecord } from '../store/db';
import { requeue } from './deliveries';

/** The facility whose deliveries `user` may see: null for an admin (every one), or a refusal. */
function scopeOf(user: UserRecord): string | null | Response {
  if (isAdminRole(user.role)) return null;
  const facility = myFacility(user);
  return facility instanceof Response ? facility : facility.id;
}

const NOT_FOUND = 'No delivery has this id.';

export const deliveryHandlers = [
  operation('listDeliveries', ({ auth, query }) => {
    const scope = scopeOf(auth.user);
    if (scope instanceof Response) return scope;
    const matches = db.deliveries
      .all()
      .filter(
        (item) =>
          (scope === null || item.facility.id === scope) &&
          (!query.status || item.status === query.status) &&
          (!query.caseId || item.case.caseID === query.caseId),
      )
      .reverse();
    return ok('listDeliveries', pageOf(matches, query.page, query.pageSize));
  }),

  operation('retryDelivery', async ({ auth, params }) => {
    const scope = scopeOf(auth.user);
    if (scope instanceof Response) return scope;
    const delivery = db.deliveries.findFirst((q) => q.where({ id: params.deliveryId }));
    if (!delivery || (scope !== null && delivery.facility.id !== scope)) return fail(404, NOT_FOUND);
    if (delivery.status === 'acknowledged')
      return fail(409, 'This delivery was acknowledged: it is not sent again.');
    if (delivery.status !== 'failed')
      return fail(409, 'This delivery is still being sent; it can be sent again once it has failed.');
    await requeue(delivery.id);
    return ok(
      'retryDelivery',
      db.deliveries.findFirst((q) => q.where({ id: delivery.id }))!,
      {
        message: 'The delivery is queued to be sent again.',
      },
    );
  }),
];
