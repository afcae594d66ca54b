import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadOpenapi } from '../conformance/openapi';
import { providerOperations } from '../tests/contract/provider-operations';
import { BLINDED_TEXT, BLINDED_VIEW, blindedNotice } from './blinded-view';

describe('what a blinded reviewer may see', () => {
  it('says how every operation a provider may call answers a blinded reviewer, and no other', () => {
    expect(Object.keys(BLINDED_VIEW).sort()).toEqual(providerOperations(loadOpenapi()));
  });

  it('refuses every consult operation (their records name who took part, their candidates who reads the case)', () => {
    const consults = Object.entries(BLINDED_VIEW).filter(([id]) => /Consult/.test(id));
    expect(consults.length).toBe(12);
    for (const [, answer] of consults) expect(answer).toBe('refused');
  });

  it("withholds any notice but the review's own, whatever its message", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'ConsultInvitation',
          'ReportAddendum',
          'CaseAssigned',
          'QaReviewAssigned',
          'CaseOverdue',
        ),
        fc.string(),
        (kind, message) => {
          const notice = { kind, message, caseRecordId: 'CUG-2026-0030' };
          const shown = blindedNotice(notice);
          if (kind === 'QaReviewAssigned') expect(shown).toEqual(notice);
          else expect(shown.message).toBe(BLINDED_TEXT.notice('CUG-2026-0030'));
        },
      ),
    );
  });
});
