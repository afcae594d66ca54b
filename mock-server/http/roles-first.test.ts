/**
 * The caller's role before anything else: for every operation whose x-roles leaves a role out, a
 * caller of that role gets 403 whatever the path, query and body say; an invalid body included, never the 400 or
 * 422 that would tell them how to shape a request they may not make. The operations come from the contract's
 * table (x-roles in openapi.yaml), not from a list here.
 */
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../contracts';
import { listOperations, loadOpenapi, type OperationInfo } from '../../conformance/openapi';
import { TEST_API } from '../../tests/setup/mock-backend';
import { DEMO_PASSWORD } from '../store/seed';

/** A demo account of each role. */
const ACCOUNT_OF: Record<(typeof ROLES)[number], string> = {
  Admin: 'admin@demo.test',
  Provider: 'provider@demo.test',
  MedicalFacility: 'facility@demo.test',
  Facility_NP: 'np@demo.test',
};

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${TEST_API}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, email).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Every secured operation with x-roles (read from openapi.yaml as the conformance command reads it), and the
 * roles it leaves out. */
const restricted = listOperations(loadOpenapi())
  .filter((op) => op.secured && op.roles)
  .map((op) => ({ op, outside: ROLES.filter((role) => !op.roles!.includes(role)) }))
  .filter(({ outside }) => outside.length > 0);

const writes = restricted.filter(({ op }) => op.method !== 'GET');

/** A request no schema accepts: path parameters that are no ids, a query of wrong types, a body of the wrong
 * shape (a JSON array where an object is expected; a multipart body with no parts). */
function invalidRequest(op: OperationInfo, token: string): [string, RequestInit] {
  const path = op.path.replace(/\{\w+\}/g, '%20not%20an%20id%20');
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const init: RequestInit = { method: op.method, headers };
  if (op.method === 'GET') return [`${TEST_API}${path}?page=none&pageSize=-1&sort=%00`, init];
  if (op.body?.mediaType === 'multipart/form-data') {
    headers['Content-Type'] = 'multipart/form-data; boundary=nothing';
    init.body = '--nothing\r\n';
  } else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify([{ not: 'this' }]);
  }
  return [`${TEST_API}${path}`, init];
}

describe('a role the contract leaves out, with an invalid request', () => {
  it('covers the writes the issue named', () => {
    const ids = writes.map((w) => w.op.operationId);
    expect(ids).toEqual(expect.arrayContaining(['updateAssignmentSettings', 'signOutCase', 'updateEnquiry']));
    expect(writes.length).toBeGreaterThan(40);
  });

  it.each(restricted.map((r) => [`${r.op.method} ${r.op.path} (${r.op.operationId})`, r] as const))(
    '%s answers 403 to each role outside x-roles',
    async (_, { op, outside }) => {
      for (const role of outside) {
        const [url, init] = invalidRequest(op, await tokenOf(ACCOUNT_OF[role]));
        const response = await fetch(url, init);
        const body = (await response.json()) as { isSuccess: boolean; message: string };
        expect({ role, status: response.status }).toEqual({ role, status: 403 });
        expect(body.isSuccess).toBe(false);
        expect(body.message).toBeTruthy();
      }
    },
  );

  it('the issue’s two: a valid path, an invalid body, answered in the operation’s words', async () => {
    const send = async (email: string, method: string, path: string) =>
      fetch(`${TEST_API}${path}`, {
        method,
        headers: { Authorization: `Bearer ${await tokenOf(email)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ facilityIds: 'all of them' }),
      });
    const settings = await send(ACCOUNT_OF.Provider, 'PUT', '/api/admin/assignment');
    expect(settings.status).toBe(403);
    expect(((await settings.json()) as { message: string }).message).toBe(
      'Only admins manage automatic assignment.',
    );
    const signOut = await send(ACCOUNT_OF.MedicalFacility, 'POST', '/api/cases/case-0001/sign-out');
    expect(signOut.status).toBe(403);
    expect(((await signOut.json()) as { message: string }).message).toBe(
      'Only admins and providers can do this.',
    );
  });
});
