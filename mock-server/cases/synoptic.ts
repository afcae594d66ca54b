/**
 * The rule of a report's structured (synoptic) part (decision 106): a pure check of a part against its template.
 * A draft may be incomplete; a sign-out or an addendum must answer every required item. Answers come back in
 * the template's order, texts trimmed, so a stored part reads the same whichever order it was sent in.
 */
import type { components } from '../../contracts';

type Template = components['schemas']['SynopticTemplate'];
type Item = components['schemas']['SynopticItem'];
type CaseType = components['schemas']['CaseType'];
export type SynopticPart = components['schemas']['SynopticPart'];

export type SynopticCheck =
  { ok: true; part: SynopticPart } | { ok: false; message: string; fieldErrors: Record<string, string[]> };

const refuse = (message: string, path: string, error = message): SynopticCheck => ({
  ok: false,
  message,
  fieldErrors: { [path]: [error] },
});

/** Why a value is not an answer `item` allows, or null when it is one. */
function answerError(item: Item, value: string | number): string | null {
  if (item.kind === 'choice') {
    return typeof value === 'string' && item.answers.some((answer) => answer.code === value)
      ? null
      : `Choose one of the answers of ${item.label}.`;
  }
  if (item.kind === 'number') {
    const { minimum, maximum, unit } = item;
    const inRange =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (minimum === null || value >= minimum) &&
      (maximum === null || value <= maximum);
    return inRange ? null : `${item.label} takes a number from ${minimum} to ${maximum} (${unit}).`;
  }
  return typeof value === 'string' && value.trim() !== '' ? null : `${item.label} takes a text.`;
}

export function checkSynoptic(
  part: SynopticPart,
  caseType: CaseType,
  template: Template | undefined,
  complete: boolean,
): SynopticCheck {
  if (!template) {
    return refuse('The structured part names a template that does not exist.', 'synoptic.templateId');
  }
  if (template.version !== part.templateVersion) {
    return refuse(
      `The structured template "${template.title}" is now version ${template.version}. Reload the page and answer it again.`,
      'synoptic.templateVersion',
    );
  }
  if (!template.caseTypes.includes(caseType.name)) {
    return refuse(
      `The structured template "${template.title}" is not offered for ${caseType.displayName} cases.`,
      'synoptic.templateId',
    );
  }
  const items = new Map(template.items.map((item) => [item.id, item]));
  const given = new Map<string, string | number>();
  const fieldErrors: Record<string, string[]> = {};
  part.answers.forEach(({ itemId, value }, index) => {
    const item = items.get(itemId);
    const error = !item
      ? `The template has no item "${itemId}".`
      : given.has(itemId)
        ? `${item.label} is answered twice.`
        : answerError(item, value);
    if (error) fieldErrors[`synoptic.answers.${index}`] = [error];
    else given.set(itemId, typeof value === 'string' ? value.trim() : value);
  });
  const firstError = Object.values(fieldErrors)[0];
  if (firstError) return { ok: false, message: firstError.join(' '), fieldErrors };
  const missing = template.items
    .filter((item) => item.required && !given.has(item.id))
    .map((item) => item.label);
  if (complete && missing.length > 0) {
    return refuse(
      `Answer the structured part's required items: ${missing.join(', ')}.`,
      'synoptic.answers',
      `Answer the required items: ${missing.join(', ')}.`,
    );
  }
  return {
    ok: true,
    part: {
      templateId: template.id,
      templateVersion: template.version,
      answers: template.items
        .filter((item) => given.has(item.id))
        .map((item) => ({ itemId: item.id, value: given.get(item.id)! })),
    },
  };
}
