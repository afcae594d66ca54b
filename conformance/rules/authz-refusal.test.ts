/**
 * The verdicts of ignored_auth's probes on records that exist: a DELETE by a caller it must refuse,
 * judged by its answer and the record read back; another facility's ids in a body or query; and the marker that
 * names those fields (`x-tenant-ids: { body | query }`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange } from '../types';
import { readTenantFields, readTenantIds, TENANT_IDS_EXTENSION } from './authz-probe';
import { deleteWhileExistsVerdict, foreignIdVerdict, holds, recordState } from './authz-refusal';
import { operationExtension } from './extension';

const answer = (status: number, data?: unknown): Exchange => ({
  request: { method: 'GET', template: '/x', pathParams: {}, query: {}, headers: {}, auth: { role: 'Admin' } },
  url: 'http://server.test/x',
  curl: 'curl',
  response: {
    status,
    headers: { 'content-type': 'application/json' },
    json: { isSuccess: status < 300, message: null, data: data ?? null },
    size: 0,
    ms: 1,
  },
});
const record = answer(200, { id: 'grp-1', name: 'Ops' });
const probe = { operationId: 'deleteGroup', caller: 'Provider', why: 'x-roles: Admin', read: 'getGroup' };
const status = fc.integer({ min: 200, max: 599 });

describe('deleteWhileExistsVerdict', () => {
  it('passes only a 403 or 404 that left the record as it was', () => {
    fc.assert(
      fc.property(status, (code) => {
        const verdict = deleteWhileExistsVerdict(probe, answer(code), record, record);
        if (code === 403 || code === 404) expect(verdict).toEqual({ pass: true });
        // A success (or a redirect) or a 401 fails; a 429 or 5xx, or another refusal with the record there, is unjudged.
        else if (code < 400 || code === 401) expect(verdict).toMatchObject({ pass: false });
        else expect(verdict).toBeNull();
      }),
    );
  });

  it('fails any answer after which the record is gone or changed, naming the operation, the caller and the read', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 499 }).filter((c) => c !== 429),
        (code) => {
          for (const after of [answer(404), answer(200, { id: 'grp-1', name: 'changed' })]) {
            const verdict = deleteWhileExistsVerdict(probe, answer(code), record, after);
            expect(verdict).toMatchObject({ pass: false });
            if (verdict && !verdict.pass) {
              expect(verdict.expected).toContain('deleteGroup');
              expect(verdict.expected).toContain('Provider');
              expect(verdict.seen).toContain('getGroup then answered');
            }
          }
        },
      ),
    );
  });

  it('judges nothing when the record could not be read before', () => {
    expect(deleteWhileExistsVerdict(probe, answer(200), answer(404), answer(404))).toBeNull();
  });
});

describe('foreignIdVerdict', () => {
  const body = {
    operationId: 'createTask',
    where: 'body' as const,
    field: 'caseId',
    id: 'case-7',
    from: 'MedicalFacility',
    read: 'getCase',
  };
  const query = { ...body, operationId: 'listCases', where: 'query' as const };
  const theCase = answer(200, { caseID: 'case-7', status: 'Draft' });

  it("judges nothing until the other facility's request with its own id was accepted", () => {
    fc.assert(
      fc.property(
        status.filter((c) => c >= 300),
        status,
        (own, code) => {
          const answers = { own: answer(own), probed: answer(code), before: theCase, after: theCase };
          expect(foreignIdVerdict(body, answers)).toBeNull();
        },
      ),
    );
  });

  it("fails a body's id taken (2xx, or a redirect) or a 401, and passes any other refusal", () => {
    fc.assert(
      fc.property(
        status.filter((c) => c !== 429 && c < 500),
        (code) => {
          const verdict = foreignIdVerdict(body, {
            own: answer(201),
            probed: answer(code),
            before: theCase,
            after: theCase,
          });
          expect(verdict?.pass).toBe(!(code < 400 || code === 401));
        },
      ),
    );
  });

  it("fails a query whose list holds the record, passes one holding none of it, when the facility's own lists it", () => {
    const ours = answer(200, { items: [{ caseID: 'case-7' }] });
    const leak = answer(200, { items: [{ caseID: 'case-7' }] });
    const none = answer(200, { items: [{ caseID: 'case-9' }] });
    const given = { own: answer(200), before: theCase, after: theCase, ours };
    expect(foreignIdVerdict(query, { ...given, probed: leak })).toMatchObject({ pass: false });
    expect(foreignIdVerdict(query, { ...given, probed: none })).toEqual({ pass: true });
    // Nothing of it listed for its own facility: nothing could leak, nothing judged.
    expect(foreignIdVerdict(query, { ...given, ours: none, probed: none })).toBeNull();
  });

  it('fails a refusal that changed the record anyway', () => {
    const changed = answer(200, { caseID: 'case-7', status: 'Draft', caseRelation: 'Parent' });
    const verdict = foreignIdVerdict(body, {
      own: answer(201),
      probed: answer(422),
      before: theCase,
      after: changed,
    });
    expect(verdict).toMatchObject({ pass: false });
  });
});

describe('holds and recordState', () => {
  it('finds a string anywhere in a JSON value, and only that string', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ minLength: 1 }), (value, id) => {
        expect(holds({ items: [value, { deep: [id] }] }, id)).toBe(true);
        // Held only where the id is one of the value's strings (so it is in its JSON, quoted).
        if (holds(value, id)) expect(JSON.stringify(value)).toContain(JSON.stringify(id));
        expect(holds({ [id]: `${id}x` }, id)).toBe(false);
      }),
    );
  });

  it('tells two reads apart by status or data only', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(recordState(answer(200, a)) === recordState(answer(200, b))).toBe(
          JSON.stringify(a) === JSON.stringify(b),
        );
        expect(recordState(answer(200, a))).not.toBe(recordState(answer(404, a)));
      }),
    );
  });
});

describe('x-tenant-ids in a body or query', () => {
  const doc = loadOpenapi();
  const operations = listOperations(doc);
  const fieldsOf = (id: string) =>
    readTenantFields(
      operationExtension(
        doc,
        operations.find((op) => op.operationId === id)!,
        TENANT_IDS_EXTENSION,
      ),
    );

  it('names the fields the contract marks, each with the read of its record', () => {
    expect(fieldsOf('createTask')).toEqual([{ where: 'body', field: 'caseId', read: 'getCase' }]);
    expect(fieldsOf('listCases')).toEqual([{ where: 'query', field: 'facilityId', read: 'getAccount' }]);
    expect(fieldsOf('listDeliveries')).toEqual([{ where: 'query', field: 'caseId', read: 'getCase' }]);
    // Every marked read exists and reads one record by its one path parameter.
    for (const op of operations) {
      const fields = fieldsOf(op.operationId);
      expect(typeof fields, op.operationId).not.toBe('string');
      for (const field of fields as { read: string }[]) {
        const read = operations.find((o) => o.operationId === field.read);
        expect(
          read?.parameters.filter((p) => p.in === 'path'),
          field.read,
        ).toHaveLength(1);
      }
    }
  });

  it('refuses a marker that is not a map of fields to operations, and leaves path ids alone', () => {
    expect(readTenantFields({ body: ['caseId'] })).toMatch(/is not a map/);
    expect(readTenantFields({ query: { caseId: 3 } })).toBe(
      `${TENANT_IDS_EXTENSION}.query.caseId is not an operationId`,
    );
    expect(readTenantIds({ body: { caseId: 'getCase' } })).toBeUndefined();
    expect(readTenantFields({ from: 'a', pointer: '/b', parameter: 'c' })).toEqual([]);
  });
});
