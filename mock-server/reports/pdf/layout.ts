/**
 * A small flowing layout over pdf-lib: text wrapped to the column, pages added as the cursor runs out, blocks kept
 * whole on one page when they fit on one (a section is not split where that can be avoided), and a header and a
 * footer drawn on every page once the page count is known ('Page 1 of 3'). Every block of text is tagged (a
 * heading or a paragraph of the structure tree, tags.ts); rules and the running header and footer are
 * artifacts. The standard fonts speak WinAnsi only: text is reduced to what they can draw (winAnsi) rather than
 * failing the document.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { StructureTree, type StructRole } from './tags';

/** US Letter; the margins also fit A4 when printed. `header`: the running header's room below the top margin. */
export const PAGE = { width: 612, height: 792, margin: 54, header: 16, footer: 30 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const INK = rgb(0.13, 0.15, 0.2);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const RULE = rgb(0.82, 0.84, 0.87);

const REPLACEMENTS: Record<string, string> = {
  '\u03bc': '\u00b5', // Greek mu → the micro sign WinAnsi has
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u00d7': 'x',
};

/** The text as the standard fonts can draw it: known look-alikes swapped, anything else as '?'. */
export function winAnsi(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    const swapped = REPLACEMENTS[char] ?? char;
    for (const c of swapped) out += c === '\n' || supported.has(c.codePointAt(0)!) ? c : '?';
  }
  return out;
}

/** Lines of `text` no wider than `width` (words broken only when one word alone is too wide). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
  /** Space after the block. */
  after?: number;
  /** Its role in the structure tree: a paragraph unless said. */
  tag?: Extract<StructRole, 'H1' | 'H2' | 'H3' | 'P'>;
}

export class FlowDocument {
  readonly pdf: PDFDocument;
  readonly tags: StructureTree;
  regular!: PDFFont;
  bold!: PDFFont;
  page!: PDFPage;
  /** The cursor: the top of what is drawn next, in PDF points from the bottom. */
  y = 0;

  private constructor(pdf: PDFDocument) {
    this.pdf = pdf;
    this.tags = new StructureTree(pdf);
  }

  static async create(): Promise<FlowDocument> {
    const flow = new FlowDocument(await PDFDocument.create());
    flow.regular = await flow.pdf.embedFont(StandardFonts.Helvetica);
    flow.bold = await flow.pdf.embedFont(StandardFonts.HelveticaBold);
    flow.newPage();
    return flow;
  }

  get contentWidth() {
    return CONTENT_WIDTH;
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin - PAGE.header;
  }

  /** Room left above the footer. */
  get room() {
    return this.y - PAGE.margin - PAGE.footer;
  }

  /** Starts a new page unless `height` fits; a block taller than a whole page starts on a fresh one. */
  keep(height: number) {
    const fullPage = PAGE.height - 2 * PAGE.margin - PAGE.header - PAGE.footer;
    if (height <= this.room) return;
    if (this.y < PAGE.height - PAGE.margin - PAGE.header || height <= fullPage) this.newPage();
  }

  font(style: TextStyle) {
    return style.bold ? this.bold : this.regular;
  }

  lines(text: string, style: TextStyle = {}): string[] {
    const size = style.size ?? 10;
    const font = this.font(style);
    return wrapText(winAnsi(text, font), font, size, CONTENT_WIDTH - (style.indent ?? 0));
  }

  lineHeight(style: TextStyle = {}) {
    return (style.size ?? 10) * 1.35;
  }

  /** Height of `text` drawn in `style`, with its space after. */
  measure(text: string, style: TextStyle = {}) {
    return this.lines(text, style).length * this.lineHeight(style) + (style.after ?? 4);
  }

  /** Draws wrapped text at the cursor, continuing on new pages line by line: one heading or paragraph. */
  text(text: string, style: TextStyle = {}) {
    const size = style.size ?? 10;
    const font = this.font(style);
    const element = this.tags.element(style.tag ?? 'P');
    for (const line of this.lines(text, style)) {
      if (this.room < this.lineHeight(style)) this.newPage();
      this.tags.mark(this.page, element, () =>
        this.page.drawText(line, {
          x: PAGE.margin + (style.indent ?? 0),
          y: this.y - size,
          size,
          font,
          color: style.color ?? INK,
        }),
      );
      this.y -= this.lineHeight(style);
    }
    this.y -= style.after ?? 4;
  }

