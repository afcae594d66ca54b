/**
 * A scale seed's audit trail (store/seed-scale.ts): the reads of a network's year, about ten a case, made by the
 * trail's own rule (./rules.ts) as the recorder would have made them, in the order they happened:
 * - the facility's staff opens the case once it is created;
 * - the provider who picks it up looks at it before, opens its first slides (up to four, each once per session,
 *   with its dedupe key) and looks at it again while working;
 * - once signed out, the facility reads the report three to five times, and an admin now and then.
 * A case still Available has been looked at by one provider. Reads by a user the seed has no account for (the
 * seed's cases of fac-002, whose staff is the provisional demo user) are left out. A session is one user's day.
 */
import type { CaseRecord, UserRecord } from '../store/db';
import { DAY, SEED_NOW, isoTime, type Random } from '../store/seed-generate';
import { actorOf } from './recorder';
import { auditEntryOf, dedupeKeyOf, type AnsweredOperation } from './rules';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const MAX_SLIDES_OPENED = 4;
const READ = { getCase: 0, getReport: 1, listSlideAnnotations: 2 } as const;
type Read = (typeof READ)[keyof typeof READ];

/** The reads of a trail, before they are sorted by time: parallel arrays, so a million cost a few megabytes. */
class Reads {
  at: number[] = [];
  item: number[] = [];
  actor: number[] = [];
  read: Read[] = [];
  imageId: (string | null)[] = [];
  add(at: number, item: number, actor: number, read: Read, imageId: string | null = null) {
    if (actor < 0 || at > SEED_NOW) return;
    this.at.push(at);
    this.item.push(item);
    this.actor.push(actor);
    this.read.push(read);
    this.imageId.push(imageId);
  }
}

/**
 * The trail of `cases`' reads by `users` (the staff of a case's facility is its `createdBy`), drawn from `random`,
 * as the records the store keeps: in time order, `seq` 1 on (ids aud-00000001 …).
 */
export function* auditTrail(random: Random, cases: readonly CaseRecord[], users: readonly UserRecord[]) {
  const index = new Map(users.map((user, i) => [user.id, i]));
  const admins = users.flatMap((user, i) => (user.role === 'Admin' ? [i] : []));
  const providers = users.flatMap((user, i) =>
    user.role === 'Provider' && user.status === 'Active' ? [i] : [],
  );
  const who = (id: string | undefined) => (id === undefined ? -1 : (index.get(id) ?? -1));
  const reads = new Reads();
  cases.forEach((item, c) => {
    const staff = who(item.createdBy.id);
    const created = Date.parse(item.createdAt);
    reads.add(created + random.int(5, 120) * MINUTE, c, staff, READ.getCase);
    if (!item.sentOutAt) return;
    const sent = Date.parse(item.sentOutAt);
    const provider = item.assignedAt
      ? who(item.assignedProvider?.id)
      : providers[random.int(0, providers.length - 1)]!;
    const picked = Date.parse(item.assignedAt ?? item.cancelledAt ?? isoTime(SEED_NOW));
    reads.add(sent + Math.floor(random.next() * (picked - sent)), c, provider, READ.getCase);
    if (!item.assignedAt) return;
    const images = item.slides.flatMap((specimen) =>
      specimen.subsections.flatMap((block) => block.images.map((image) => image.fileContent)),
    );
    const firstOpened = picked + random.int(10, 180) * MINUTE;
    for (const [n, imageId] of images.slice(0, MAX_SLIDES_OPENED).entries())
      reads.add(
        firstOpened + n * random.int(1, 10) * MINUTE,
        c,
        provider,
        READ.listSlideAnnotations,
        imageId,
      );
    const signed = item.finalReport ? Date.parse(item.finalReport.signedOutAt) : SEED_NOW;
    reads.add(picked + Math.floor(random.next() * (signed - picked)), c, provider, READ.getCase);
    if (!item.finalReport) return;
    for (let n = random.int(3, 5); n > 0; n--)
      reads.add(signed + random.int(1, 21 * 24) * HOUR, c, staff, READ.getReport);
    if (random.next() < 0.2)
      reads.add(
        signed + random.int(1, 60) * DAY,
        c,
        admins[random.int(0, admins.length - 1)]!,
        READ.getReport,
      );
  });

  const order = Array.from(reads.at.keys()).sort((a, b) => reads.at[a]! - reads.at[b]! || a - b);
  const actors = users.map(actorOf);
  const addresses = users.map((_, i) => `10.${20 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`);
  // A slide is opened once per session (dedupeKeyOf): a second opening the same day records nothing.
  const opened = new Set<string>();
  let seq = 0;
  for (const r of order) {
    const at = reads.at[r]!;
    const item = cases[reads.item[r]!]!;
    const actor = reads.actor[r]!;
    const read = reads.read[r]!;
    const slide = read === READ.listSlideAnnotations;
    const operationId: AnsweredOperation['operationId'] = slide ? 'listSlideAnnotations' : 'getCase';
    const entry = auditEntryOf({
      operationId,
      params: slide ? { caseId: item.caseID, imageId: reads.imageId[r]! } : { caseId: item.caseID },
      query: {},
      status: 200,
      actor: actors[actor]!,
      attemptedEmail: null,
      at: isoTime(at),
      clientAddress: addresses[actor]!,
      facts: { withReport: read === READ.getReport, caseRecordId: item.caseRecordId },
    })!;
    const sessionKey = `seed-${users[actor]!.id}-${Math.floor(at / DAY)}`;
    const dedupeKey = dedupeKeyOf(entry, sessionKey);
    if (dedupeKey !== null) {
      if (opened.has(dedupeKey)) continue;
      opened.add(dedupeKey);
    }
    seq += 1;
    // Onto the entry itself: spreading it into a new object cost more than the rest of the trail.
    yield Object.assign(entry, { id: `aud-${String(seq).padStart(8, '0')}`, seq, sessionKey, dedupeKey });
  }
}
