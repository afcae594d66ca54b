/**
 * A small flowing layout over pdf-lib: text wrapped to the column, pages added as the cursor runs out, blocks kept
 * whole on one page when they fit on one (a section is not split where that can be avoided), and a footer drawn
 * on every page once the page count is known ('Page 1 of 3'). The standard fonts speak WinAnsi only: text is
 * reduced to what they can draw (winAnsi) rather than failing the document.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/** US Letter; the margins also fit A4 when printed. */
export const PAGE = { width: 612, height: 792, margin: 54, footer: 30 } as const;
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
}

export class FlowDocument {
  readonly pdf: PDFDocument;
  regular!: PDFFont;
  bold!: PDFFont;
  page!: PDFPage;
  /** The cursor: the top of what is drawn next, in PDF points from the bottom. */
  y = 0;

  private constructor(pdf: PDFDocument) {
    this.pdf = pdf;
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
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room left above the footer. */
  get room() {
    return this.y - PAGE.margin - PAGE.footer;
  }

  /** Starts a new page unless `height` fits; a block taller than a whole page starts on a fresh one. */
  keep(height: number) {
    const fullPage = PAGE.height - 2 * PAGE.margin - PAGE.footer;
    if (height <= this.room) return;
    if (this.y < PAGE.height - PAGE.margin || height <= fullPage) this.newPage();
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

  /** Draws wrapped text at the cursor, continuing on new pages line by line. */
  text(text: string, style: TextStyle = {}) {
    const size = style.size ?? 10;
    const font = this.font(style);
    for (const line of this.lines(text, style)) {
      if (this.room < this.lineHeight(style)) this.newPage();
      this.page.drawText(line, {
        x: PAGE.margin + (style.indent ?? 0),
        y: this.y - size,
        size,
        font,
        color: style.color ?? INK,
      });
      this.y -= this.lineHeight(style);
    }
    this.y -= style.after ?? 4;
  }

  rule(after = 8) {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= after;
  }

  gap(points: number) {
    this.y -= points;
  }

  /** The footer of every page: `left` and 'Page i of n'. */
  footers(left: string) {
    const pages = this.pdf.getPages();
    const text = winAnsi(left, this.regular);
    pages.forEach((page, index) => {
      const y = PAGE.margin - 4;
      page.drawLine({
        start: { x: PAGE.margin, y: y + 14 },
        end: { x: PAGE.width - PAGE.margin, y: y + 14 },
        thickness: 0.5,
        color: RULE,
      });
      page.drawText(text, { x: PAGE.margin, y, size: 8.5, font: this.regular, color: MUTED });
      const numbers = `Page ${index + 1} of ${pages.length}`;
      const width = this.regular.widthOfTextAtSize(numbers, 8.5);
      page.drawText(numbers, {
        x: PAGE.width - PAGE.margin - width,
        y,
        size: 8.5,
        font: this.regular,
        color: MUTED,
      });
    });
  }
}
