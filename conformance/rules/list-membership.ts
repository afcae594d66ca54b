/**
 * The pure parts of deleted_leaves_list: reading `x-deletes-from-list` (the list operation that lists what the
 * delete removes, the delete's path parameter naming it, and the list item's field holding that id), finding an
 * id among a list answer's items (a bare array, or the items of a page as `x-pagination` names them), and the
 * verdict on the list asked again after the delete.
 */
import type { Verdict } from '../types';
import { isRecord, stringFields } from './extension';

export const DELETES_EXTENSION = 'x-deletes-from-list';

export interface DeletesFromList {
  /** The list operation's operationId. */
  list: string;
  /** The delete's path parameter naming the record. */
  id: string;
  /** The list item's field holding that id. */
  field: string;
}

export function readDeletesFromList(raw: unknown): DeletesFromList | string {
  return stringFields(raw, ['list', 'id', 'field'] as const, DELETES_EXTENSION);
}

/** The items of a list answer's `data`: the array itself, or its `itemsField` (a page). */
export function listItems(data: unknown, itemsField?: string): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  if (itemsField && isRecord(data) && Array.isArray(data[itemsField])) return data[itemsField] as unknown[];
  return undefined;
}

/** Whether a list's items hold a record whose `field` is `id`. */
export const listsId = (items: unknown[], field: string, id: string) =>
  items.some((item) => isRecord(item) && String(item[field]) === id);

/** Where the list was found holding the id after the delete (undefined: nowhere it was asked). */
export function deletedListedVerdict(
  where: string | undefined,
  what: { id: string; list: string; deleted: string },
): Verdict {
  if (where === undefined) return { pass: true };
  return {
    pass: false,
    expected: `${what.id} gone from ${what.list} after ${what.deleted} succeeded`,
    seen: `${what.list} still lists ${what.id} (${where})`,
  };
}
