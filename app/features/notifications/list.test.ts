import { describe, expect, it } from 'vitest';
import type { components } from '../../../contracts';
import { caseLinkFor } from './list';

type Notification = components['schemas']['Notification'];

const notice = (extra: Partial<Notification>): Notification => ({
  id: 'ntf-1',
  kind: 'ConsultInvitation',
  title: 'Consult on LUMC-2026-0006',
  message: 'Maya Okafor invites you to a live consult.',
  caseId: 'case-0009',
  caseRecordId: 'LUMC-2026-0006',
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
  ...extra,
});

describe('where a notice opens (caseLinkFor)', () => {
  it('opens a consult invitation straight into the consult', () => {
    const link = '/viewer?caseId=case-0009&consult=cns-1';
    expect(caseLinkFor(notice({ link }), false)).toBe(link);
    expect(caseLinkFor(notice({ link }), true)).toBe(link);
  });

  it('opens the case page without a link, and never another site', () => {
    expect(caseLinkFor(notice({}), false)).toBe('/case-details/case-0009');
    expect(caseLinkFor(notice({ link: null }), true)).toBe('/case/case-0009');
    expect(caseLinkFor(notice({ link: '//evil.example/x' }), false)).toBe('/case-details/case-0009');
    expect(caseLinkFor(notice({ link: '/\\evil.example' }), false)).toBe('/case-details/case-0009');
    expect(caseLinkFor(notice({ caseId: null, link: null }), false)).toBeNull();
  });
});
