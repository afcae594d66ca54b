/**
 * role_fields_kept's pure part: x-role-fields read from openapi.yaml and refused when malformed, and one answer's
 * records judged against the caller's role (absent or null is kept; `unless` lifts a rule for a record that fits).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import { operationExtension } from './extension';
import * as judge from './role-fields-judge';
import type { Caller } from './role-view-judge';

const { fieldRulesFor, judgeFields, leakedFields, readRoleFields } = judge;
const doc = loadOpenapi();
const operations = listOperations(doc);
/** An operation's marker as the run reads it. */
function fieldsOf(operationId: string): judge.RoleFields {
  const operation = operations.find((op) => op.operationId === operationId)!;
  return readRoleFields(operationExtension(doc, operation, judge.ROLE_FIELDS_EXTENSION)) as judge.RoleFields;
}

const provider: Caller = { role: 'Provider', userId: 'usr-3' };
const facility: Caller = { role: 'MedicalFacility', userId: 'usr-7', facilityId: 'fac-001' };
const draft = { primaryDiagnosis: 'Benign.', comments: '' };
const verdict = { allowed: true, reason: null };

describe('x-role-fields', () => {
  it("reads getCase's marker and resolves $caller for the caller", () => {
    const fields = fieldsOf('getCase');
    expect(fieldRulesFor(fields, provider)).toEqual([
      { hidden: ['reportDraft'], unless: { 'assignedProvider.id': ['usr-3'] } },
      { hidden: ['pickUp'], unless: { status: ['Available'] } },
    ]);
    expect(fieldRulesFor(fields, facility)).toEqual([{ hidden: ['reportDraft', 'pickUp'] }]);
    // A provider whose user id the run does not know is not judged (its shape cannot be resolved).
    expect(fieldRulesFor(fields, { role: 'Provider' })).toBeUndefined();
    // A role the marker does not name is given everything.
    expect(fieldRulesFor(fields, { role: 'Auditor' })).toBeUndefined();
  });

  it('refuses a malformed marker with a sentence', () => {
    expect(readRoleFields([])).toBe('x-role-fields is not an object of roles');
    expect(readRoleFields({ Provider: [] })).toBe('x-role-fields.Provider is not a non-empty list of rules');
    expect(readRoleFields({ Provider: [{ hidden: [] }] })).toBe(
      'x-role-fields.Provider has a rule whose hidden is not a non-empty list of field paths',
    );
    expect(readRoleFields({ Provider: [{ hidden: ['a b'] }] })).toBe(
      'x-role-fields.Provider has a rule whose hidden is not a non-empty list of field paths',
    );
    expect(readRoleFields({ Provider: [{ hidden: ['x'], when: { y: 1 } }] })).toBe(
      'x-role-fields.Provider has a rule that is not { hidden, unless }',
    );
    expect(readRoleFields({ Provider: [{ hidden: ['x'], unless: { y: [] } }] })).toBe(
      'x-role-fields.Provider.unless.y is not a value or a list of values',
    );
  });
});

describe('judging an answer', () => {
  const caseRules = fieldRulesFor(fieldsOf('getCase'), provider)!;
  const facilityRules = fieldRulesFor(fieldsOf('getCase'), facility)!;

  it("passes the assigned provider's draft and an Available case's verdict; fails them anywhere else", () => {
    const mine = {
      caseID: 'case-1',
      status: 'Assigned',
      assignedProvider: { id: 'usr-3' },
      reportDraft: draft,
    };
    expect(leakedFields(mine, caseRules)).toEqual([]);
    const theirs = { ...mine, assignedProvider: { id: 'usr-9' }, pickUp: verdict };
    expect(leakedFields(theirs, caseRules)).toEqual(['reportDraft', 'pickUp']);
    expect(leakedFields({ status: 'Available', assignedProvider: null, pickUp: verdict }, caseRules)).toEqual(
      [],
    );
    expect(judgeFields([theirs], caseRules, provider)).toEqual({
      pass: false,
      expected:
        'absent or null to Provider: reportDraft unless assignedProvider.id = usr-3; pickUp unless status = Available',
      seen: 'reportDraft, pickUp given',
    });
  });

  it('names the first item of a page that holds a hidden field, and how many do', () => {
    const page = [
      { caseID: 'case-1', pickUp: null },
      { caseID: 'case-2', pickUp: verdict },
      { caseID: 'case-3', pickUp: verdict },
    ];
    expect(judgeFields(page, facilityRules, facility, 'caseID')).toEqual({
      pass: false,
      expected: 'absent or null to MedicalFacility: reportDraft, pickUp',
      seen: 'case-2 with pickUp given (2 of 3 items like it)',
    });
  });

  it('keeps a field kept from the role whenever it is absent or null, whatever else the record holds', () => {
    const other = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((k) => k !== 'reportDraft' && k !== 'pickUp'),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(other, fc.constantFrom(null, undefined), (rest, kept) => {
        const record = { ...rest, reportDraft: kept, pickUp: kept };
        expect(judgeFields([record], facilityRules, facility)).toEqual({ pass: true });
      }),
    );
  });

  it('fails any value of a hidden field given, unless the record fits the rule', () => {
    const given = fc.jsonValue().filter((v) => v !== null);
    fc.assert(
      fc.property(given, fc.string({ maxLength: 8 }), fc.boolean(), (value, assignee, mine) => {
        const record = { assignedProvider: { id: mine ? 'usr-3' : `other-${assignee}` }, reportDraft: value };
        expect(judgeFields([record], caseRules, provider)?.pass).toBe(mine);
      }),
    );
  });
});
