/**
 * Dates in forms are shown and typed as MM/DD/YYYY (spec 5) and travel to the API as ISO dates (YYYY-MM-DD), the
 * contract's `format: date`. One schema does the conversion on both sides, so a typed date is checked for being
 * a real calendar day (02/30 is refused) in the browser and again on the server.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from './messages';

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'MM/DD/YYYY' (or an ISO date) → 'YYYY-MM-DD', or null when it is not a real calendar day. */
export function parseUsDate(text: string): string | null {
  const trimmed = text.trim();
  const us = US_DATE.exec(trimmed);
  const iso = us ? null : ISO_DATE.exec(trimmed);
  if (!us && !iso) return null;
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1000) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// The display rule is the contract's: the mock's report PDF writes a date of birth the same way.
export { toUsDate } from '../../../contracts/time-format';

/** A date field's schema: typed MM/DD/YYYY, parsed to the ISO date the contract expects. */
export const usDateSchema = z.string().transform((text, ctx) => {
  const iso = parseUsDate(text);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.date });
    return z.NEVER;
  }
  return iso;
});

/** Slashes added while a date is typed: '0131' → '01/31', '01311980' → '01/31/1980'. */
export function formatDateAsTyped(raw: string): string {
  if (/[^\d/]/.test(raw)) return raw;
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (raw.includes('/') && digits.length < 5) return raw;
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('/');
}
