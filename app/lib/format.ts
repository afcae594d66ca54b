/**
 * Display helpers of spec 5: dates as MM/DD/YYYY with 12-hour time and a time-zone abbreviation ('N/A' when
 * invalid or empty), and text with any HTML tags stripped. Pure, so the server and the browser agree.
 */

export { NOT_AVAILABLE, formatDateTime } from '../../contracts/time-format';

/** The text of a string that may carry HTML: tags removed, whitespace collapsed. */
export function plainText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A case type's name that may break before its 'pathology' in a narrow column ('Dermato-pathology', at a soft
 * hyphen: decision 080); on screen only, an export keeps the word.
 */
export const breakablePathology = (name: string) => name.replace(/(\w)(pathology)$/i, '$1\u00AD$2');

/** Cents as US dollars: 184500 → '$1,845.00'. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
