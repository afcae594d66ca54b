import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../contracts';
import { caseAbilities } from './case-details.server';
import type { CaseDetails } from './case-labels';
import { CONSULT_LINK_TEXT, consultHref, consultToRejoin, type CaseStanding } from './case-standing';

type Consult = components['schemas']['Consult'];
type Presence = components['schemas']['ConsultPresence'];

const ME = 'usr-me';

const consult = (
  id: string,
  state: 'Active' | 'Ended',
  startedAt: string,
  me: { presence: Presence; lostAccess: boolean } | null,
): Consult => ({
  consultId: id,
  caseId: 'case-0009',
  caseRecordId: 'LUMC-2026-0006',
  state,
  leaderId: 'usr-lead',
  ledBy: ['usr-lead'],
  leadRequestedBy: null,
  participants: [
    {
      userId: 'usr-lead',
      name: 'Maya Okafor',
      presence: 'Present',
      invitedAt: startedAt,
      joinedAt: startedAt,
      leftAt: null,
      lostAccess: false,
    },
    ...(me ? [{ userId: ME, name: 'Me', invitedAt: startedAt, joinedAt: null, leftAt: null, ...me }] : []),
  ],
  lastSeq: 0,
  startedAt,
  endedAt: state === 'Ended' ? startedAt : null,
  endReason: state === 'Ended' ? 'AllLeft' : null,
  lastActiveAt: startedAt,
});

const arbitraryConsult = fc
  .record({
    id: fc.stringMatching(/^cns-[a-z0-9]{1,8}$/),
    state: fc.constantFrom('Active' as const, 'Ended' as const),
    startedAt: fc.date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
    me: fc.option(
      fc.record({
        presence: fc.constantFrom<Presence>('Invited', 'Present', 'Left'),
        lostAccess: fc.boolean(),
      }),
    ),
  })
  .map(({ id, state, startedAt, me }) => consult(id, state, startedAt.toISOString(), me));

describe('the way back into a consult (consultToRejoin)', () => {
  it('is an active consult the reader is in and may still read, the latest first; else none', () => {
    fc.assert(
      fc.property(fc.array(arbitraryConsult, { maxLength: 6 }), (consults) => {
        const mine = consults.filter((each) => {
          const self = each.participants.find((p) => p.userId === ME);
          return each.state === 'Active' && self && !self.lostAccess;
        });
        const found = consultToRejoin(consults, ME);
        if (mine.length === 0) {
          expect(found).toBeNull();
          return;
        }
        const latest = mine.reduce((a, b) => (b.startedAt > a.startedAt ? b : a));
        const params = new URL(found!.href, 'http://x').searchParams;
        expect(params.get('caseId')).toBe('case-0009');
        expect(mine.find((each) => each.consultId === params.get('consult'))!.startedAt).toBe(
          latest.startedAt,
        );
        expect([CONSULT_LINK_TEXT.join, CONSULT_LINK_TEXT.back]).toContain(found!.label);
      }),
    );
  });

  it('asks an invitee to join and a participant to go back', () => {
    const invited = consult('cns-1', 'Active', '2026-11-27T10:00:00.000Z', {
      presence: 'Invited',
      lostAccess: false,
    });
    expect(consultToRejoin([invited], ME)).toEqual({
      href: '/viewer?caseId=case-0009&consult=cns-1',
      label: 'Join the consult',
    });
    const left = consult('cns-2', 'Active', '2026-11-27T10:00:00.000Z', {
      presence: 'Left',
      lostAccess: false,
    });
    expect(consultToRejoin([left], ME)?.label).toBe('Back to the consult');
    expect(consultHref('case 1', 'c&2')).toBe('/viewer?caseId=case+1&consult=c%262');
  });
});

describe('the case page’s actions for a provider (caseAbilities)', () => {
  const assigned = { status: 'Assigned', reportDraft: null } as unknown as CaseDetails;
  const provider = { role: 'Provider', status: 'Active' };

  it('never offers another provider’s case to return or diagnose; the consult instead', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CaseStanding['assignee']>(true, false, null),
        fc.option(
          fc.record({
            href: fc.constant('/viewer?caseId=c&consult=k'),
            label: fc.constant('Back to the consult'),
          }),
        ),
        (assignee, rejoin) => {
          const can = caseAbilities(provider, assigned, { assignee, consult: rejoin });
          expect(can.release).toBe(assignee !== false);
          expect(can.diagnose).toBe(assignee !== false);
          expect(can.consult ?? null).toEqual(rejoin);
        },
      ),
    );
  });

  it('keeps an admin’s Diagnose and leaves their standing out of it', () => {
    const can = caseAbilities({ role: 'Admin', status: 'Active' }, assigned, {
      assignee: false,
      consult: null,
    });
    expect(can.diagnose).toBe(true);
    expect(can.release).toBe(false);
  });
});

describe('the review page’s Send out for a draft without slides (caseAbilities, decision 170)', () => {
  const draft = (images: number, slideDelivery = 'Upload_the_Slide_Images') =>
    ({
      status: 'Draft',
      caseRecordId: 'RCH-2026-0042',
      slideDelivery,
      slides: [{ subsections: [{ images: Array.from({ length: images }, () => ({})) }] }],
    }) as unknown as CaseDetails;
  const facility = { role: 'MedicalFacility', status: 'Active' };

  it('says why in place of the button while no block holds an image, as the API refuses it', () => {
    const can = caseAbilities(facility, draft(0));
    expect(can.sendOut).toBe(false);
    expect(can.sendOutRefusal).toBe(
      'Case RCH-2026-0042 has no slide image yet. Upload its slide images or attach them from the image archive, or choose to mail the slides, before sending it out.',
    );
    expect(caseAbilities(facility, draft(1))).toMatchObject({ sendOut: true });
    expect(caseAbilities(facility, draft(0, 'Mail_the_Slides'))).toMatchObject({ sendOut: true });
    expect(caseAbilities(facility, draft(1)).sendOutRefusal).toBeUndefined();
  });
});
