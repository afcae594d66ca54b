/**
 * The pure parts of pagination_consistency under each sort a list offers, which needs no marker beyond the list's
 * paging: every value of an enumerated `sort` query parameter, each way of an enumerated `order` (or the list's
 * one order when it has no `order`). Under each, the items must come in the stated order where the items carry a
 * field of the sort's name (values of that field compared as numbers, instants or text; missing and null values
 * are not placed, the contract may put them either end; an enumerated field not at all, its order is the
 * backend's, e.g. a priority's rank), and a walk through the pages at a small pageSize must
 * answer exactly the items of one large page, in the same order: nothing repeated, nothing skipped, nothing
 * moved between pages.
 */
import { deref, type OpenApiDoc, type OperationInfo, type Schema } from '../openapi';

export interface SortWay {
  /** The query it sends (`sort`, and `order` when the list takes one). */
  query: Record<string, string>;
  /** The item field of the sort's name (the sort value itself). */
  field: string;
  /**
   * The order the items must be in; undefined when the list offers none or the field is enumerated: the items are
   * judged for repeats and skips alone.
   */
  order?: 'asc' | 'desc';
  label: string;
}

const SORT_NAMES = ['sort', 'sortBy'];
const ORDER_NAMES = ['order', 'direction'];

function enumOf(
  doc: OpenApiDoc,
  operation: OperationInfo,
  names: string[],
): { name: string; values: string[] } | undefined {
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || !names.includes(parameter.name) || !parameter.schema) continue;
    const { node } = deref(doc, parameter.schema as Schema, parameter.schemaAt);
    if (Array.isArray(node.enum) && node.enum.length)
      return { name: parameter.name, values: node.enum.map((value) => String(value)) };
  }
  return undefined;
}

/** A schema's properties, through `$ref` and `allOf`. */
function propertiesOf(
  doc: OpenApiDoc,
  schema: Schema | undefined,
  at: string,
  depth = 0,
): Record<string, Schema> {
  if (!schema || depth > 8) return {};
  const { node, at: where } = deref(doc, schema, at);
  const own = (node.properties ?? {}) as Record<string, Schema>;
  const parts = ((node.allOf ?? []) as Schema[]).map((part, i) =>
    propertiesOf(doc, part, `${where}/allOf/${i}`, depth + 1),
  );
  return Object.assign({}, ...parts, own) as Record<string, Schema>;
}

/** The item fields of a list's 200 answer whose values are enumerated (through `$ref`). */
export function enumeratedItemFields(doc: OpenApiDoc, operation: OperationInfo, items: string): Set<string> {
  const ok = operation.responses['200'];
  const media = Object.values(ok?.response.content ?? {})[0];
  const at = `${ok?.at ?? ''}/content`;
  const data = propertiesOf(doc, media?.schema, at).data;
  const list = data && propertiesOf(doc, data, at)[items];
  const item = list && (deref(doc, list, at).node.items as Schema | undefined);
  const fields = new Set<string>();
  for (const [name, field] of Object.entries(propertiesOf(doc, item, at))) {
    const { node } = deref(doc, field, at);
    const options = [
      node,
      ...((node.anyOf ?? node.oneOf ?? []) as Schema[]).map((o) => deref(doc, o, at).node),
    ];
    if (options.some((o) => Array.isArray(o.enum))) fields.add(name);
  }
  return fields;
}

/** Every sort and order a list offers (none when it takes no enumerated sort). */
export function sortWaysOf(doc: OpenApiDoc, operation: OperationInfo, items = 'items'): SortWay[] {
  const sort = enumOf(doc, operation, SORT_NAMES);
  if (!sort) return [];
  const order = enumOf(doc, operation, ORDER_NAMES);
  const orders = order?.values.filter((value) => value === 'asc' || value === 'desc') ?? [];
  const enumerated = enumeratedItemFields(doc, operation, items);
  const ways: SortWay[] = [];
  for (const field of sort.values) {
    if (!order || !orders.length) {
      ways.push({ query: { [sort.name]: field }, field, label: `${sort.name}=${field}` });
      continue;
    }
    for (const way of orders as ('asc' | 'desc')[])
      ways.push({
        query: { [sort.name]: field, [order.name]: way },
        field,
        order: enumerated.has(field) ? undefined : way,
        label: `${sort.name}=${field}&${order.name}=${way}`,
      });
  }
  return ways;
}

