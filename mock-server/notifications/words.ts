/** The words notices about a case share, in the app and in the e-mail (sweep.ts, events.ts). */
import type { CaseRecord } from '../store/db';

/** A time as notices write it: '2026-11-26 14:05 UTC'. */
export const noticeTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A case as notices name it: its record id, type, priority and facility. */
export const caseWords = (item: CaseRecord) =>
  `${item.caseRecordId} (${item.type.displayName}, ${item.priority}, ${item.facility.name})`;
