/**
 * qa_blinding_kept: a case answered to a blinded QA reviewer (`blinded: true`, docs/quality.md) never names who
 * signed it out (assignedProvider, finalReport, reportDraft null), and before the reviewer's blind read (no
 * `qaComparison`) carries no diagnosis either (primaryDiagnosis null).
 */
import type { CheckContext, Verdict } from '../types';

/** Withheld until the grade (they name the signer). */
export const SIGNER_FIELDS = ['assignedProvider', 'finalReport', 'reportDraft'] as const;
/** Withheld until the blind read too. */
export const BLINDED_FIELDS = [...SIGNER_FIELDS, 'primaryDiagnosis'] as const;

const given = (value: unknown) => value !== null && value !== undefined;

/** The fields a blinded case answer leaks (not null), or null when the answer is not a blinded case. */
export function blindingLeaks(json: unknown): string[] | null {
  const data = (json as { data?: Record<string, unknown> } | undefined)?.data;
  if (!data || typeof data !== 'object' || data['blinded'] !== true) return null;
  const fields = given(data['qaComparison']) ? SIGNER_FIELDS : BLINDED_FIELDS;
  return fields.filter((field) => given(data[field]));
}

export function qaBlindingKept({ exchange }: CheckContext): Verdict {
  const response = exchange.response;
  if (!response || response.status >= 300) return null;
  const leaks = blindingLeaks(response.json);
  if (leaks === null) return null;
  if (!leaks.length) return { pass: true };
  return {
    pass: false,
    expected:
      'a blinded case without its signer, and without its diagnosis before the blind read (docs/quality.md)',
    seen: `blinded: true with ${leaks.join(', ')} set`,
  };
}
