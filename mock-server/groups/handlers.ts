/** Provider groups (admin CRUD). Names are unique case-insensitively; members must be providers. */
import { randomUUID } from 'node:crypto';
import { isProviderRole, schemas } from '../../contracts';
import { db } from '../store/db';
import { maxItems } from '../http/list-limits';
import { fail, ok, operation } from '../http/operation';

import { matchesSearch, pageOf, sortStable } from '../http/lists';
import { toGroup } from '../users/views';

const ADMINS_ONLY = 'Only admins can manage groups.';
const NAME_TAKEN = 'A group with this name already exists.';
const findGroup = (id: string) => db.groups.findFirst((q) => q.where({ id }));
const nameTaken = (name: string, exceptId?: string) =>
  db.groups.all().some((g) => g.id !== exceptId && g.name.trim().toLowerCase() === name.trim().toLowerCase());

/**
 * Field messages for member ids that are not providers, or that already belong to as many other groups as a
 * user's `groupIds` holds; null when every member may join.
 */
function memberProblems(
  memberIds: readonly string[] | undefined,
  groupId?: string,
): Record<string, string[]> | null {
  if (!memberIds) return null;
  const wrong = memberIds.filter((id) => !isProviderRole(db.users.findFirst((q) => q.where({ id }))?.role));
  if (wrong.length) return { memberIds: [`These are not providers: ${wrong.join(', ')}.`] };
  const most = maxItems(schemas.zUser.shape.groupIds);
  const others = db.groups.all().filter((g) => g.id !== groupId);
  const full = memberIds.filter((id) => others.filter((g) => g.memberIds.includes(id)).length >= most);
  return full.length
    ? { memberIds: [`These providers are in ${most} groups, the most a user joins: ${full.join(', ')}.`] }
    : null;
}

export const groupHandlers = [
  operation('listGroups', ADMINS_ONLY, ({ query }) => {
    const matches = db.groups.all().filter((g) => matchesSearch(query.search, g.name, g.description));
    sortStable(
      matches,
      (g) => g.name.toLowerCase(),
      'asc',
      (g) => g.id,
    );
    const page = pageOf(matches, query.page, query.pageSize);
    return ok('listGroups', { ...page, items: page.items.map(toGroup) });
  }),

  operation('createGroup', ADMINS_ONLY, async ({ body }) => {
    if (nameTaken(body.name)) return fail(409, NAME_TAKEN, { fieldErrors: { name: [NAME_TAKEN] } });
    const problems = memberProblems(body.memberIds);
    if (problems) return fail(422, 'Only providers can be group members.', { fieldErrors: problems });
    const now = new Date().toISOString();
    const group = await db.groups.create({
      id: `grp-${randomUUID().slice(0, 12)}`,
      name: body.name.trim(),
      description: body.description ?? null,
      specialty: body.specialty ?? null,
      memberIds: [...new Set(body.memberIds ?? [])],
      createdAt: now,
      updatedAt: now,
    });
    return ok('createGroup', toGroup(group), { status: 201, message: 'Group created.' });
  }),

  operation('getGroup', ADMINS_ONLY, ({ params }) => {
    const group = findGroup(params.groupId);
    return group ? ok('getGroup', toGroup(group)) : fail(404, 'Group not found.');
  }),

  operation('updateGroup', ADMINS_ONLY, async ({ params, body }) => {
    const group = findGroup(params.groupId);
    if (!group) return fail(404, 'Group not found.');
    if (body.name && nameTaken(body.name, group.id))
      return fail(409, NAME_TAKEN, { fieldErrors: { name: [NAME_TAKEN] } });
    const problems = memberProblems(body.memberIds, group.id);
    if (problems) return fail(422, 'Only providers can be group members.', { fieldErrors: problems });
    const updated = await db.groups.update((q) => q.where({ id: group.id }), {
      data(draft) {
        if (body.name !== undefined) draft.name = body.name.trim();
        if (body.description !== undefined) draft.description = body.description;
        if (body.specialty !== undefined) draft.specialty = body.specialty;
        if (body.memberIds !== undefined) draft.memberIds = [...new Set(body.memberIds)];
        draft.updatedAt = new Date().toISOString();
      },
    });
    return ok('updateGroup', toGroup(updated!), { message: 'Group updated.' });
  }),

  operation('deleteGroup', ADMINS_ONLY, async ({ params }) => {
    const group = findGroup(params.groupId);
    if (!group) return fail(404, 'Group not found.');
    db.groups.delete((q) => q.where({ id: group.id }));
    return ok(
      'deleteGroup',
      { id: group.id, deletedAt: new Date().toISOString() },
      { message: 'Group deleted.' },
    );
  }),
];
