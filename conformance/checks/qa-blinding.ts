/**
 * qa_blinding_kept: a case answered to a blinded QA reviewer (`blinded: true`, docs/quality.md) carries neither who
 * signed it out nor what they wrote: assignedProvider, primaryDiagnosis, finalReport and reportDraft are null.
 */
import type { CheckContext, Verdict } from '../types';

export const BLINDED_FIELDS = ['assignedProvider', 'primaryDiagnosis', 'finalReport', 'reportDraft'] as const;

/** The fields a blinded case answer leaks (not null), or null when the answer is not a blinded case. */
export function blindingLeaks(json: unknown): string[] | null {
  const data = (json as { data?: Record<string, unknown> } | undefined)?.data;
  if (!data || typeof data !== 'object' || data['blinded'] !== true) return null;
  return BLINDED_FIELDS.filter((field) => data[field] !== null && data[field] !== undefined);
}

export function qaBlindingKept({ exchange }: CheckContext): Verdict {
  const response = exchange.response;
  if (!response || response.status >= 300) return null;
  const leaks = blindingLeaks(response.json);
  if (leaks === null) return null;
  if (!leaks.length) return { pass: true };
  return {
    pass: false,
    expected: 'a blinded case without its signer and diagnosis (docs/quality.md)',
    seen: `blinded: true with ${leaks.join(', ')} set`,
  };
}
