/**
 * A signed-out case's report as a PDF (decision 136): the backend owns the document a result sent to a hospital
 * points at, so the app's download (getReportPdf), the FHIR Binary and the ORU's embedded copy are one rendering.
 * The document is the contract's model (contracts/report-document.ts); the patch snapshots are the slide's own
 * regions (slides/region.ts, what answers getSlideRegion), read here rather than over HTTP.
 *
 * Rendering is deterministic: the same version of the same report gives the same bytes (the PDF's dates are the
 * version's issue time), so a DocumentReference's size and hash describe the Binary a reader then fetches. A small
 * cache keeps recent renderings, keyed by everything they are made from.
 */
import { createHash } from 'node:crypto';
import { knownTimeZone } from '../../contracts/time-format';
import { reportDocument, reportFileName, type FinalReport } from '../../contracts/report-document';
import {
  MAX_SNAPSHOTS,
  slideImages,
  snapshotOf,
  type ReportSnapshot,
} from '../../contracts/report-snapshots';
import { slideAnnotationsFor } from '../annotations/rules';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import { findSlide } from '../slides/lookup';
import { renderRegion } from '../slides/region';
import type { CaseRecord, UserRecord } from '../store/db';
import { renderReportPdf, type PdfSnapshot } from './pdf/render';

export interface ReportPdf {
  bytes: Uint8Array;
  fileName: string;
  /** The version rendered and when it was issued (its sign-out, or its addendum's time). */
  version: number;
  issuedAt: string;
}

/** The time version `version` of `report` was issued: the sign-out for 1, else its addendum's. */
export function issuedAtOf(report: FinalReport, version: number): string {
  return report.addenda.find((addendum) => addendum.version === version)?.addedAt ?? report.signedOutAt;
}

/** Snapshot regions are rendered at most this many at a time (each decodes slide tiles). */
const REGIONS_AT_ONCE = 4;

async function snapshotsOf(
  viewer: Pick<UserRecord, 'id' | 'role'>,
  item: CaseRecord,
): Promise<ReportSnapshot[]> {
  const snapshots: ReportSnapshot[] = [];
  for (const image of slideImages(item)) {
    const { patches } = slideAnnotationsFor(viewer, item, image.imageId);
    if (patches.length === 0) continue;
    const slide = await findSlide(image.imageId);
    const record = slide?.record;
    const info = {
      ...image,
      width: record?.width ?? null,
      height: record?.height ?? null,
      mpp: record?.mpp ?? null,
      magnification: record?.magnification ?? null,
    };
    snapshots.push(...patches.flatMap((patch) => snapshotOf(patch, info) ?? []));
  }
  return snapshots.slice(0, MAX_SNAPSHOTS);
}

/** Each snapshot with its region's PNG (null when the slide cannot be read: the PDF says so). */
async function withImages(snapshots: readonly ReportSnapshot[]): Promise<PdfSnapshot[]> {
  const drawn: PdfSnapshot[] = [];
  for (let i = 0; i < snapshots.length; i += REGIONS_AT_ONCE) {
    drawn.push(
      ...(await Promise.all(
        snapshots.slice(i, i + REGIONS_AT_ONCE).map(async (snapshot): Promise<PdfSnapshot> => {
          const slide = await findSlide(snapshot.imageId);
          const region = slide ? await renderRegion(slide, snapshot.region) : null;
          return {
            snapshot,
            image: region?.ok ? { bytes: new Uint8Array(region.png), contentType: 'image/png' } : null,
          };
        }),
      )),
    );
  }
  return drawn;
}

const CACHE_MAX = 32;
const cache = new Map<string, ReportPdf>();

/**
 * Version `version` of the report of `item` (signed out: its report exists) as `viewer` may see it, dates in
 * `timeZone` (UTC when the runtime does not know it). The caller has checked access and the version.
 */
export async function reportPdfOf(
  viewer: Pick<UserRecord, 'id' | 'role'>,
  item: CaseRecord & { finalReport: FinalReport },
  version: number,
  timeZone = 'UTC',
): Promise<ReportPdf> {
  const report = item.finalReport;
  const zone = knownTimeZone(timeZone) ?? 'UTC';
  const snapshots = await snapshotsOf(viewer, item);
  const drawnFrom = snapshots.map((s) => [s.patchId, s.region, s.note, s.color, s.scaleBar]);
  const key = JSON.stringify([item.caseID, version, zone, item.updatedAt, report.version, drawnFrom]);
  const hit = cache.get(key);
  if (hit) return hit;
  const document = reportDocument(item, report, version, SYNOPTIC_TEMPLATES);
  const issuedAt = issuedAtOf(report, version);
  const bytes = await renderReportPdf({
    document,
    timeZone: zone,
    snapshots: await withImages(snapshots),
    issuedAt,
  });
  const pdf = { bytes, fileName: reportFileName(item.caseRecordId, version), version, issuedAt };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, pdf);
  return pdf;
}

/** SHA-1 of the bytes, base64: FHIR's Attachment.hash. */
export const sha1Base64 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64');
