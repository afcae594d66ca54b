/**
 * Who attends a consult on a case (decision 086): an invited or present participant of an active consult reads
 * the case as its readers do (cases/access.ts asks here), so an invited colleague can open its slides.
 */
import { attends } from '../../contracts/consult';
import { db } from '../store/db';

export function attendsConsultOn(userId: string, caseId: string): boolean {
  return db.consults
    .findMany((q) => q.where({ caseId, state: 'Active' }))
    .some((consult) => attends(consult, userId));
}
