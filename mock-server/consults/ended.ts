/**
 * An ended consult told to everyone in it: the stream's `consult.changed` reaches only those with a
 * stream open, so a consult that ends other than by its last participant leaving (`AllLeft`: nobody is left to
 * tell) is also a `ConsultEnded` notice (notifications/notify.ts, each as their preferences say) to everyone it
 * was told to on the stream: who was invited or present, and an away leader whose connection was lost — but
 * whoever signed the case out, which ended it (`SignedOut`), as a notice is never sent to the one who acted. The
 * message is the viewer's sentence of its `endReason` (contracts/consult.ts `CONSULT_TEXT.endedBecause`).
 */
import { CONSULT_TEXT, type Consult } from '../../contracts/consult';
import { notifyUsers } from '../notifications/notify';
import { db } from '../store/db';
import { settle } from '../store/persistence';

/** The notice's words for a consult on case `label` ended for `reason`. */
export const consultEndedText = (label: string, reason: NonNullable<Consult['endReason']>) => ({
  kind: 'ConsultEnded' as const,
  title: `The consult on ${label} ended`,
  message: CONSULT_TEXT.endedBecause[reason],
});

/** After a consult was saved `after` (it was active): when it ended for a reason but `AllLeft`, tells `audience`. */
export async function tellConsultEnded(after: Consult, audience: readonly string[]): Promise<void> {
  const reason = after.endReason;
  if (after.state !== 'Ended' || !reason || reason === 'AllLeft' || !audience.length) return;
  const item = db.cases.findFirst((q) => q.where({ caseID: after.caseId }));
  const signer = reason === 'SignedOut' ? item?.finalReport?.signedOutBy.id : undefined;
  const told = await notifyUsers(
    audience.filter((userId) => userId !== signer),
    {
      ...consultEndedText(item?.caseRecordId ?? after.caseId, reason),
      caseId: item?.caseID ?? null,
    },
  );
  if (told.length) await settle();
}