  /**
   * One row of a two-column table (a TR of a TH and a TD, inside a 'Table' group): `label` in bold on the left,
   * `value` wrapped beside it; the row is kept whole on a page.
   */
  async row(label: string, value: string, labelWidth = 200) {
    const gutter = 12;
    const cells = [
      { role: 'TH' as const, font: this.bold, x: PAGE.margin, width: labelWidth, text: label },
      {
        role: 'TD' as const,
        font: this.regular,
        x: PAGE.margin + labelWidth + gutter,
        width: 0,
        text: value,
      },
    ].map((cell) => {
      const width = cell.width || CONTENT_WIDTH - labelWidth - gutter;
      return { ...cell, lines: wrapText(winAnsi(cell.text, cell.font), cell.font, 10, width) };
    });
    const height = Math.max(...cells.map((cell) => cell.lines.length)) * this.lineHeight();
    this.keep(height + 4);
    const top = this.y;
    await this.tags.group('TR', () => {
      for (const cell of cells) {
        const element = this.tags.element(cell.role);
        cell.lines.forEach((line, index) =>
          this.tags.mark(this.page, element, () =>
            this.page.drawText(line, {
              x: cell.x,
              y: top - 10 - index * this.lineHeight(),
              size: 10,
              font: cell.font,
              color: INK,
            }),
          ),
        );
      }
    });
    this.y = top - height - 4;
  }

  /** Draws on the current page what is not content (rules, frames, swatches). */
  decoration(draw: (page: PDFPage) => void) {
    const page = this.page;
    this.tags.artifact(page, () => draw(page));
  }

  rule(after = 8) {
    this.decoration((page) =>
      page.drawLine({
        start: { x: PAGE.margin, y: this.y },
        end: { x: PAGE.width - PAGE.margin, y: this.y },
        thickness: 0.75,
        color: RULE,
      }),
    );
    this.y -= after;
  }

  gap(points: number) {
    this.y -= points;
  }

  /** One line of `text` in the regular font at `size`, cut with '...' to `width`. */
  private fit(text: string, size: number, width: number) {
    const clean = winAnsi(text, this.regular).replace(/\s+/g, ' ');
    if (this.regular.widthOfTextAtSize(clean, size) <= width) return clean;
    let cut = clean.length;
    while (cut > 1 && this.regular.widthOfTextAtSize(`${clean.slice(0, cut)}...`, size) > width) cut--;
    return `${clean.slice(0, cut)}...`;
  }

  /**
   * Every page's running header and footer (artifacts, as readers expect of page furniture): `header.left`
   * (cut to fit) and `header.right` above a rule, `footer` and 'Page i of n' below one.
   */
  furniture(header: { left: string; right: string }, footer: string) {
    const pages = this.pdf.getPages();
    const size = 8.5;
    const right = winAnsi(header.right, this.regular);
    const rightWidth = this.regular.widthOfTextAtSize(right, size);
    const left = this.fit(header.left, size, CONTENT_WIDTH - rightWidth - 12);
    const footerText = this.fit(footer, size, CONTENT_WIDTH - 90);
    pages.forEach((page, index) => {
      const text = (value: string, x: number, y: number) =>
        page.drawText(value, { x, y, size, font: this.regular, color: MUTED });
      const line = (y: number) =>
        page.drawLine({
          start: { x: PAGE.margin, y },
          end: { x: PAGE.width - PAGE.margin, y },
          thickness: 0.5,
          color: RULE,
        });
      const numbers = `Page ${index + 1} of ${pages.length}`;
      const top = PAGE.height - PAGE.margin + 6;
      const bottom = PAGE.margin - 4;
      this.tags.artifact(page, () => {
        text(left, PAGE.margin, top);
        text(right, PAGE.width - PAGE.margin - rightWidth, top);
        line(top - 6);
        line(bottom + 14);
        text(footerText, PAGE.margin, bottom);
        text(numbers, PAGE.width - PAGE.margin - this.regular.widthOfTextAtSize(numbers, size), bottom);
      });
    });
  }
}
