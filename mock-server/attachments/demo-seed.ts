/**
 * The demo facility's promise to QA and the end-to-end tests (decision 024): among its cases there is always a
 * Draft and an Available case holding a clinical attachment, so Send-Out Cases, the review before send-out and
 * the case page's download and preview can be shown on seeded data. The generated seed already gives them today;
 * should a change to the generator take them away, this adds a placeholder PDF (metadata only, written on first
 * download like every seeded attachment) to the facility's newest case of that status.
 */
import { db, type CaseRecord } from '../store/db';
import { seededPlaceholder } from './handlers';
import { sha256 } from '../store/files';

export const DEMO_FACILITY_ID = 'fac-001';
const NEEDED: ReadonlyArray<CaseRecord['status']> = ['Draft', 'Available'];

export async function ensureDemoFacilityAttachments() {
  const cases = db.cases
    .findMany((q) => q.where({ facility: { id: DEMO_FACILITY_ID } }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const withFiles = new Set(db.attachments.all().map((attachment) => attachment.caseID));
  for (const status of NEEDED) {
    const ofStatus = cases.filter((item) => item.status === status);
    if (ofStatus.length === 0 || ofStatus.some((item) => withFiles.has(item.caseID))) continue;
    const item = ofStatus[0]!;
    const fileName = 'Clinical history letter.pdf';
    const slot = 'clinicalHistoryLetter' as const;
    const bytes = seededPlaceholder({ fileName, slot }, item);
    const id = `att-demo-${status.toLowerCase()}`;
    await db.attachments.create({
      id,
      caseID: item.caseID,
      slot,
      fileName,
      contentType: 'application/pdf',
      sizeBytes: bytes.byteLength,
      sha256: sha256(bytes),
      uploadedBy: item.createdBy,
      uploadedAt: item.createdAt,
      storageKey: id,
      placeholder: true,
    });
  }
}
