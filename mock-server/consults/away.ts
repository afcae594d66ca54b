/**
 * Presence per consult view (decisions 109, 147): a participant whose views of a consult (streams naming it)
 * have all been gone CONSULT_AWAY_SECONDS (live/presence.ts) leaves that consult, as by Leave — a leader's lead
 * passes on, or, with no one present who could take it (present and reading the case on their own), the consult
 * ends (`LeaderAway`) — and everyone in it (the away person too) is told on their stream, and of an end by a
 * notice (ended.ts). The consult is then settled at once (settle.ts): a follower who was the only one present
 * reading the case on their own leaves it without a host, and it ends (`NoReader`).
 */
import { audienceOf, away } from '../../contracts/consult';
import { readsCaseOnOwn } from '../cases/access';
import { onUserAway } from '../live/presence';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { tellConsultEnded } from './ended';
import { publishConsult } from './publish';
import { personFacts } from './membership';
import { settleOne } from './settle';
import { consultView, saveConsult } from './store';

export async function consultLeftAway(userId: string, consultId: string): Promise<void> {
  const live = db.consults.findMany((q) => q.where({ consultId, state: 'Active' }));
  for (const record of live) {
    const before = consultView(record);
    const item = db.cases.findFirst((q) => q.where({ caseID: record.caseId }));
    const readsOnOwn = (id: string) => {
      if (!item) return false;
      const person = personFacts(id, item, readsCaseOnOwn);
      return person.usable && person.ownAccess;
    };
    const result = away(before, userId, clockNow().toISOString(), readsOnOwn);
    if (!result.ok || result.change === null) continue;
    const saved = await saveConsult(record, result.consult);
    const after = consultView(saved);
    publishConsult(
      'consult.changed',
      { consult: after, change: result.change },
      audienceOf(before, [userId]),
    );
    // A leader away with no one to take the lead ends it (LeaderAway): told as a notice too (ended.ts).
    await tellConsultEnded(after, audienceOf(before, [userId]));
    // Judged at once, not at the next sweep: the one away may have been a follower and the only one present who
    // reads the case on their own (an invitee leading), which ends it (NoReader), and they are told too.
    await settleOne(saved, [userId]);
  }
}

onUserAway(consultLeftAway);
