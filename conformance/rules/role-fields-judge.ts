/**
 * The pure part of role_fields_kept: reading `x-role-fields` and judging one answer's fields against the role
 * of whoever it was given to.
 *
 *   x-role-fields:
 *     MedicalFacility: [{ hidden: [reportDraft, pickUp] }]
 *     Provider:
 *       - { hidden: [reportDraft], unless: { assignedProvider.id: $caller } }
 *       - { hidden: [pickUp], unless: { status: Available } }
 *
 * Per role, the fields (dotted paths into the answer's `data`, or into each item of a list's page) that must be
 * absent or null, always or unless the record fits a shape written as x-role-view writes one (./role-view-judge.ts:
 * a value, a list of values, `$caller`, `$facility`). A role the marker does not name is not judged.
 */
import type { Verdict } from '../types';
import { isRecord } from './extension';
import { fits, resolveShape, type Caller, type Shape } from './role-view-judge';

export const ROLE_FIELDS_EXTENSION = 'x-role-fields';

/** Fields one role is not given, always or unless the record fits `unless`. */
export interface FieldRule {
  hidden: readonly string[];
  unless?: Shape;
}
/** Per role, its rules. */
export type RoleFields = Record<string, readonly FieldRule[]>;

/** A rule with its shape's placeholders resolved for one caller. */
interface Resolved {
  hidden: readonly string[];
  unless?: Record<string, string[]>;
}

const isPath = (value: unknown): value is string => typeof value === 'string' && /^\w+(\.\w+)*$/.test(value);

function readShape(raw: unknown, at: string): Shape | string {
  if (!isRecord(raw) || !Object.keys(raw).length) return `${at} is not an object of fields`;
  const shape: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(raw)) {
    const values = Array.isArray(value) ? value : [value];
    if (
      !isPath(field) ||
      !values.length ||
      !values.every((v) => typeof v === 'string' || typeof v === 'number')
    )
      return `${at}.${field} is not a value or a list of values`;
    shape[field] = values.map(String);
  }
  return shape;
}

/** The marker read, or a problem with it (a sentence). */
export function readRoleFields(raw: unknown): RoleFields | string {
  if (!isRecord(raw)) return `${ROLE_FIELDS_EXTENSION} is not an object of roles`;
  const out: Record<string, FieldRule[]> = {};
  for (const [role, rules] of Object.entries(raw)) {
    const at = `${ROLE_FIELDS_EXTENSION}.${role}`;
    if (!Array.isArray(rules) || !rules.length) return `${at} is not a non-empty list of rules`;
    const read: FieldRule[] = [];
    for (const rule of rules) {
      if (!isRecord(rule) || Object.keys(rule).some((key) => key !== 'hidden' && key !== 'unless'))
        return `${at} has a rule that is not { hidden, unless }`;
      const hidden = rule.hidden;
      if (!Array.isArray(hidden) || !hidden.length || !hidden.every(isPath))
        return `${at} has a rule whose hidden is not a non-empty list of field paths`;
      if (rule.unless === undefined) {
        read.push({ hidden });
        continue;
      }
      const unless = readShape(rule.unless, `${at}.unless`);
      if (typeof unless === 'string') return unless;
      read.push({ hidden, unless });
    }
    out[role] = read;
  }
  return out;
}

/** Every field path the marker names (hidden fields and the fields of its shapes), for the contract test. */
export const pathsOf = (fields: RoleFields): string[] => [
  ...new Set(
    Object.values(fields).flatMap((rules) =>
      rules.flatMap((rule) => [...rule.hidden, ...Object.keys(rule.unless ?? {})]),
    ),
  ),
];

/** The caller's rules resolved; undefined when its role is not named or a shape names what the run does not know. */
export function fieldRulesFor(fields: RoleFields, caller: Caller): Resolved[] | undefined {
  const rules = fields[caller.role];
  if (!rules) return undefined;
  const out: Resolved[] = [];
  for (const rule of rules) {
    if (!rule.unless) {
      out.push({ hidden: rule.hidden });
      continue;
    }
    const unless = resolveShape(rule.unless, caller);
    if (!unless) return undefined;
    out.push({ hidden: rule.hidden, unless });
  }
  return out;
}

/** The raw value at a dotted path (undefined when a step is missing). */
function rawAt(record: unknown, path: string): unknown {
  let at: unknown = record;
  for (const part of path.split('.')) at = isRecord(at) ? at[part] : undefined;
  return at;
}

/** The hidden fields a record was given (not absent, not null), in the marker's order. */
export function leakedFields(record: unknown, rules: readonly Resolved[]): string[] {
  const leaked = rules
    .filter((rule) => !rule.unless || !fits(record, [rule.unless]))
    .flatMap((rule) => rule.hidden.filter((path) => rawAt(record, path) != null));
  return [...new Set(leaked)];
}

const describeRule = (rule: Resolved) => {
  const fields = rule.hidden.join(', ');
  if (!rule.unless) return fields;
  const shape = Object.entries(rule.unless)
    .map(([field, values]) => `${field} ${values.length === 1 ? '=' : 'in'} ${values.join(', ')}`)
    .join(' and ');
  return `${fields} unless ${shape}`;
};

/**
 * The verdict on the records one answer gave a caller (the answer's data, or a page's items): pass when none holds
 * a field its role is not given; else a failure naming the role, the fields and the first record that held them
 * (by `idField` when it has one) and how many of the records are like it.
 */
export function judgeFields(
  records: readonly unknown[],
  rules: readonly Resolved[],
  caller: Caller,
  idField?: string,
): Verdict {
  const leaks = records.map((record) => leakedFields(record, rules));
  const index = leaks.findIndex((fields) => fields.length > 0);
  if (index < 0) return { pass: true };
  const id = idField === undefined ? undefined : rawAt(records[index], idField);
  const which = typeof id === 'string' || typeof id === 'number' ? `${id} with ` : '';
  const like =
    records.length > 1 ? ` (${leaks.filter((f) => f.length).length} of ${records.length} items like it)` : '';
  return {
    pass: false,
    expected: `absent or null to ${caller.role}: ${rules.map(describeRule).join('; ')}`,
    seen: `${which}${leaks[index]!.join(', ')} given${like}`,
  };
}
