/** GET /api/Facility/get-current: the facility user record, for the facility roles only. */
import { db } from '../store/db';
import { authenticate, fail, ok, route, simulateLatency } from '../http/operation';
import { profileOf } from '../users/views';
import { normalizeRole } from '../../contracts';

export const facilityHandlers = [
  route('getCurrentFacilityUser', async ({ request }) => {
    await simulateLatency();
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const { user } = auth;
    const role = normalizeRole(user.role);
    if (role !== 'MedicalFacility' && role !== 'Facility_NP') return fail(403, 'Forbidden');
    const facility = user.facilityId
      ? db.facilities.findFirst((q) => q.where({ id: user.facilityId! }))
      : undefined;
    if (!facility) return fail(404, 'No facility is linked to this user.');
    return ok('getCurrentFacilityUser', {
      id: `fu-${user.id.replace(/^usr-/, '')}`,
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: profileOf(user).phone,
      role,
      status: user.status,
      facility,
    });
  }),
];
