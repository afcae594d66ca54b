/**
 * A signer's credentials as a report records them (FinalReport.signerCredentials, ReportAddendum.adderCredentials):
 * the salutation, specialty and licensed states of their provider profile (About Me) at the moment they sign, so
 * a facility's copy says the same as the provider's and a later edit of the profile leaves signed reports alone.
 * Someone without a provider profile (an admin adding an addendum) has none: null, null and no states.
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { isProviderRole } from '../../contracts';
import { db, type UserRecord } from '../store/db';
import { profileOf } from './views';

export type SignerCredentials = z.infer<typeof schemas.zSignerCredentials>;

export const NO_CREDENTIALS: SignerCredentials = { salutation: null, specialty: null, licensedStates: [] };

export function credentialsOf(user: UserRecord): SignerCredentials {
  if (!isProviderRole(user.role)) return { ...NO_CREDENTIALS, licensedStates: [] };
  const registration = db.registrations.findFirst((q) => q.where({ userId: user.id, kind: 'provider' }));
  return {
    salutation: registration?.salutation ?? null,
    specialty: profileOf(user).specialty,
    licensedStates: [...(registration?.licensedStates ?? [])],
  };
}

/**
 * The seed draws its cases before the people's profiles and registrations exist (mock-server/store/seed.ts), so
 * its signed-out reports start without credentials; this copies each signer's in, as sign-out would have.
 */
export async function recordSeededCredentials() {
  const signed = db.cases.findMany((q) => q.where({ status: 'SignOutCompleted' }));
  for (const item of signed) {
    const report = item.finalReport;
    if (!report) continue;
    const signer = db.users.findFirst((q) => q.where({ id: report.signedOutBy.id }));
    if (!signer) continue;
    await db.cases.update((q) => q.where({ caseID: item.caseID }), {
      data(draft) {
        draft.finalReport = { ...report, signerCredentials: credentialsOf(signer) };
      },
    });
  }
}

/**
 * A case as its own read gives it (`Case.assignedProvider` is an AssignedProvider): the assigned provider with the
 * salutation of their provider registration, so the app names them as the report does ("Dr. Farid
 * Patel"). The stored case keeps the plain PersonRef; a case without a provider is given as it is.
 */
export function withProviderSalutation<T extends { assignedProvider: { id: string; name: string } | null }>(
  item: T,
): T {
  const provider = item.assignedProvider;
  if (!provider) return item;
  const registration = db.registrations.findFirst((q) => q.where({ userId: provider.id, kind: 'provider' }));
  return { ...item, assignedProvider: { ...provider, salutation: registration?.salutation ?? null } };
}
