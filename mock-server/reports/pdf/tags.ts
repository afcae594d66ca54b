/**
 * A tagged PDF over pdf-lib (decision 076), which has no tagging API of its own: a structure tree (Document,
 * Sect, H1–H3, P, Figure) whose elements point at marked-content sequences in the pages' content streams
 * (`/P <</MCID n>> BDC … EMC`), each page's parent-tree entry, and page furniture (header, footer, rules)
 * marked as artifacts. Readers then read the report in the tree's order, headings and all.
 * Nothing people typed reaches the structure: roles are fixed names, MCIDs are counters, alternative text is a
 * hex string (PDFHexString), and drawn text goes through pdf-lib's hex-encoded text operators.
 */
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

export type StructRole =
  'Document' | 'Sect' | 'H1' | 'H2' | 'H3' | 'P' | 'Figure' | 'Table' | 'TR' | 'TH' | 'TD';

interface PageMarks {
  /** The page's key in the parent tree (its /StructParents). */
  key: number;
  /** The structure element of each MCID, by MCID. */
  owners: PDFRef[];
}

export class StructureTree {
  private readonly pdf: PDFDocument;
  private readonly rootRef: PDFRef;
  private readonly pages = new Map<PDFPage, PageMarks>();
  /** The element new elements go into: the Document, or a section while one is open. */
  private parents: PDFRef[];

  constructor(pdf: PDFDocument) {
    this.pdf = pdf;
    this.rootRef = pdf.context.nextRef();
    const document = this.create('Document', this.rootRef);
    this.parents = [document];
  }

  private create(role: StructRole, parent: PDFRef, alt?: string): PDFRef {
    const { context } = this.pdf;
    const element = context.obj({ Type: 'StructElem', S: role, P: parent, K: [] });
    if (alt !== undefined) element.set(PDFName.of('Alt'), PDFHexString.fromText(alt));
    return context.register(element);
  }

  private kids(ref: PDFRef): PDFArray {
    return this.pdf.context.lookup(ref, PDFDict).lookup(PDFName.of('K'), PDFArray);
  }

  /** A new element inside the open one (`alt`: a Figure's alternative text). */
  element(role: StructRole, alt?: string): PDFRef {
    const parent = this.parents[this.parents.length - 1]!;
    const ref = this.create(role, parent, alt);
    this.kids(parent).push(ref);
    return ref;
  }

  /** Elements created while `draw` runs go into a new element of `role` (a section). */
  async group<T>(role: StructRole, draw: () => T | Promise<T>): Promise<T> {
    this.parents.push(this.element(role));
    try {
      return await draw();
    } finally {
      this.parents.pop();
    }
  }

  /** What `draw` puts on `page` becomes content of `element` (one marked-content sequence). */
  mark(page: PDFPage, element: PDFRef, draw: () => void) {
    let marks = this.pages.get(page);
    if (!marks) {
      marks = { key: this.pages.size, owners: [] };
      this.pages.set(page, marks);
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(marks.key));
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
    }
    const mcid = marks.owners.length;
    marks.owners.push(element);
    const role = this.pdf.context.lookup(element, PDFDict).lookup(PDFName.of('S'), PDFName);
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [role, `<</MCID ${mcid}>>`]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    // The element's page is its first one: there a kid is the MCID alone, on a later page a marked-content reference.
    const dict = this.pdf.context.lookup(element, PDFDict);
    if (!dict.has(PDFName.of('Pg'))) dict.set(PDFName.of('Pg'), page.ref);
    this.kids(element).push(
      dict.get(PDFName.of('Pg')) === page.ref
        ? PDFNumber.of(mcid)
        : this.pdf.context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }),
    );
  }

  /** What `draw` puts on `page` is furniture (header, footer, rules, frames), not content. */
  artifact(page: PDFPage, draw: () => void) {
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of('Artifact'),
        '<</Type /Pagination>>',
      ]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Writes the tree into the catalog, with MarkInfo, the language and the title shown as the window's title. */
  finish({ lang, title }: { lang: string; title: string }) {
    const { context, catalog } = this.pdf;
    const nums: Array<PDFNumber | PDFArray> = [];
    for (const { key, owners } of this.pages.values())
      nums.push(PDFNumber.of(key), context.obj(owners) as PDFArray);
    const parentTree = context.register(context.obj({ Nums: nums }));
    context.assign(
      this.rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: this.parents[0]!,
        ParentTree: parentTree,
        ParentTreeNextKey: this.pages.size,
      }),
    );
    catalog.set(PDFName.of('StructTreeRoot'), this.rootRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    this.pdf.setLanguage(lang);
    this.pdf.setTitle(title, { showInWindowTitleBar: true });
  }
}
