/**
 * `x-sums` (a schema marker): figures an object gives as totals of a list it holds, "their cases and met add up to
 * the type's" (CaseTypeTurnaround), which JSON Schema cannot say. `x-sums: { byPriority: [cases, met] }`: each
 * named number equals the sum of that number over the list's items. A keyword of the run's one Ajv, so every answer
 * holding such an object is judged by response_schema_conformance wherever the object appears.
 */
import type { KeywordDefinition } from 'ajv';

type Sums = Record<string, string[]>;

/** The first total that is not its list's sum, in words; undefined when every one is. */
export function brokenSum(rule: Sums, data: Record<string, unknown>): string | undefined {
  for (const [list, fields] of Object.entries(rule)) {
    const items = data[list];
    if (!Array.isArray(items)) continue;
    for (const field of fields) {
      const total = data[field];
      if (typeof total !== 'number') continue;
      const sum = items.reduce<number>(
        (acc, item) => acc + Number((item as Record<string, unknown>)?.[field] ?? 0),
        0,
      );
      if (sum !== total) return `${field} ${total} is not the sum of ${list}[].${field} (${sum})`;
    }
  }
  return undefined;
}

export const SUMS_KEYWORD: KeywordDefinition = {
  keyword: 'x-sums',
  type: 'object',
  schemaType: 'object',
  errors: true,
  validate: function sums(rule: Sums, data: Record<string, unknown>) {
    const broken = brokenSum(rule, data);
    (sums as { errors?: unknown[] }).errors = broken
      ? [{ keyword: 'x-sums', message: broken, params: {} }]
      : [];
    return !broken;
  },
};
