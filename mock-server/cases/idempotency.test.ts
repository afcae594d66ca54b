/**
 * createCase's Idempotency-Key (decision 068): the rules alone (property tests), then through the typed client
 * against the in-process mock: a repeat answers the same case and creates nothing, another body 422, a key in
 * flight 409, per caller, a refused request binds nothing, a malformed key 400, expiry after 24 hours.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../contracts';
import { db } from '../store/db';
import { moveQaClock, resetQaClock } from '../testing/qa-clock';
import { FACILITY, NP, clientFor, type Client } from '../testing/test-clients';
import {
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_WINDOW_MS,
  bodyFingerprint,
  claimKey,
  readIdempotencyKey,
  releaseKey,
  replayOf,
} from './idempotency';

type CaseInput = components['schemas']['CaseInput'];

const BODY: CaseInput = {
  type: 'surgical',
  patientInfo: { firstName: 'Idem', lastName: 'Potent', birthDate: '1970-01-02', gender: 'Female' },
  specimens: [
    {
      specimenType: 'Biopsy',
      subsections: [{ slideType: 'H&E', stain: 'H&E', slideCount: 1, images: [] }],
    },
  ],
  billingComponent: 2,
  caseRelation: 'Standalone',
  slideDelivery: 'Upload_the_Slide_Images',
};
const KEY = '8e03978e-40d5-43e8-bc93-6894a57f9324';

const create = (client: Client, body: CaseInput, key?: string) =>
  client.POST('/api/cases', { body, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
const casesOf = (lastName: string) => db.cases.all().filter((c) => c.patientInfo.lastName === lastName);

afterEach(() => vi.useRealTimers());

describe('the rules', () => {
  it('reads a bare or quoted key of 16–64 safe characters, and refuses anything else', () => {
    const safe = fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/);
    fc.assert(
      fc.property(safe, (key) => {
        expect(readIdempotencyKey(key)).toBe(key);
        expect(readIdempotencyKey(`"${key}"`)).toBe(key);
        expect(readIdempotencyKey(` ${key} `)).toBe(key);
      }),
    );
    for (const bad of ['', 'short', 'x'.repeat(65), 'has space in the key!', '"unterminated-key-value', '""'])
      expect(readIdempotencyKey(bad)).toEqual({ malformed: true });
    expect(readIdempotencyKey(null)).toBeNull();
  });

  it('fingerprints JSON by value: key order does not matter, any changed value does', () => {
    const json = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 });
    fc.assert(
      fc.property(json, (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(bodyFingerprint(reversed)).toBe(bodyFingerprint(value));
        expect(bodyFingerprint({ ...value, __extra: 1 })).not.toBe(bodyFingerprint(value));
      }),
    );
  });

  it('replays a live binding with the same body, flags another body, and ignores an expired one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * IDEMPOTENCY_WINDOW_MS }), fc.boolean(), (age, same) => {
        const created = 1_800_000_000_000;
        const binding = {
          fingerprint: 'a',
          caseID: 'case-1',
          expiresAt: new Date(created + IDEMPOTENCY_WINDOW_MS).toISOString(),
        };
        const answer = replayOf(binding, same ? 'a' : 'b', created + age);
        if (age >= IDEMPOTENCY_WINDOW_MS) expect(answer).toEqual({ kind: 'new' });
        else expect(answer).toEqual({ kind: same ? 'replay' : 'other-body', caseID: 'case-1' });
      }),
    );
    expect(replayOf(undefined, 'a', 0)).toEqual({ kind: 'new' });
  });

  it('lets one request at a time hold a key, per caller', () => {
    expect(claimKey('usr-a', KEY)).toBe(true);
    expect(claimKey('usr-a', KEY)).toBe(false);
    expect(claimKey('usr-b', KEY)).toBe(true);
    releaseKey('usr-a', KEY);
    releaseKey('usr-b', KEY);
    expect(claimKey('usr-a', KEY)).toBe(true);
    releaseKey('usr-a', KEY);
  });
});

describe('createCase with an Idempotency-Key', () => {
  it('answers the same case to a repeat, marked as replayed, and creates nothing more', async () => {
    const client = await clientFor(FACILITY);
    const first = await create(client, BODY, KEY);
    expect(first.response.status).toBe(201);
    expect(first.response.headers.get('Idempotent-Replayed')).toBeNull();
    // The same JSON with its keys in another order, the key quoted as the IETF draft writes it.
    const reordered = Object.fromEntries(Object.entries(BODY).reverse()) as CaseInput;
    const again = await create(client, reordered, `"${KEY}"`);
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.data!.data.caseID).toBe(first.data!.data.caseID);
    expect(again.data!.data.caseRecordId).toBe(first.data!.data.caseRecordId);
    expect(casesOf('Potent')).toHaveLength(1);
  });

  it('answers the case as it is now, after it was edited', async () => {
    const client = await clientFor(FACILITY);
    const first = await create(client, BODY, KEY);
    const caseId = first.data!.data.caseID;
    await client.PUT('/api/cases/{caseId}', {
      params: { path: { caseId } },
      body: { ...BODY, clinicalInfo: 'Edited after creation.' },
    });
    const again = await create(client, BODY, KEY);
    expect(again.data!.data).toMatchObject({ caseID: caseId, clinicalInfo: 'Edited after creation.' });
  });

  it('refuses the same key with another body (422 naming the case), creating nothing', async () => {
    const client = await clientFor(FACILITY);
    const first = await create(client, BODY, KEY);
    const other = await create(client, { ...BODY, clinicalInfo: 'Something else.' }, KEY);
    expect(other.response.status).toBe(422);
    expect(other.error).toMatchObject({
      isSuccess: false,
      message: IDEMPOTENCY_MESSAGES.otherBody(first.data!.data.caseRecordId),
    });
    expect(casesOf('Potent')).toHaveLength(1);
  });

  it('keeps keys per caller: another user of the same facility with the same key gets a case of their own', async () => {
    const first = await create(await clientFor(FACILITY), BODY, KEY);
    const np = await create(await clientFor(NP), BODY, KEY);
    expect(np.response.status).toBe(201);
    expect(np.data!.data.caseID).not.toBe(first.data!.data.caseID);
    expect(casesOf('Potent')).toHaveLength(2);
  });

  it('binds nothing on a refusal, so the corrected body may use the key', async () => {
    const client = await clientFor(FACILITY);
    const refused = await create(client, { ...BODY, insurancePayer: 'no-such-payer' }, KEY);
    expect(refused.response.status).toBe(422);
    const corrected = await create(client, BODY, KEY);
    expect(corrected.response.status).toBe(201);
    expect(corrected.response.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('answers one case to requests sent at once; any other answer is the in-flight 409', async () => {
    const client = await clientFor(FACILITY);
    const answers = await Promise.all([create(client, BODY, KEY), create(client, BODY, KEY)]);
    const ids = new Set(answers.flatMap((a) => (a.response.status === 201 ? [a.data!.data.caseID] : [])));
    expect(ids.size).toBe(1);
    for (const answer of answers.filter((a) => a.response.status !== 201)) {
      expect(answer.response.status).toBe(409);
      expect(answer.error).toMatchObject({ message: IDEMPOTENCY_MESSAGES.inFlight });
    }
    expect(casesOf('Potent')).toHaveLength(1);
  });

  it('refuses a malformed key (400) and creates a case per call without one', async () => {
    const client = await clientFor(FACILITY);
    const bad = await create(client, BODY, 'not a key');
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ message: IDEMPOTENCY_MESSAGES.malformed });
    await create(client, BODY);
    await create(client, BODY);
    expect(casesOf('Potent')).toHaveLength(2);
  });

  it('forgets a key 24 hours after it was used, and keeps it in the saved database until then', async () => {
    const client = await clientFor(FACILITY);
    const first = await create(client, BODY, KEY);
    const stored = db.idempotencyKeys.all();
    expect(stored).toEqual([
      expect.objectContaining({ key: KEY, caseID: first.data!.data.caseID, operation: 'createCase' }),
    ]);
    expect(Date.parse(stored[0]!.expiresAt) - Date.parse(stored[0]!.createdAt)).toBe(IDEMPOTENCY_WINDOW_MS);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + IDEMPOTENCY_WINDOW_MS + 1000 });
    // The day-old token has expired too: the same user logs in again.
    const later = await create(await clientFor(FACILITY), BODY, KEY);
    expect(later.response.status).toBe(201);
    expect(later.data!.data.caseID).not.toBe(first.data!.data.caseID);
    expect(db.idempotencyKeys.all()).toHaveLength(1);
  });

  it('forgets a key once the QA clock has moved a day on, as a client reading the Date header expects', async () => {
    try {
      const client = await clientFor(FACILITY);
      const first = await create(client, BODY, KEY);
      await moveQaClock({ advanceHours: 23 });
      const within = await create(client, BODY, KEY);
      expect(within.response.headers.get('Idempotent-Replayed')).toBe('true');
      expect(within.data!.data.caseID).toBe(first.data!.data.caseID);
      await moveQaClock({ advanceHours: 1.5 });
      const after = await create(client, BODY, KEY);
      expect(after.response.status).toBe(201);
      expect(after.response.headers.get('Idempotent-Replayed')).toBeNull();
      expect(after.data!.data.caseID).not.toBe(first.data!.data.caseID);
    } finally {
      await resetQaClock();
    }
  });
});
