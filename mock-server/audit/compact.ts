/**
 * What a record of the audit trail repeats of others, kept once (decision 101): a user's records share one actor,
 * a case's records one target and its ids, a session's records their session key and address. Each is the first
 * equal value seen since the trail was last emptied; the records are never changed, so sharing them is safe (the
 * shared objects are frozen all the same). A million records of a network's year take ~300 bytes each so, 580
 * as parsed and 1,300 in @msw/data.
 */
import type { Compactor } from '../store/append-only';
import type { AuditActor } from './rules';

interface Shareable {
  actor: AuditActor | null;
  target: { type: string; id: string | null };
  caseId: string | null;
  caseRecordId: string | null;
  clientAddress: string;
  sessionKey: string | null;
}

export function auditCompactor(): Compactor<Shareable> {
  const strings = new Map<string, string>();
  const actors = new Map<string, AuditActor>();
  const targets = new Map<string, Map<string | null, Shareable['target']>>();
  const share = <T extends string | null>(text: T): T => {
    if (text === null) return text;
    const known = strings.get(text);
    if (known !== undefined) return known as T;
    strings.set(text, text);
    return text;
  };
  const shareActor = (actor: AuditActor | null) => {
    if (!actor) return actor;
    const known = actors.get(actor.userId);
    if (known && known.name === actor.name && known.email === actor.email && known.role === actor.role)
      return known;
    if (Object.keys(actor).length !== 4) return actor;
    // A user renamed since: their later records share the new actor.
    const kept = Object.freeze({ ...actor, userId: share(actor.userId) });
    actors.set(actor.userId, kept);
    return kept;
  };
  const shareTarget = <T extends Shareable['target']>(target: T): T => {
    let ofType = targets.get(target.type);
    if (!ofType) targets.set(target.type, (ofType = new Map()));
    const known = ofType.get(target.id);
    if (known) return known as T;
    if (Object.keys(target).length !== 2) return target;
    const kept = Object.freeze({ ...target, type: share(target.type), id: share(target.id) });
    ofType.set(target.id, kept);
    return kept;
  };
  return {
    keep(record) {
      record.actor = shareActor(record.actor);
      record.target = shareTarget(record.target);
      record.caseId = share(record.caseId);
      record.caseRecordId = share(record.caseRecordId);
      record.clientAddress = share(record.clientAddress);
      record.sessionKey = share(record.sessionKey);
      return record;
    },
    forget() {
      strings.clear();
      actors.clear();
      targets.clear();
    },
  };
}
