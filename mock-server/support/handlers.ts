/** Support requests (any user opens one; admins list and resolve), and the global banner. */
import { randomUUID } from 'node:crypto';
import { db } from '../store/db';
import { fail, ok, operation } from '../http/operation';

import { matchesSearch, pageOf, personRef } from '../http/lists';
import { personName } from '../users/views';

const BANNER_ID = 'global';
const banner = () =>
  db.banners.findFirst((q) => q.where({ id: BANNER_ID })) ?? {
    id: BANNER_ID,
    message: null,
    updatedAt: null,
    updatedBy: null,
  };

async function saveBanner(message: string | null, by: { id: string; name: string }) {
  const value = { message, updatedAt: new Date().toISOString(), updatedBy: by };
  if (db.banners.findFirst((q) => q.where({ id: BANNER_ID }))) {
    await db.banners.update((q) => q.where({ id: BANNER_ID }), {
      data(draft) {
        Object.assign(draft, value);
      },
    });
  } else {
    await db.banners.create({ id: BANNER_ID, ...value });
  }
  const { id: _id, ...data } = banner();
  return data;
}

const RESOLVE_ADMINS_ONLY = 'Only admins can resolve support requests.';

export const supportHandlers = [
  operation('createSupportRequest', async ({ auth, body }) => {
    const { user } = auth;
    const created = await db.supportRequests.create({
      id: `sup-${randomUUID().slice(0, 12)}`,
      subject: body.subject.trim(),
      message: body.message.trim(),
      status: 'Open',
      createdBy: { id: user.id, name: personName(user), email: user.email, role: user.role },
      createdAt: new Date().toISOString(),
      resolvedAt: null,
      resolvedBy: null,
      resolution: null,
    });
    return ok('createSupportRequest', created, {
      status: 201,
      message: 'Thank you. Our support team will get back to you.',
    });
  }),

  operation('listSupportRequests', 'Only admins can see support requests.', ({ query }) => {
    const matches = db.supportRequests
      .all()
      .filter(
        (r) =>
          (!query.status || r.status === query.status) &&
          matchesSearch(query.search, r.subject, r.message, r.createdBy.name, r.createdBy.email),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
    return ok('listSupportRequests', pageOf(matches, query.page, query.pageSize));
  }),

  operation('resolveSupportRequest', RESOLVE_ADMINS_ONLY, async ({ auth, params, body }) => {
    const request = db.supportRequests.findFirst((q) => q.where({ id: params.supportRequestId }));
    if (!request) return fail(404, 'Support request not found.');
    if (request.status === 'Resolved') return fail(409, 'This support request is already resolved.');
    const updated = await db.supportRequests.update((q) => q.where({ id: request.id }), {
      data(draft) {
        draft.status = 'Resolved';
        draft.resolvedAt = new Date().toISOString();
        draft.resolvedBy = personRef(auth.user);
        draft.resolution = body.resolution.trim();
      },
    });
    return ok('resolveSupportRequest', updated!, { message: 'Support request resolved.' });
  }),

  operation('getBanner', () => {
    const { id: _id, ...data } = banner();
    return ok('getBanner', data);
  }),

  operation('setBanner', 'Only admins can set the banner.', async ({ auth, body }) => {
    return ok('setBanner', await saveBanner(body.message.trim(), personRef(auth.user)), {
      message: 'Banner updated.',
    });
  }),

  operation('clearBanner', 'Only admins can clear the banner.', async ({ auth }) => {
    if (banner().message === null) {
      const { id: _id, ...data } = banner();
      return ok('clearBanner', data, { message: 'No banner was set.' });
    }
    return ok('clearBanner', await saveBanner(null, personRef(auth.user)), { message: 'Banner cleared.' });
  }),
];
