/**
 * The pure part of role_view_kept: reading `x-role-view` and judging a page's items against the caller's role.
 *
 *   x-role-view:
 *     Provider: [{ status: Available }, { assignedProvider.id: $caller }]
 *     MedicalFacility: [{ facility.id: $facility, ownerGroup: [Facility, Both] }, { assignee.id: $caller }]
 *
 * Per role, the shapes an item of its page may have: an item fits a shape when every field (a dotted path into
 * the item) holds the value, one of the values of a list, the caller's user id (`$caller`) or the caller's
 * facility (`$facility`). An item that fits none is one the contract does not let that role see. A role the
 * marker does not name (an admin) is not judged.
 */
import type { Verdict } from '../types';
import { isRecord } from './extension';

/** One shape: field path → the values it may hold (`$caller`, `$facility` or literals). */
export type Shape = Record<string, readonly string[]>;
/** Per role, the shapes of what it may see. */
export type RoleView = Record<string, readonly Shape[]>;

/** Who asked: the values `$caller` and `$facility` stand for (undefined when the run does not know them). */
export interface Caller {
  role: string;
  userId?: string;
  facilityId?: string;
}

export const ROLE_VIEW_EXTENSION = 'x-role-view';
const PLACEHOLDERS: Record<string, keyof Caller> = { $caller: 'userId', $facility: 'facilityId' };

/** The marker read, or a problem with it (a sentence). */
export function readRoleView(raw: unknown): RoleView | string {
  if (!isRecord(raw)) return `${ROLE_VIEW_EXTENSION} is not an object of roles`;
  const view: Record<string, Shape[]> = {};
  for (const [role, shapes] of Object.entries(raw)) {
    if (!Array.isArray(shapes) || !shapes.length)
      return `${ROLE_VIEW_EXTENSION}.${role} is not a non-empty list of shapes`;
    const read: Shape[] = [];
    for (const shape of shapes) {
      if (!isRecord(shape) || !Object.keys(shape).length)
        return `${ROLE_VIEW_EXTENSION}.${role} has a shape that is not an object of fields`;
      const fields: Record<string, string[]> = {};
      for (const [field, value] of Object.entries(shape)) {
        const values = Array.isArray(value) ? value : [value];
        if (!values.length || !values.every((v) => typeof v === 'string' || typeof v === 'number'))
          return `${ROLE_VIEW_EXTENSION}.${role}.${field} is not a value or a list of values`;
        fields[field] = values.map(String);
      }
      read.push(fields);
    }
    view[role] = read;
  }
  return view;
}

/** The value at a dotted path of an item, as text (undefined when absent, null or not a scalar). */
export function valueAt(item: unknown, path: string): string | undefined {
  let at: unknown = item;
  for (const part of path.split('.')) at = isRecord(at) ? at[part] : undefined;
  return typeof at === 'string' || typeof at === 'number' || typeof at === 'boolean' ? String(at) : undefined;
}

/** A shape's values for this caller; undefined when it names a value the run does not know. */
export function resolveShape(shape: Shape, caller: Caller): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {};
  for (const [field, values] of Object.entries(shape)) {
    const resolved: string[] = [];
    for (const value of values) {
      const key = PLACEHOLDERS[value];
      const known = key ? caller[key] : value;
      if (known === undefined) return undefined;
      resolved.push(known);
    }
    out[field] = resolved;
  }
  return out;
}

/** A shape in words, its placeholders resolved: `facility.id = fac-001 and ownerGroup in Facility, Both`. */
function describeShape(shape: Record<string, string[]>): string {
  return Object.entries(shape)
    .map(([field, values]) =>
      values.length === 1 ? `${field} = ${values[0]}` : `${field} in ${values.join(', ')}`,
    )
    .join(' and ');
}

/** The shapes a caller's items must fit, resolved; undefined when one names what the run does not know. */
export function shapesFor(view: RoleView, caller: Caller): Record<string, string[]>[] | undefined {
  const shapes = view[caller.role]?.map((shape) => resolveShape(shape, caller));
  if (!shapes || shapes.some((shape) => shape === undefined)) return undefined;
  return shapes as Record<string, string[]>[];
}

/** Whether an item fits one of the shapes. */
export const fits = (item: unknown, shapes: readonly Record<string, string[]>[]) =>
  shapes.some((shape) =>
    Object.entries(shape).every(([field, values]) => values.includes(valueAt(item, field) ?? '\u0000')),
  );

/**
 * The verdict on one page a caller was answered: pass when every item fits one of its role's shapes; else a
 * failure naming the first item that does not (by `idField`), what it holds of the shapes' fields, and how many
 * of the page's items are like it.
 */
export function judgeItems(
  items: readonly unknown[],
  shapes: readonly Record<string, string[]>[],
  caller: Caller,
  idField: string,
): Verdict {
  const outside = items.filter((item) => !fits(item, shapes));
  if (!outside.length) return { pass: true };
  const first = outside[0];
  const fields = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
  const held = fields.map((field) => `${field} ${valueAt(first, field) ?? 'absent'}`).join(', ');
  return {
    pass: false,
    expected: `only items ${caller.role} may see: ${shapes.map(describeShape).join('; or ')}`,
    seen: `${valueAt(first, idField) ?? 'an item'} with ${held} (${outside.length} of ${items.length} items like it)`,
  };
}
