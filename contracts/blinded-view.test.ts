import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BLINDED_TEXT, BLINDED_VIEW, blindedNotice } from './blinded-view';

type Operation = { operationId?: string; 'x-roles'?: string[]; security?: Array<Record<string, unknown>> };
type Spec = { paths: Record<string, Record<string, Operation>> };
const spec = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as Spec;

/** A login's token is neither a facility's API credential nor a SMART access token: an operation taking only those, no person calls. */
const takesOnlyCredential = (op: Operation) =>
  !!op.security?.length &&
  op.security.every((scheme) => 'facilityCredential' in scheme || 'smartBackendServices' in scheme);

/** Every operation the contract lets a provider call: x-roles with Provider, or none (public or any role). */
const providerOperations = Object.values(spec.paths)
  .flatMap((item) => Object.values(item))
  .filter((op) => op?.operationId && !takesOnlyCredential(op))
  .filter((op) => !op['x-roles'] || op['x-roles'].includes('Provider'))
  .map((op) => op.operationId!)
  .sort();

describe('what a blinded reviewer may see', () => {
  it('says how every operation a provider may call answers a blinded reviewer, and no other', () => {
    expect(Object.keys(BLINDED_VIEW).sort()).toEqual(providerOperations);
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
