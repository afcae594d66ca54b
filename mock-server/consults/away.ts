/**
 * Presence from the live stream (decision 109): a participant whose streams have all been gone
 * CONSULT_AWAY_SECONDS (live/presence.ts) leaves every active consult they are present in, as by Leave — a
 * leader's lead passes on, or, with no one present to take it, the consult ends (`LeaderAway`) — and everyone
 * in it (the away person too) is told on their stream, and of an end by a notice (ended.ts). The consult is then
 * settled at once (settle.ts): with no one present left who reads the case on their own it ends (`NoReader`).
 */
import { audienceOf, away } from '../../contracts/consult';
import { onUserAway } from '../live/presence';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { tellConsultEnded } from './ended';
import { publishConsult } from './publish';
import { settleOne } from './settle';
import { consultView, saveConsult } from './store';

export async function consultsLeftAway(userId: string): Promise<void> {
  const live = db.consults.findMany((q) => q.where({ state: 'Active' }));
  for (const record of live) {
    const before = consultView(record);
    const result = away(before, userId, clockNow().toISOString());
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
    // Judged at once, not at the next sweep: the one away may have been the only one present who reads the case
    // on their own (its owner leading an invitee), which ends it (NoReader), and they are told too.
    await settleOne(saved, [userId]);
  }
}

onUserAway(consultsLeftAway);
