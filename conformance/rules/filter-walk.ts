/**
 * The pure parts of pagination_consistency under filters: which filters of a paged list to walk, and
 * the verdicts on a filtered list. For every query parameter a list takes besides its paging and ordering ones:
 * an enum, its first value; a boolean, true; free text (no enum, format or pattern: a search), a text nothing
 * matches. A filtered list is judged as the unfiltered one (./page-walk.ts), and besides: a filter that matches
 * nothing answers total 0 and no items, and an item of an enum filter whose field of that name is a string holds
 * the value asked (in any spelling of case, spaces, `_` and `-`).
 */
import { deref, type OpenApiDoc, type OperationInfo, type Schema } from '../openapi';
import type { Pagination } from './page-walk';
import { stateKey } from './state-machines';

export interface Filter {
  name: string;
  value: string;
  /** The value matches nothing: the list must be empty. */
  nothing: boolean;
  /** An enum's value: items holding a field of the parameter's name must hold it. */
  exact: boolean;
}

/** Ordering, not filtering: walked by the unfiltered pages alone. */
const ORDERING = new Set(['sort', 'order']);

/** A text no record holds (the seed keeps runs apart). */
export const nothingMatches = (seed: number) => `zz-conformance-matches-nothing-${seed}`;

export function filtersOf(
  doc: OpenApiDoc,
  operation: OperationInfo,
  pagination: Pagination,
  seed: number,
): Filter[] {
  const filters: Filter[] = [];
  for (const parameter of operation.parameters) {
    const { name } = parameter;
    if (parameter.in !== 'query' || ORDERING.has(name) || !parameter.schema) continue;
    if (name === pagination.page || name === pagination.pageSize) continue;
    const { node } = deref(doc, parameter.schema as Schema, parameter.schemaAt);
    const type = [node.type].flat()[0];
    if (Array.isArray(node.enum) && node.enum.length)
      filters.push({ name, value: String(node.enum[0]), nothing: false, exact: true });
    else if (type === 'boolean') filters.push({ name, value: 'true', nothing: false, exact: false });
    else if (type === 'string' && !node.format && !node.pattern)
      filters.push({ name, value: nothingMatches(seed), nothing: true, exact: false });
  }
  return filters;
}

/** What is wrong with the items a filter answered (empty when nothing). */
export function judgeFiltered(filter: Filter, seen: { total: number; items: unknown[] }): string[] {
  const problems: string[] = [];
  if (filter.nothing && (seen.total !== 0 || seen.items.length))
    problems.push(
      `${filter.name}=${filter.value} matches nothing, yet total ${seen.total} and ${seen.items.length} items`,
    );
  if (filter.exact) {
    const off = seen.items.filter((item) => {
      const value = (item as Record<string, unknown> | null)?.[filter.name];
      return typeof value === 'string' && stateKey(value) !== stateKey(filter.value);
    });
    if (off.length)
      problems.push(
        `${off.length} items with ${filter.name} other than ${filter.value} (${String((off[0] as Record<string, unknown>)[filter.name])})`,
      );
  }
  return problems;
}
