/**
 * The report's structured (synoptic) part in the reading workspace's form (decision 106). The form posts the
 * chosen template (`synoptic.templateId`, `synoptic.templateVersion`) and one value per item, named by the item's
 * id (`synoptic.answers.histologic-type`): a choice's answer code, a number or a text as typed. These pure
 * functions turn that into the contract's `SynopticPart` (answers in the template's order, numbers as numbers,
 * empty ones left out), check the required items before sign-out with the API's wording, and name the API's
 * refusals (`synoptic.answers.2`, by position in the part sent) by the form's field of that item.
 */
import { z } from 'zod';
import { ApiError, schemas, type components } from '../../../contracts';

export type SynopticTemplate = components['schemas']['SynopticTemplate'];
export type SynopticItem = components['schemas']['SynopticItem'];
export type SynopticPart = components['schemas']['SynopticPart'];

export const SYNOPTIC_MESSAGES = {
  /** The API's sentence for the missing items of a sign-out (mock-server/cases/synoptic.ts), at the part. */
  requiredItems: (labels: readonly string[]) => `Answer the required items: ${labels.join(', ')}.`,
  /** Under each required item left empty. */
  requiredItem: 'Answer this item to sign out.',
  number: (item: SynopticItem) =>
    `Enter a number from ${item.minimum} to ${item.maximum}${item.unit ? ` (${unitText(item.unit)})` : ''}.`,
} as const;

/** A UCUM unit as people read it: counts ('{#}') have none. */
export function unitText(unit: string | null): string {
  if (!unit || unit === '{#}') return '';
  return unit === '/mm2' ? 'per mm²' : unit;
}

/** The part as the form posts it (every field may be empty: no template chosen, items not yet answered). */
export const synopticFormPart = schemas.zSynopticPart
  .partial()
  .extend({ answers: z.record(schemas.zSynopticItemId, z.string().max(500)).optional() });
export type SynopticFormPart = z.output<typeof synopticFormPart>;

/** The templates offered for a case type, in the API's order. */
export const templatesFor = (templates: readonly SynopticTemplate[], caseType: string) =>
  templates.filter((template) => template.caseTypes.includes(caseType as never));

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** An item's value as the contract carries it: a number for a number item when it reads as one. */
function answerValue(item: SynopticItem | undefined, raw: string): string | number {
  const text = raw.trim();
  return item?.kind === 'number' && NUMBER.test(text) ? Number(text) : text;
}

/**
 * The contract's part from the form's, or null when no template is chosen. Empty answers are left out (a draft
 * may be incomplete); a template the page does not know is sent as posted, for the API to refuse.
 */
export function synopticBody(
  part: SynopticFormPart | undefined,
  templates: readonly SynopticTemplate[],
): SynopticPart | null {
  if (!part?.templateId) return null;
  const template = templates.find((candidate) => candidate.id === part.templateId);
  const posted = Object.entries(part.answers ?? {}).filter(([, value]) => value.trim() !== '');
  const order = template ? template.items.map((item) => item.id) : posted.map(([id]) => id);
  const values = new Map(posted);
  return {
    templateId: part.templateId,
    templateVersion: part.templateVersion ?? template?.version ?? 1,
    answers: order
      .filter((id) => values.has(id))
      .map((id) => ({
        itemId: id,
        value: answerValue(
          template?.items.find((item) => item.id === id),
          values.get(id)!,
        ),
      })),
  };
}

/** The required items a part leaves unanswered (none without a template). */
export function missingRequired(
  part: SynopticFormPart | undefined,
  templates: readonly SynopticTemplate[],
): SynopticItem[] {
  const template = templates.find((candidate) => candidate.id === part?.templateId);
  if (!template) return [];
  const answers = part?.answers ?? {};
  return template.items.filter((item) => item.required && !(answers[item.id] ?? '').trim());
}

/** A number item's value outside its range (or not a number): the sentence, else null. */
export function numberProblem(item: SynopticItem, raw: string | undefined): string | null {
  const text = (raw ?? '').trim();
  if (item.kind !== 'number' || text === '') return null;
  const value = NUMBER.test(text) ? Number(text) : NaN;
  const inRange =
    Number.isFinite(value) &&
    (item.minimum === null || value >= item.minimum) &&
    (item.maximum === null || value <= item.maximum);
  return inRange ? null : SYNOPTIC_MESSAGES.number(item);
}

/**
 * The browser's and the action's check of a posted part (the API checks again): a number item out of its range
 * always; the required items when the part must be complete (a sign-out, an addendum's new part), named at the
 * part with the API's sentence and under each item.
 */
export function refineSynoptic(
  part: SynopticFormPart | undefined,
  templates: readonly SynopticTemplate[],
  complete: boolean,
  ctx: z.RefinementCtx,
) {
  const template = templates.find((candidate) => candidate.id === part?.templateId);
  for (const item of template?.items ?? []) {
    const problem = numberProblem(item, part?.answers?.[item.id]);
    if (problem) ctx.addIssue({ code: 'custom', path: ['synoptic', 'answers', item.id], message: problem });
  }
  if (!complete) return;
  const missing = missingRequired(part, templates);
  if (missing.length === 0) return;
  ctx.addIssue({
    code: 'custom',
    path: ['synoptic', 'answers'],
    message: SYNOPTIC_MESSAGES.requiredItems(missing.map((item) => item.label)),
  });
  for (const item of missing) {
    ctx.addIssue({
      code: 'custom',
      path: ['synoptic', 'answers', item.id],
      message: SYNOPTIC_MESSAGES.requiredItem,
    });
  }
}

/**
 * The API names an answer by its place in the part sent (`synoptic.answers.2`, `synoptic.answers.2.value`); the
 * form names it by its item (`synoptic.answers.er`). Other fields are kept as they are.
 */
export function synopticFieldErrors(
  fieldErrors: Record<string, string[]>,
  sent: SynopticPart | null,
): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const place = /^synoptic\.answers\.(\d+)(\.value)?$/.exec(field);
    const itemId = place ? sent?.answers[Number(place[1])]?.itemId : undefined;
    const name = itemId ? `synoptic.answers.${itemId}` : field;
    named[name] = [...(named[name] ?? []), ...messages];
  }
  return named;
}

/** An API refusal with its structured answers named by their items (for `apiErrorReply`). */
export function withSynopticFields(error: unknown, sent: SynopticPart | null): unknown {
  if (!(error instanceof ApiError)) return error;
  const fieldErrors = synopticFieldErrors(error.fieldErrors, sent);
  return Object.assign(Object.create(ApiError.prototype) as ApiError, error, { fieldErrors });
}

/** The form's first values of the part: the saved one, as text. */
export function synopticDefaults(part: SynopticPart | null | undefined) {
  if (!part) return { templateId: '', templateVersion: '', answers: {} };
  return {
    templateId: part.templateId,
    templateVersion: String(part.templateVersion),
    answers: Object.fromEntries(part.answers.map((answer) => [answer.itemId, String(answer.value)])),
  };
}
