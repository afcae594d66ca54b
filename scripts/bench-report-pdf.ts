/**
 * The final report's PDF (decision 076): for a long report (five pages) prints its pages, its size and the median
 * time to render it over --runs runs (after two warm-up runs). A figure to compare before and after a change on
 * this machine, never asserted.
 *
 *   npx tsx scripts/bench-report-pdf.ts --runs 30   (the renderer is the mock backend's, decision 136)
 */
import { parseArgs } from 'node:util';
import { renderReportPdf } from '../mock-server/reports/pdf/render';
import type { ReportDocument } from '../contracts/report-document';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const runs = Math.max(1, Number(values.runs));

const document: ReportDocument = {
  caseId: 'case-0001',
  caseRecordId: 'RCH-2026-0001',
  caseType: 'Surgical Pathology',
  facility: 'Riverside Community Hospital',
  sentOutAt: '2026-10-28T13:05:00.000Z',
  patient: { name: 'Ada Lovelace', birthDate: '12/10/1961', sex: 'Female', mrn: 'MRN-123456' },
  specimens: [
    { name: 'A', type: 'Biopsy', site: 'Breast, left', slideCount: 2, slideNames: ['a.svs', 'b.svs'] },
  ],
  version: 1,
  currentVersion: 1,
  amended: false,
  primaryDiagnosis: 'Invasive ductal carcinoma, grade 2.',
  grossDescription: 'Received in formalin. '.repeat(400),
  microscopicDescription: 'Sections show tumour. '.repeat(300),
  comments: null,
  cptCodes: ['88305'],
  billingComponent: 'Global',
  signedOutAt: '2026-11-01T15:30:00.000Z',
  signedOutBy: { name: 'Dr. Maya Okafor', credentials: 'Pathology · Licensed in TX, CA' },
  addenda: [],
  synoptic: null,
};

const render = () => renderReportPdf({ document, timeZone: 'UTC' });
await render();
await render();
const times: number[] = [];
let bytes: Uint8Array = new Uint8Array();
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  bytes = await render();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const pages =
  Buffer.from(bytes)
    .toString('latin1')
    .match(/\/Type \/Page\b/g)?.length ?? 0;
console.log(
  `report PDF: ${pages} pages, ${bytes.byteLength} bytes, median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms ` +
    `per render (${runs} runs)`,
);
