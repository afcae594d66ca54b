/**
 * write_read_back's pure parts: how the contract proves each write (x-effect, same-path reads, the writes other
 * checks read back) and the verdicts on the read after a write.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import {
  judgeDeletedRead,
  judgeEffect,
  judgeFieldsRead,
  proofOf,
  readAsSent,
  readEffect,
  WRITE_METHODS,
} from './write-effect';

const doc = loadOpenapi();
const operations = listOperations(doc);
const operation = (id: string) => operations.find((op) => op.operationId === id)!;
const coverage = { transitions: new Set(['cancelCase']), creates: new Set(['createCase']) };
const proof = (id: string) => proofOf(doc, operation(id), operations, coverage);

describe('the contract', () => {
  it('says how each write is proved, or why not', () => {
    expect(proof('markAllNotificationsRead')).toMatchObject({
      kind: 'effect',
      effect: { read: 'listMyNotifications', expect: { '/data/unreadCount': 0 } },
    });
    expect(proof('clearBanner')).toMatchObject({ kind: 'effect', effect: { read: 'getBanner' } });
    expect(proof('setBanner')).toMatchObject({ kind: 'same-path', read: { operationId: 'getBanner' } });
    expect(proof('updateGroup')).toMatchObject({
      kind: 'covered',
      by: expect.stringContaining('x-read-back'),
    });
    expect(proof('deleteGroup').kind).toBe('covered');
    expect(proof('logout').kind).toBe('covered');
    expect(proof('cancelCase')).toMatchObject({
      kind: 'covered',
      by: expect.stringContaining('state_transitions'),
    });
    expect(proof('createCase').kind).toBe('covered');
    expect(proof('addTaskComment')).toMatchObject({
      kind: 'unchecked',
      why: expect.stringContaining('x-effect'),
    });
  });

  it('gives every write one of the four answers, and every x-effect a GET to read', () => {
    for (const op of operations.filter((o) => WRITE_METHODS.has(o.method))) {
      const p = proof(op.operationId);
      expect(['covered', 'effect', 'same-path', 'unchecked']).toContain(p.kind);
      if (p.kind === 'effect') expect(operation(p.effect.read).method).toBe('GET');
    }
  });
});

describe('readEffect', () => {
  it('refuses an x-effect without a read or JSON pointers', () => {
    expect(readEffect(undefined)).toBeUndefined();
    expect(readEffect({ expect: { '/data/a': 1 } })).toMatch(/read/);
    expect(readEffect({ read: 'getBanner', expect: {} })).toMatch(/pointer/);
    expect(readEffect({ read: 'getBanner', expect: { 'data.a': 1 } })).toMatch(/pointer/);
  });
});

const json = fc.jsonValue();
const envelope = (data: unknown) => ({ isSuccess: true, data });

describe('judgeFieldsRead', () => {
  it('passes a read holding every field sent, whatever else it holds', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), json),
        fc.dictionary(fc.string(), json),
        (sent, extra) => {
          fc.pre(Object.keys(sent).length > 0);
          expect(judgeFieldsRead(sent, envelope({ ...extra, ...sent }), 'w')).toEqual({ pass: true });
        },
      ),
    );
  });

  it('fails a read where a field sent kept another value (a write that changed nothing), naming it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer(), (field, value) => {
        const verdict = judgeFieldsRead(
          { [field]: value },
          envelope({ [field]: value + 1 }),
          'setX as Admin',
        );
        expect(verdict).toMatchObject({ pass: false, expected: expect.stringContaining('setX as Admin') });
        expect(verdict && !verdict.pass && verdict.seen).toContain(`, sent ${value}`);
      }),
    );
  });

  it('has nothing to judge when the read names none of the fields sent, or reads them in another shape', () => {
    expect(judgeFieldsRead({ password: 'x' }, envelope({ name: 'a' }), 'w')).toBeNull();
    expect(judgeFieldsRead({ type: 'heme' }, envelope({ type: { name: 'heme' } }), 'w')).toBeNull();
  });
});

describe('readAsSent', () => {
  it('takes an array whose items are all among the read, in any order', () => {
    fc.assert(
      fc.property(fc.array(json), fc.array(json), (sent, more) => {
        expect(readAsSent(sent, [...more, ...sent].reverse())).toBe(true);
      }),
    );
    expect(readAsSent(['2031-03-08'], ['1968-10-02'])).toBe(false);
    expect(readAsSent('', null)).toBe(true);
    expect(readAsSent('IL', null)).toBe(false);
  });

  it('takes an object whose fields sent all read as sent, beside fields the read adds, in any order', () => {
    const sent = { firstName: 'Ana', lastName: 'ڨ🅙𖠏ᜬᖾ', mrn: 'i' };
    expect(readAsSent(sent, { lastName: 'ڨ🅙𖠏ᜬᖾ', firstName: 'Ana', race: null, mrn: 'i' })).toBe(true);
    expect(readAsSent(sent, { ...sent, lastName: 'ڨ🅙' })).toBe(false);
    expect(readAsSent(sent, { firstName: 'Ana', lastName: 'ڨ🅙𖠏ᜬᖾ' })).toBe(false);
    expect(readAsSent({ ...sent, race: null }, { firstName: 'Ana', lastName: 'ڨ🅙𖠏ᜬᖾ', mrn: 'i' })).toBe(true);
  });
});

describe('judgeEffect and judgeDeletedRead', () => {
  const effect = { read: 'listMyNotifications', parameters: {}, expect: { '/data/unreadCount': 0 } };
  it('judge the pointer the action moves, and a deleted record gone', () => {
    expect(judgeEffect(envelope({ unreadCount: 0 }), effect, 'w')).toEqual({ pass: true });
    expect(judgeEffect(envelope({ unreadCount: 2 }), effect, 'w')).toMatchObject({
      pass: false,
      seen: '/data/unreadCount = 2',
    });
    expect(judgeDeletedRead(404, undefined, 'w')).toEqual({ pass: true });
    expect(judgeDeletedRead(200, envelope(null), 'w')).toEqual({ pass: true });
    expect(judgeDeletedRead(200, envelope({ id: 'g1' }), 'w')).toMatchObject({ pass: false });
  });
});
