import { describe, expect, it } from 'vitest';
import { blindingLeaks } from './qa-blinding';

const blind = {
  caseID: 'case-0378',
  blinded: true,
  assignedProvider: null,
  primaryDiagnosis: null,
  finalReport: null,
  reportDraft: null,
};

describe('qa_blinding_kept', () => {
  it('judges only blinded case answers', () => {
    expect(blindingLeaks({ data: { ...blind, blinded: undefined, primaryDiagnosis: 'x' } })).toBeNull();
    expect(blindingLeaks({ data: null })).toBeNull();
    expect(blindingLeaks(undefined)).toBeNull();
  });

  it('passes a blinded case without its signer and diagnosis, and names each field that leaks', () => {
    expect(blindingLeaks({ data: blind })).toEqual([]);
    expect(
      blindingLeaks({
        data: { ...blind, assignedProvider: { id: 'usr-prv-018', name: 'A B' }, primaryDiagnosis: 'Benign.' },
      }),
    ).toEqual(['assignedProvider', 'primaryDiagnosis']);
  });

  it('at the comparison (after the blind read) passes the diagnosis, never the signer', () => {
    const comparing = {
      ...blind,
      primaryDiagnosis: 'Benign.',
      qaComparison: {
        reviewerDiagnosis: 'Benign.',
        blindReadAt: '2026-11-20T10:00:00.000Z',
        reportDiagnosis: 'Benign.',
      },
    };
    expect(blindingLeaks({ data: comparing })).toEqual([]);
    expect(
      blindingLeaks({
        data: { ...comparing, finalReport: { signedOutBy: { id: 'usr-prv-018', name: 'A B' } } },
      }),
    ).toEqual(['finalReport']);
    expect(blindingLeaks({ data: { ...comparing, qaComparison: null } })).toEqual(['primaryDiagnosis']);
  });
});
