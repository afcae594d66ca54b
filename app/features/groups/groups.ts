/**
 * Groups (/groups, admins): provider groups on the list kit (search and paging from the contract's listGroups
 * query), the forms' schemas derived from GroupInput and GroupUpdateInput, the intents the page's action takes,
 * and the page's URL: `group` opens a group's members, `providerSearch` finds providers to add.
 */
import { z } from 'zod';
import { schemas, type components } from '../../../contracts';
import { defineListQuery } from '~/components/data-table';

export type Group = components['schemas']['Group'];
export type Provider = components['schemas']['User'];

export const groupListQuery = defineListQuery({ schema: schemas.zListGroupsQuery });

export const INTENTS = {
  create: 'create',
  rename: 'rename',
  addMember: 'add-member',
  removeMember: 'remove-member',
  delete: 'delete',
} as const;

export const FORM_IDS = { create: 'create-group', rename: 'rename-group' } as const;

export const createGroupSchema = schemas.zGroupInput.pick({ name: true });
export const renameGroupSchema = z.object({
  groupId: z.string().min(1).max(64),
  name: schemas.zGroupUpdateInput.shape.name.unwrap(),
});

/** The open group and the provider search, read from the URL (the list's own state stays beside them). */
export const GROUP_PARAM = 'group';
export const PROVIDER_SEARCH_PARAM = 'providerSearch';
export const PROVIDER_SEARCH_MAX = 100;

export const GROUP_MESSAGES = {
  created: (name: string) => `Group ${name} created.`,
  renamed: (name: string) => `Group renamed to ${name}.`,
  added: (who: string, group: string) => `${who} added to ${group}.`,
  removed: (who: string, group: string) => `${who} removed from ${group}.`,
  deleted: (name: string) => `Group ${name} deleted.`,
  unknownAction: 'This action is not known.',
} as const;

/** /groups with the given URL parameters (empty ones left out). */
export function groupsHref(params: Record<string, string | null | undefined>, base = new URLSearchParams()) {
  const search = new URLSearchParams(base);
  for (const [name, value] of Object.entries(params)) {
    if (value) search.set(name, value);
    else search.delete(name);
  }
  const query = search.toString();
  return query ? `/groups?${query}` : '/groups';
}
