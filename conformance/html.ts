/**
 * HTML made safely: the `html` template tag takes its own text as markup and escapes every value inserted into
 * it (text or attribute value alike), unless the value is markup `html` made. Used by the HTML report.
 */

/** Markup already built (by `html`), which `html` inserts as it is. */
export class Html {
  constructor(readonly value: string) {}
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value: nothing in it can open a tag, an entity, or leave a quoted attribute. */
export const escapeHtml = (text: string) =>
  text
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '\ufffd');

type Part = Html | string | number | boolean | null | undefined | Part[];

const render = (part: Part): string =>
  part instanceof Html
    ? part.value
    : Array.isArray(part)
      ? part.map(render).join('')
      : part === null || part === undefined || part === false
        ? ''
        : escapeHtml(String(part));

/** The one way markup is made: the template's own text is markup, every value inserted is escaped text. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  return new Html(
    strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ''), ''),
  );
}
