/** The words notices about a case share, in the app and in the e-mail (sweep.ts, events.ts). */
import { formatDateTime } from '../../contracts/time-format';
import type { CaseRecord } from '../store/db';

/**
 * A time as notices, e-mails and the audit trail's details write it: the product's one format
 * (contracts/time-format.ts), '11/26/2026 02:05 PM UTC', in UTC with the zone named. notifyUsers writes each
 * recipient's notice and e-mail in their own zone (decision 121: `noticeFor`); the audit trail's details stay in
 * UTC, read by many people in many zones (the app shows them in the reader's).
 */
export const noticeTime = (iso: string) => formatDateTime(iso, 'UTC');

/** A day (a task's due date, 'YYYY-MM-DD') as notices write it: MM/DD/YYYY, the dates of the one format. */
export const noticeDay = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

/** A case as notices name it: its record id, type, priority and facility. */
export const caseWords = (item: CaseRecord) =>
  `${item.caseRecordId} (${item.type.displayName}, ${item.priority}, ${item.facility.name})`;
