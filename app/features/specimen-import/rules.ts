/**
 * Every row checked against the contract's rules (decision 040): each column's schema is the generated zod of
 * the CaseInput field it fills (`schemas.zPatientInfo.shape.birthDate`, …), after the spreadsheet's text is
 * read the way people write it (MM/DD/YYYY dates, labels for enumerations). Then the rows that share a case
 * reference must agree on the case's columns. The same code runs in the browser (as cells are edited) and in
 * the action (which decides), and the rows become the `CaseImportInput` the API takes.
 */
import { z } from 'zod';
import { schemas, SENTENCES } from '../../../contracts';
import { CASE_PRIORITIES, DEFAULT_PRIORITY } from '../../../contracts/turnaround';
import { FORM_MESSAGES, formErrorMap, parseUsDate } from '~/components/form';
import { ENUM_OPTIONS, type EnumOption } from '../../../contracts/enumerations';
import { CASE_COLUMNS, COLUMNS, IMPORT_LIMITS, columnOf, type ColumnKey, type ImportRow } from './columns';

export type CaseImportInput = z.input<typeof schemas.zCaseImportInput>;
type CaseInput = CaseImportInput['cases'][number];

export const IMPORT_MESSAGES = {
  time: 'Enter a time as HH:MM (24-hour), like 09:15.',
  wholeNumber: 'Enter a whole number, like 1.',
  payer: SENTENCES.cases.payerNotListed,
  tooManySpecimens: `A case has at most ${IMPORT_LIMITS.maxSpecimens} specimens: give the other rows another case reference.`,
  tooManyCases: `At most ${IMPORT_LIMITS.maxCases} cases can be created at once: split the spreadsheet.`,
  noRows: 'There are no rows left to create.',
  priority: `Priority must be ${CASE_PRIORITIES.slice(0, -1).join(', ')} or ${CASE_PRIORITIES.at(-1)}.`,
} as const;

export const oneOf = (options: readonly EnumOption[]) =>
  `Use one of: ${options.map((option) => option.label).join(', ')}.`;

const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** A choice written as its value or its label (any case, spaces or underscores), piped to the contract. */
function choice<S extends z.ZodType>(
  options: readonly EnumOption[],
  contract: S,
  toValue: (v: string) => unknown = (v) => v,
) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      const wanted = normal(text);
      if (!wanted) {
        ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.required });
        return z.NEVER;
      }
      const found = options.find((o) => normal(o.value) === wanted || normal(o.label) === wanted);
      if (found) return toValue(found.value);
      ctx.addIssue({ code: 'custom', message: oneOf(options) });
      return z.NEVER;
    })
    .pipe(contract);
}

/** Text, trimmed, for a required contract field (blank → 'This field is required.'). */
const text = <S extends z.ZodType>(contract: S) =>
  z
    .string()
    .transform((value): unknown => value.trim())
    .pipe(contract);
/** Text for an optional (nullable) contract field: blank is null. */
const optional = <S extends z.ZodType>(contract: S) =>
  z
    .string()
    .transform((value): unknown => value.trim() || null)
    .pipe(contract);

const usDate = (text: string, ctx: z.RefinementCtx) => {
  const iso = parseUsDate(text);
  if (iso) return iso;
  ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.date });
  return z.NEVER;
};

const patient = schemas.zPatientInfo.shape;
const specimen = schemas.zSpecimenInput.shape;
const subsection = schemas.zSubsectionInput.shape;
const caseInput = schemas.zCaseInput.shape;

/** A priority as written: any case, blank is Routine; undefined when it is none of the three. */
const priorityOf = (text: string) =>
  normal(text) === ''
    ? DEFAULT_PRIORITY
    : CASE_PRIORITIES.find((priority) => priority.toLowerCase() === normal(text));

/** The row schema for the payers of the reference list (values; the labels are accepted too). */
export function rowSchema(payers: readonly EnumOption[]) {
  return z.object({
    caseReference: text(z.string().min(1).max(50)),
    caseType: choice(ENUM_OPTIONS.caseType, caseInput.type),
    priority: z
      .string()
      .transform((value, ctx): unknown => {
        const found = priorityOf(value);
        if (found) return found;
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.priority });
        return z.NEVER;
      })
      .pipe(caseInput.priority.unwrap()),
    firstName: text(patient.firstName),
    lastName: text(patient.lastName),
    birthDate: z
      .string()
      .transform((value, ctx) => (value.trim() ? usDate(value, ctx) : ''))
      .pipe(z.string().min(1).pipe(patient.birthDate)),
    gender: choice(ENUM_OPTIONS.gender, patient.gender),
    race: optional(patient.race),
    mrn: optional(patient.mrn),
    billingComponent: choice(ENUM_OPTIONS.billingComponent, caseInput.billingComponent, Number),
    slideDelivery: choice(ENUM_OPTIONS.slideDelivery, caseInput.slideDelivery),
    insurancePayer: z
      .string()
      .transform((value, ctx): unknown => {
        const wanted = normal(value);
        if (!wanted) return null;
        const found = payers.find((o) => normal(o.value) === wanted || normal(o.label) === wanted);
        if (found) return found.value;
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.payer });
        return z.NEVER;
      })
      .pipe(caseInput.insurancePayer),
    clinicalInfo: optional(caseInput.clinicalInfo),
    specimenId: optional(specimen.facilitySpecimenID),
    specimenType: text(specimen.specimenType),
    bodysite: optional(specimen.bodysite),
    subsite: optional(specimen.subsite),
    collectionDate: z
      .string()
      .transform((value, ctx): unknown => (value.trim() ? usDate(value, ctx) : null))
      .pipe(specimen.specimenCollectionDate),
    collectionTime: z
      .string()
      .transform((value, ctx): unknown => {
        const trimmed = value.trim();
        if (!trimmed) return null;
        const match = /^(\d{1,2}):(\d{2})$/.exec(trimmed);
        if (match && Number(match[1]) < 24 && Number(match[2]) < 60)
          return `${match[1]!.padStart(2, '0')}:${match[2]}`;
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.time });
        return z.NEVER;
      })
      .pipe(specimen.collectionTime),
    slideType: text(subsection.slideType),
    stain: optional(subsection.stain),
    slideCount: z
      .string()
      .transform((value, ctx) => {
        const trimmed = value.trim();
        if (!trimmed) return undefined;
        if (/^\d+$/.test(trimmed)) return Number(trimmed);
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.wholeNumber });
        return z.NEVER;
      })
      .pipe(subsection.slideCount),
  } satisfies Record<ColumnKey, z.ZodType>);
}