type Comparable = { kind: 'number'; value: number } | { kind: 'text'; value: string };

const INSTANT = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

function comparable(value: unknown): Comparable | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', value };
  if (typeof value !== 'string') return undefined;
  if (INSTANT.test(value)) {
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return { kind: 'number', value: time };
  }
  return { kind: 'text', value };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: false });

/**
 * Whether `a` may come before `b` ascending. Text in either order a backend commonly keeps (code points, or a
 * locale's collation ignoring case): a database's collation is its own, the contract names none.
 */
function mayPrecede(a: Comparable, b: Comparable): boolean {
  if (a.kind === 'number' && b.kind === 'number') return a.value <= b.value;
  const x = String(a.value);
  const y = String(b.value);
  return x <= y || collator.compare(x, y) <= 0 || x.toLowerCase() <= y.toLowerCase();
}

/** What is wrong with the order of one list of items under a sort (empty when nothing, or nothing to judge). */
export function judgeSortedItems(items: unknown[], way: SortWay): string[] {
  if (!way.order) return [];
  const values = items
    .map((item, index) => ({
      index,
      raw: (item as Record<string, unknown> | null)?.[way.field],
    }))
    .map((entry) => ({ ...entry, key: comparable(entry.raw) }))
    .filter((entry): entry is typeof entry & { key: Comparable } => entry.key !== undefined);
  for (let i = 1; i < values.length; i++) {
    const before = values[i - 1]!;
    const after = values[i]!;
    if (before.key.kind !== after.key.kind) continue;
    const inOrder =
      way.order === 'asc' ? mayPrecede(before.key, after.key) : mayPrecede(after.key, before.key);
    if (!inOrder)
      return [
        `item ${before.index + 1} has ${way.field} ${JSON.stringify(before.raw)} and item ${after.index + 1} ` +
          `${JSON.stringify(after.raw)}, out of ${way.order === 'asc' ? 'ascending' : 'descending'} order`,
      ];
  }
  return [];
}

/**
 * What is wrong with a walk (its pages' ids, page by page) against the same list in one large page (`whole`, the
 * list's first ids, of `total`): the walk's items, in turn, must be the large page's, as far as it holds them.
 */
export function judgeWalkAgainstWhole(pages: string[][], whole: string[], total: number): string[] {
  const problems: string[] = [];
  const seenOn = new Map<string, number>();
  pages.forEach((ids, index) => {
    for (const id of ids) {
      const earlier = seenOn.get(id);
      if (earlier !== undefined) problems.push(`item ${id} on page ${earlier} and page ${index + 1}`);
      else seenOn.set(id, index + 1);
    }
  });
  const walked = pages.flat();
  const expected = whole.slice(0, walked.length);
  const at = expected.findIndex((id, index) => walked[index] !== id);
  if (at >= 0) {
    const page = pages.findIndex((_, p) => pages.slice(0, p + 1).flat().length > at) + 1;
    problems.push(
      `item ${at + 1} of the walk (on page ${page}) is ${walked[at] ?? 'missing'}, the large page holds ${expected[at]} there`,
    );
  } else if (walked.length > whole.length && whole.length >= total)
    problems.push(`the walk holds ${walked.length} items, the large page ${whole.length}`);
  const skipped = expected.filter((id) => !seenOn.has(id));
  if (skipped.length)
    problems.push(`${skipped.length} items of the large page on no page of the walk (${skipped[0]})`);
  return problems;
}
