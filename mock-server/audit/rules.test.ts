/** The audit rule and the trail's filter, for any answered operation (decision 082; property tests). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations, schemas, type OperationId } from '../../contracts';
import { matchesAuditFilter, rangeProblem } from './filter';
import {
  AUDITED,
  NOT_RECORDED,
  auditEntryOf,
  dedupeKeyOf,
  outcomeOf,
  type AnsweredOperation,
  type AuditActor,
} from './rules';

const ids = Object.keys(operations) as OperationId[];
const audited = ids.filter((id) => id in AUDITED);
const ROLES = ['Admin', 'Provider', 'MedicalFacility', 'Facility_NP'] as const;
const ACTIONS = schemas.zAuditAction.options;

const idText = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const actor: fc.Arbitrary<AuditActor | null> = fc.option(
  fc.record({
    userId: idText,
    name: fc.string({ maxLength: 250 }),
    email: fc.emailAddress().map((e) => e.slice(0, 254)),
    role: fc.constantFrom(...ROLES),
  }),
);
const answered = (operationIds: OperationId[]): fc.Arbitrary<AnsweredOperation> =>
  fc.record({
    operationId: fc.constantFrom(...operationIds),
    params: fc.record(
      {
        caseId: idText,
        blobId: idText,
        imageId: idText,
        attachmentId: idText,
        userId: idText,
        groupId: idText,
        taskId: idText,
        consultId: idText,
      },
      { requiredKeys: [] },
    ),
    query: fc.record({ caseId: idText }, { requiredKeys: [] }),
    status: fc.integer({ min: 200, max: 599 }),
    actor,
    attemptedEmail: fc.option(fc.string({ maxLength: 400 })),
    at: fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
      .map((ms) => new Date(ms).toISOString()),
    clientAddress: fc.oneof(fc.ipV4(), fc.ipV6(), fc.constant('unknown')),
    facts: fc.record(
      {
        createdId: fc.option(idText),
        withReport: fc.boolean(),
        caseRecordId: fc.option(idText),
        count: fc.nat(100),
        person: fc.option(fc.record({ userId: idText, name: fc.option(fc.string({ maxLength: 250 })) })),
        ended: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  });

describe('auditEntryOf', () => {
  it('decides every operation of the contract once: recorded, or why not', () => {
    const undecided = ids.filter((id) => !(id in AUDITED) && !(id in NOT_RECORDED));
    const both = ids.filter((id) => id in AUDITED && id in NOT_RECORDED);
    expect({ undecided, both }).toEqual({ undecided: [], both: [] });
  });

  it('records nothing for an operation outside the table (lists, reference data, tiles)', () => {
    const silent = ids.filter((id) => !(id in AUDITED));
    expect(silent.sort()).toEqual(Object.keys(NOT_RECORDED).sort());
    expect(silent).toContain('listCases');
    expect(silent).toContain('getDeepZoomTile');
    expect(silent).toContain('getSlideDownloadLink');
    expect(silent).toContain('listAuditEvents');
    fc.assert(fc.property(answered(silent), (a) => auditEntryOf(a) === null));
  });

  it('makes a record the contract accepts, with the status, address, time and actor of the answer', () => {
    fc.assert(
      fc.property(answered(audited), (a) => {
        const entry = auditEntryOf(a);
        if (entry === null) {
          // Left out: a change admins share with others when no admin made it; the consult candidates and a
          // case's consults when they were shown (the list: shown empty).
          const shown = a.status < 300;
          if (a.operationId === 'listConsultCandidates') expect(shown).toBe(true);
          else if (a.operationId === 'listCaseConsults') expect(shown && a.facts?.count === 0).toBe(true);
          else expect(a.actor?.role).not.toBe('Admin');
          return;
        }
        expect(schemas.zAuditEvent.safeParse({ id: 'aud-00000001', ...entry }).success).toBe(true);
        expect(entry).toMatchObject({
          status: a.status,
          at: a.at,
          actor: a.actor,
          clientAddress: a.clientAddress,
        });
      }),
    );
  });

  it('says Succeeded for 2xx, Denied for 401/403/404 and a refused login, Failed otherwise', () => {
    fc.assert(
      fc.property(answered(audited), (a) => {
        const entry = auditEntryOf(a);
        if (!entry) return;
        const { status } = a;
        const expected =
          status < 300
            ? 'Succeeded'
            : [401, 403, 404].includes(status) || (a.operationId === 'login' && [423, 429].includes(status))
              ? 'Denied'
              : 'Failed';
        expect(entry.outcome).toBe(expected);
        if (a.operationId === 'login')
          expect(entry.action).toBe(status < 300 ? 'LoginSucceeded' : 'LoginFailed');
        if (status >= 300) expect(entry.detail).not.toBeNull();
      }),
    );
    expect(outcomeOf(204)).toBe('Succeeded');
  });

  it('ties every operation on a case to that case, and a case read to ReportViewed exactly when a report came', () => {
    fc.assert(
      fc.property(answered(audited), (a) => {
        const entry = auditEntryOf(a);
        if (!entry) return;
        if (operations[a.operationId].path.includes('{caseId}') && a.params.caseId)
          expect(entry.caseId).toBe(a.params.caseId);
        if (a.operationId === 'getCase')
          expect(entry.action).toBe(a.status < 300 && a.facts?.withReport ? 'ReportViewed' : 'CaseViewed');
      }),
    );
  });
});

describe('dedupeKeyOf', () => {
  const ONCE = ['SlideOpened', 'ConsultViewed', 'ConsultStepsShared'];

  it('keys a successful slide opening, consult read or steps by session and target; nothing else', () => {
    fc.assert(
      fc.property(answered(audited), fc.option(idText), fc.option(idText), (a, s1, s2) => {
        const entry = auditEntryOf(a);
        if (!entry) return;
        const key = dedupeKeyOf(entry, s1);
        const keyed = ONCE.includes(entry.action) && entry.outcome === 'Succeeded' && s1 !== null;
        expect(key !== null).toBe(keyed);
        if (keyed && s2 !== null) expect(dedupeKeyOf(entry, s2) === key).toBe(s1 === s2);
      }),
    );
  });

  it('keys two successes alike exactly when they share session, action and consult (or, for a list, case)', () => {
    const consultOps: OperationId[] = ['getConsult', 'listConsultEvents', 'appendConsultEvents'];
    fc.assert(
      fc.property(
        answered([...consultOps, 'listCaseConsults']),
        answered([...consultOps, 'listCaseConsults']),
        idText,
        (a, b, session) => {
          const [x, y] = [a, b].map((each) => auditEntryOf({ ...each, status: 200, facts: { count: 1 } })!);
          const same =
            x!.action === y!.action &&
            x!.target.id === y!.target.id &&
            (x!.target.id !== null || x!.caseId === y!.caseId);
          expect(dedupeKeyOf(x!, session) === dedupeKeyOf(y!, session)).toBe(same);
        },
      ),
    );
  });
});

describe('a live consult in the trail (docs/consult.md)', () => {
  const base = {
    params: { caseId: 'case-0013', consultId: 'cns-1' },
    query: {},
    actor: {
      userId: 'usr-provider',
      name: 'Maya Okafor',
      email: 'provider@demo.test',
      role: 'Provider' as const,
    },
    attemptedEmail: null,
    at: '2026-11-25T23:00:00.000Z',
    clientAddress: '127.0.0.1',
    facts: { caseRecordId: 'CR-0013' },
  };
  const esther = { userId: 'usr-esther', name: 'Esther Dubois' };
  const entry = (operationId: OperationId, status = 200, facts: AnsweredOperation['facts'] = {}) =>
    auditEntryOf({ ...base, operationId, status, facts: { ...base.facts, ...facts } });

  it('names the consult as the target and the case, with an action for each operation', () => {
    const expected: Array<[OperationId, string, string | null]> = [
      ['startConsult', 'ConsultStarted', null],
      ['getConsult', 'ConsultViewed', 'cns-1'],
      ['inviteToConsult', 'ConsultInvited', 'cns-1'],
      ['joinConsult', 'ConsultJoined', 'cns-1'],
      ['leaveConsult', 'ConsultLeft', 'cns-1'],
      ['requestConsultLead', 'ConsultLeadChanged', 'cns-1'],
      ['handOverConsult', 'ConsultLeadChanged', 'cns-1'],
      ['listConsultEvents', 'ConsultViewed', 'cns-1'],
      ['appendConsultEvents', 'ConsultStepsShared', 'cns-1'],
      ['listCaseConsults', 'ConsultViewed', null],
    ];
    for (const [operationId, action, id] of expected) {
      const params = id ? base.params : { caseId: 'case-0013' };
      expect(
        auditEntryOf({ ...base, params, operationId, status: 200, facts: { ...base.facts, count: 2 } }),
        operationId,
      ).toMatchObject({
        action,
        target: { type: 'Consult', id },
        caseId: 'case-0013',
        caseRecordId: 'CR-0013',
        outcome: 'Succeeded',
      });
    }
    expect(entry('startConsult', 201, { createdId: 'cns-2' })).toMatchObject({
      target: { type: 'Consult', id: 'cns-2' },
    });
  });

  it('says who was invited and which lead change, to whom, refused or not', () => {
    expect(entry('inviteToConsult', 200, { person: esther })?.detail).toBe('Esther Dubois (usr-esther)');
    expect(entry('inviteToConsult', 422, { person: esther })).toMatchObject({
      outcome: 'Failed',
      detail: 'Esther Dubois (usr-esther); HTTP 422',
    });
    expect(entry('inviteToConsult', 422, { person: { userId: 'usr-nobody', name: null } })?.detail).toBe(
      'usr-nobody; HTTP 422',
    );
    expect(entry('handOverConsult', 200, { person: esther })?.detail).toBe(
      'Hand-over to Esther Dubois (usr-esther)',
    );
    expect(entry('handOverConsult', 422, { person: esther })?.detail).toBe(
      'Hand-over to Esther Dubois (usr-esther); HTTP 422',
    );
    expect(entry('requestConsultLead')?.detail).toBe('Lead request');
    expect(entry('requestConsultLead', 403)).toMatchObject({
      outcome: 'Denied',
      detail: 'Lead request; HTTP 403',
    });
    expect(entry('leaveConsult', 200, { person: esther })?.detail).toBe('Leader: Esther Dubois (usr-esther)');
    expect(entry('leaveConsult', 200, { ended: true })?.detail).toBe('Consult ended');
    expect(entry('joinConsult', 403)).toMatchObject({ outcome: 'Denied', detail: 'HTTP 403' });
    expect(entry('appendConsultEvents', 403)).toMatchObject({ outcome: 'Denied', detail: 'HTTP 403' });
  });

  it('records a case list of consults that showed some, and the candidates only when refused', () => {
    const list = (status: number, count?: number) =>
      auditEntryOf({
        ...base,
        params: { caseId: 'case-0013' },
        operationId: 'listCaseConsults',
        status,
        facts: count === undefined ? {} : { count },
      });
    expect(list(200, 0)).toBeNull();
    expect(list(200, 1)?.detail).toBe('List of 1 consult');
    expect(list(200, 3)?.detail).toBe('List of 3 consults');
    expect(list(403)).toMatchObject({ outcome: 'Denied', detail: 'List of consults; HTTP 403' });
    const candidates = (status: number) =>
      auditEntryOf({
        ...base,
        params: { caseId: 'case-0013' },
        operationId: 'listConsultCandidates',
        status,
      });
    expect(candidates(200)).toBeNull();
    expect(candidates(403)).toMatchObject({
      action: 'ConsultViewed',
      target: { type: 'Consult', id: null },
      caseId: 'case-0013',
      outcome: 'Denied',
      detail: 'Who may be invited; HTTP 403',
    });
  });

  it('keeps one success of the steps and of the reads per consult and session, every refusal', () => {
    const steps = entry('appendConsultEvents')!;
    const read = entry('listConsultEvents')!;
    expect(dedupeKeyOf(steps, 'session-1')).toBe(dedupeKeyOf(entry('appendConsultEvents')!, 'session-1'));
    expect(dedupeKeyOf(read, 'session-1')).toBe(dedupeKeyOf(entry('getConsult')!, 'session-1'));
    expect(dedupeKeyOf(read, 'session-1')).not.toBe(dedupeKeyOf(steps, 'session-1'));
    expect(dedupeKeyOf(read, 'session-1')).not.toBe(dedupeKeyOf(read, 'session-2'));
    for (const refused of [
      entry('appendConsultEvents', 403)!,
      entry('getConsult', 404)!,
      entry('listConsultEvents', 500)!,
    ])
      expect(dedupeKeyOf(refused, 'session-1')).toBeNull();
    for (const change of [
      'startConsult',
      'inviteToConsult',
      'joinConsult',
      'leaveConsult',
      'handOverConsult',
    ] as const)
      expect(dedupeKeyOf(entry(change)!, 'session-1')).toBeNull();
  });
});

describe('the trail filter', () => {
  const OUTCOME = fc.constantFrom('Succeeded' as const, 'Denied' as const, 'Failed' as const);
  const event = fc.record({
    id: fc.constant('aud-00000001'),
    at: fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
      .map((ms) => new Date(ms).toISOString()),
    actor,
    attemptedEmail: fc.option(fc.emailAddress()),
    action: fc.constantFrom(...ACTIONS),
    target: fc.record({ type: fc.constant('Case' as const), id: fc.option(idText) }),
    caseId: fc.option(idText),
    caseRecordId: fc.option(idText),
    outcome: OUTCOME,
    status: fc.integer({ min: 100, max: 599 }),
    clientAddress: fc.ipV4(),
    detail: fc.constant(null),
  });
  const day = fc
    .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));

  it('lets everything through without filters, and each filter keeps exactly what it names', () => {
    fc.assert(
      fc.property(event, fc.constantFrom(...ACTIONS), OUTCOME, day, day, (e, action, outcome, a, b) => {
        expect(matchesAuditFilter(e, {})).toBe(true);
        expect(matchesAuditFilter(e, { action })).toBe(e.action === action);
        expect(matchesAuditFilter(e, { outcome })).toBe(e.outcome === outcome);
        const [from, to] = a <= b ? [a, b] : [b, a];
        const d = e.at.slice(0, 10);
        expect(matchesAuditFilter(e, { from, to })).toBe(from <= d && d <= to);
        expect(rangeProblem({ from, to })).toBeNull();
        if (from < to) expect(rangeProblem({ from: to, to: from })).not.toBeNull();
        if (e.caseId) expect(matchesAuditFilter(e, { caseId: e.caseId.toUpperCase() })).toBe(true);
        if (e.actor) expect(matchesAuditFilter(e, { user: e.actor.userId })).toBe(true);
      }),
    );
  });
});

describe('sampled QA in the trail (docs/quality.md)', () => {
  const base = {
    params: { taskId: 'task-0103', caseId: 'case-0378' },
    query: {},
    actor: {
      userId: 'usr-provider',
      name: 'Maya Okafor',
      email: 'provider@demo.test',
      role: 'Provider' as const,
    },
    attemptedEmail: null,
    at: '2026-11-25T23:00:00.000Z',
    clientAddress: '127.0.0.1',
  };

  it('records a grade on its task with the note of the grade and the follow-up; a sample in the sign-out', () => {
    const graded = auditEntryOf({
      ...base,
      operationId: 'submitQaReview',
      status: 200,
      facts: { note: 'Major discrepancy; follow-up TSK-000104' },
    });
    expect(graded).toMatchObject({
      action: 'QaReviewGraded',
      target: { type: 'Task', id: 'task-0103' },
      outcome: 'Succeeded',
      detail: 'Major discrepancy; follow-up TSK-000104',
    });
    const signedOut = auditEntryOf({
      ...base,
      operationId: 'signOutCase',
      status: 200,
      facts: { note: 'Sampled for QA: TSK-000103' },
    });
    expect(signedOut).toMatchObject({ action: 'CaseSignedOut', detail: 'Sampled for QA: TSK-000103' });
    const refused = auditEntryOf({
      ...base,
      operationId: 'submitQaReview',
      status: 422,
      facts: { note: 'x' },
    });
    expect(refused).toMatchObject({ action: 'QaReviewGraded', outcome: 'Failed', detail: 'HTTP 422' });
  });

  it('records a change of the sampling rates as an admin change, whoever tried', () => {
    const change = auditEntryOf({ ...base, operationId: 'updateQualitySettings', status: 403 });
    expect(change).toMatchObject({
      action: 'AdminChange',
      target: { type: 'QualitySettings' },
      outcome: 'Denied',
    });
  });
});
