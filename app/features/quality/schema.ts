/**
 * /admin/quality's words and form (docs/quality.md, decision 084). The rates form is the contract's
 * QualitySettingsInput: a rate per case type, typed as text and read as a number from 0 to 100 (per cent, one
 * decimal at most), with the same sentence the API answers a bad rate with. The period is two days (UTC).
 */
import { z } from 'zod';
import { toUsDate } from '~/components/form';
import { schemas, type components, SENTENCES } from '../../../contracts';
import { RATE_MESSAGE } from '../../../contracts/quality';

export type QualitySettings = components['schemas']['QualitySettings'];
export type QualityReport = components['schemas']['QualityReport'];
export type QaSample = components['schemas']['QaSample'];
export type QualityAgreement = components['schemas']['QualityAgreement'];

export const QUALITY_PATH = '/admin/quality';
export const QUALITY_EXPORT_PATH = '/admin/quality/export';
export const RATES_FORM_ID = 'quality-rates';

export const QUALITY_MESSAGES = {
  rate: RATE_MESSAGE,
  saved: SENTENCES.quality.ratesSaved,
  period: SENTENCES.quality.periodEndsBeforeStart,
  day: 'Enter a day as YYYY-MM-DD.',
} as const;

const rateSchema = schemas.zQualityRate.shape.ratePercent;

/** A rate as typed: a number from 0 to 100 with at most one decimal ('5', '2.5'); then the contract's. */
const rateField = z
  .string()
  .transform((text, ctx) => {
    const trimmed = text.trim().replace(/\s*%$/, '');
    const value = Number(trimmed);
    if (!/^\d{1,3}(\.\d)?$/.test(trimmed) || value < 0 || value > 100) {
      ctx.addIssue({ code: 'custom', message: RATE_MESSAGE });
      return z.NEVER;
    }
    return value;
  })
  .pipe(rateSchema);

export const ratesForm = schemas.zQualitySettingsInput.extend({
  rates: z.array(schemas.zQualityRate.extend({ ratePercent: rateField })).max(6),
});
export type RatesFormInput = z.input<typeof ratesForm>;

/** The form's values for stored settings: every case type's rate as text. */
export const formValuesOf = (settings: QualitySettings): RatesFormInput => ({
  rates: settings.rates.map((r) => ({ caseType: r.caseType, ratePercent: String(r.ratePercent) })),
});

const day = z.iso.date();
/** The period of the report as the URL gives it: both days or neither (the API's last 365 days). */
export function periodOf(url: URL): { from?: string; to?: string; error: string | null } {
  const read = (name: string) => {
    const value = url.searchParams.get(name)?.trim();
    return value ? value : undefined;
  };
  const from = read('from');
  const to = read('to');
  if ((from && !day.safeParse(from).success) || (to && !day.safeParse(to).success))
    return { error: QUALITY_MESSAGES.day };
  if (from && to && to < from) return { from, to, error: QUALITY_MESSAGES.period };
  return { from, to, error: null };
}

export const STATE_LABELS: Record<QaSample['state'], string> = {
  Unassigned: 'No reviewer',
  Open: 'Open',
  Graded: 'Graded',
  Cancelled: 'Cancelled',
};
export const percentText = (value: number | null) => (value === null ? 'N/A' : `${value} %`);

/**
 * The period's totals in one sentence, its days written MM/DD/YYYY as every date of the product (spec 5, issue
 * 47): "11/28/2025 to 11/27/2026: 24 reviews graded, 87.5 % agree, 2 minor and 1 major discrepancy."
 */
export function periodTotalText(report: Pick<QualityReport, 'from' | 'to' | 'total'>): string {
  const { total } = report;
  return `${toUsDate(report.from)} to ${toUsDate(report.to)}: ${total.reviews} ${total.reviews === 1 ? 'review' : 'reviews'} graded, ${percentText(total.agreePercent)} agree, ${total.minor} minor and ${total.major} major ${total.major === 1 ? 'discrepancy' : 'discrepancies'}.`;
}