export type ParsedRow = z.output<ReturnType<typeof rowSchema>>;
/** Messages per row id, per column. */
export type RowIssues = Record<string, Partial<Record<ColumnKey, string[]>>>;

export interface CheckResult {
  issues: RowIssues;
  /** Problems of the whole upload (too many cases, no rows). */
  problems: string[];
  /** How many cells have a problem. */
  cellCount: number;
  /** The row ids of each case, in the order of `body.cases` (and of each case's specimens). */
  caseRows: string[][];
  /** The API's body, when nothing is wrong. */
  body: CaseImportInput | null;
}

/** Adds a cell's message once. */
export const add = (issues: RowIssues, rowId: string, key: ColumnKey, message: string) => {
  const list = ((issues[rowId] ??= {})[key] ??= []);
  if (!list.includes(message)) list.push(message);
};

/** Two rows give the same case value (a blank priority is Routine). */
const sameCell = (key: ColumnKey, a: string, b: string) =>
  key === 'priority' ? priorityOf(a) === priorityOf(b) : normal(a) === normal(b);

const quoted = (value: string) => (value.trim() ? `"${value.trim()}"` : 'nothing');

/** Checks every row and, when all pass, builds the body of importCases for `facilityId`. */
export function checkRows(
  rows: readonly ImportRow[],
  { payers, facilityId }: { payers: readonly EnumOption[]; facilityId: string },
): CheckResult {
  const schema = rowSchema(payers);
  const issues: RowIssues = {};
  const parsed = new Map<string, ParsedRow>();
  for (const row of rows) {
    const result = schema.safeParse(row.cells, { error: formErrorMap });
    if (result.success) parsed.set(row.id, result.data);
    else
      for (const issue of result.error.issues) add(issues, row.id, issue.path[0] as ColumnKey, issue.message);
  }

  // Rows sharing a case reference (ignoring case and spaces around it) are one case; they must agree.
  const groups = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const reference = row.cells.caseReference.trim().toLowerCase();
    if (reference) groups.set(reference, [...(groups.get(reference) ?? []), row]);
  }
  for (const group of groups.values()) {
    const [first, ...others] = group;
    for (const row of others) {
      for (const key of CASE_COLUMNS) {
        if (key === 'caseReference') continue;
        if (sameCell(key, row.cells[key], first!.cells[key])) continue;
        add(
          issues,
          row.id,
          key,
          `Row ${first!.line} of case ${first!.cells.caseReference.trim()} says ${quoted(first!.cells[key])}: every row of a case gives the same ${columnOf(key).header.toLowerCase()}.`,
        );
      }
    }
    group
      .slice(IMPORT_LIMITS.maxSpecimens)
      .forEach((row) => add(issues, row.id, 'caseReference', IMPORT_MESSAGES.tooManySpecimens));
  }

  const problems: string[] = [];
  if (rows.length === 0) problems.push(IMPORT_MESSAGES.noRows);
  if (groups.size > IMPORT_LIMITS.maxCases) problems.push(IMPORT_MESSAGES.tooManyCases);
  const caseRows = [...groups.values()].map((group) => group.map((row) => row.id));
  const cellCount = Object.values(issues).reduce((n, cells) => n + Object.keys(cells).length, 0);
  if (cellCount || problems.length) return { issues, problems, cellCount, caseRows, body: null };

  const cases = [...groups.values()].map((group): CaseInput => {
    const head = parsed.get(group[0]!.id)!;
    return {
      type: head.caseType,
      priority: head.priority,
      patientInfo: {
        firstName: head.firstName,
        lastName: head.lastName,
        birthDate: head.birthDate,
        gender: head.gender,
        race: head.race,
        mrn: head.mrn,
      },
      specimens: group.map((row) => {
        const value = parsed.get(row.id)!;
        return {
          facilitySpecimenID: value.specimenId,
          specimenType: value.specimenType,
          bodysite: value.bodysite,
          subsite: value.subsite,
          specimenCollectionDate: value.collectionDate,
          collectionTime: value.collectionTime,
          subsections: [
            { slideType: value.slideType, stain: value.stain, slideCount: value.slideCount, images: [] },
          ],
        };
      }),
      clinicalInfo: head.clinicalInfo,
      billingComponent: head.billingComponent,
      caseRelation: 'Standalone',
      slideDelivery: head.slideDelivery,
      insurancePayer: head.insurancePayer,
      parentCaseId: null,
    };
  });
  return { issues, problems, cellCount, caseRows, body: { facilityId, cases } };
}

export const COLUMN_HEADERS = COLUMNS.map((column) => column.header);
