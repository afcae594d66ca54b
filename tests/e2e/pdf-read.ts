/**
 * Reads back a PDF that pdf-lib wrote, as a screen reader and a test need it: each page's lines of text in the
 * order drawn with the marked-content tag each sits in ('P', 'H2', 'Artifact', or null when untagged), the
 * structure tree's elements in reading order with their text, and the catalog's tagging entries. Only what
 * pdf-lib writes is understood (Flate streams, hex-string `Tj`), which is all the report's PDF has.
 */
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFHexString,
} from 'pdf-lib';

export interface PdfLine {
  /** The innermost marked-content tag around the text; null outside any. */
  tag: string | null;
  mcid: number | null;
  text: string;
}

export interface PdfElement {
  role: string;
  /** The text of the element's own marked content, lines joined by a space. */
  text: string;
  alt: string | null;
}

export interface ReadPdf {
  pages: PdfLine[][];
  /** Elements that hold content (or alternative text), in the tree's order. */
  structure: PdfElement[];
  catalog: {
    structTreeRoot: boolean;
    marked: boolean;
    lang: string | null;
    displayDocTitle: boolean;
    /** Every marked MCID of every page is owned, in the parent tree, by the element that points at it. */
    parentTreeMatches: boolean;
  };
  title: string | null;
}

/** WinAnsi's 0x80–0x9F (Windows-1252), where it differs from Latin-1; unassigned codes stay as they are. */
const WIN_ANSI_HIGH =
  '\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f' +
  '\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178';

/** The standard fonts' text (pdf-lib draws Helvetica in WinAnsi). */
const winAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex')]
    .map((byte) => (byte >= 0x80 && byte < 0xa0 ? WIN_ANSI_HIGH[byte - 0x80]! : String.fromCharCode(byte)))
    .join('');

const text = (value: unknown) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;

function pageLines(pdf: PDFDocument, page: ReturnType<PDFDocument['getPages']>[number]): PdfLine[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const source = refs
    .map((ref) => pdf.context.lookup(ref!) as PDFRawStream)
    .map((stream) => inflateSync(Buffer.from(stream.getContents())).toString('latin1'))
    .join('\n');
  const lines: PdfLine[] = [];
  const open: Array<{ tag: string; mcid: number | null }> = [];
  for (const match of source.matchAll(/\/(\w+) <<([^>]*)>> BDC|\/(\w+) BMC|\bEMC\b|<([0-9A-Fa-f]*)> Tj/g)) {
    if (match[1] !== undefined || match[3] !== undefined) {
      const mcid = /\/MCID (\d+)/.exec(match[2] ?? '');
      open.push({ tag: (match[1] ?? match[3])!, mcid: mcid ? Number(mcid[1]) : null });
    } else if (match[0] === 'EMC') open.pop();
    else {
      const top = open[open.length - 1];
      lines.push({
        tag: top?.tag ?? null,
        mcid: top?.mcid ?? null,
        text: winAnsi(match[4]!),
      });
    }
  }
  return lines;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const pdfPages = pdf.getPages();
  const pages = pdfPages.map((page) => pageLines(pdf, page));
  const pageIndex = new Map(pdfPages.map((page, index) => [page.ref.toString(), index]));
  const { catalog, context } = pdf;

  const rootRef = catalog.get(PDFName.of('StructTreeRoot'));
  const structure: PdfElement[] = [];
  const owners = new Map<string, string>(); // 'page:mcid' → element ref
  const visit = (ref: unknown) => {
    if (!(ref instanceof PDFRef)) return;
    const element = context.lookup(ref, PDFDict);
    const kids = element.lookup(PDFName.of('K'));
    const list = kids instanceof PDFArray ? kids.asArray() : kids ? [kids] : [];
    const texts: string[] = [];
    const own = (index: number | undefined, mcid: number) => {
      owners.set(`${index}:${mcid}`, ref.toString());
      texts.push(...(pages[index!] ?? []).filter((line) => line.mcid === mcid).map((line) => line.text));
    };
    for (const kid of list) {
      // An MCID alone is on the element's page (/Pg); a marked-content reference names its own.
      if (kid instanceof PDFNumber) own(pageIndex.get(String(element.get(PDFName.of('Pg')))), kid.asNumber());
      const mcr = kid instanceof PDFDict ? kid : null;
      if (mcr && mcr.get(PDFName.of('Type')) === PDFName.of('MCR'))
        own(
          pageIndex.get(String(mcr.get(PDFName.of('Pg')))),
          (mcr.lookup(PDFName.of('MCID'), PDFNumber) as PDFNumber).asNumber(),
        );
    }
    const role = (element.lookup(PDFName.of('S'), PDFName) as PDFName).decodeText();
    const alt = text(element.lookup(PDFName.of('Alt')));
    if (texts.length || alt) structure.push({ role, text: texts.join(' '), alt });
    for (const kid of list) visit(kid);
  };
  let parentTreeMatches = false;
  if (rootRef instanceof PDFRef) {
    const root = context.lookup(rootRef, PDFDict);
    const k = root.get(PDFName.of('K'));
    (k instanceof PDFArray ? k.asArray() : [k]).forEach(visit);
    const nums = root
      .lookup(PDFName.of('ParentTree'), PDFDict)
      .lookup(PDFName.of('Nums'), PDFArray)
      .asArray();
    const byKey = new Map<number, PDFRef[]>();
    for (let i = 0; i + 1 < nums.length; i += 2)
      byKey.set(
        (nums[i] as PDFNumber).asNumber(),
        (context.lookup(nums[i + 1]!) as PDFArray).asArray() as PDFRef[],
      );
    parentTreeMatches = pdfPages.every((page, index) => {
      const marked = [...new Set(pages[index]!.filter((l) => l.mcid !== null).map((l) => l.mcid!))];
      const key = page.node.get(PDFName.of('StructParents'));
      const entry = key instanceof PDFNumber ? byKey.get(key.asNumber()) : undefined;
      return marked.every((mcid) => entry?.[mcid]?.toString() === owners.get(`${index}:${mcid}`));
    });
  }

  const markInfo = catalog.lookup(PDFName.of('MarkInfo'));
  const prefs = catalog.lookup(PDFName.of('ViewerPreferences'));
  const info = context.lookup(context.trailerInfo.Info);
  return {
    pages,
    structure,
    catalog: {
      structTreeRoot: rootRef instanceof PDFRef,
      marked: markInfo instanceof PDFDict && markInfo.get(PDFName.of('Marked')) === PDFBool.True,
      lang: text(catalog.lookup(PDFName.of('Lang'))),
      displayDocTitle: prefs instanceof PDFDict && prefs.get(PDFName.of('DisplayDocTitle')) === PDFBool.True,
      parentTreeMatches,
    },
    title: info instanceof PDFDict ? text(info.lookup(PDFName.of('Title'))) : null,
  };
}

/** A page's text, lines joined by newlines (in the order drawn). */
export const pageText = (lines: PdfLine[]) => lines.map((line) => line.text).join('\n');
