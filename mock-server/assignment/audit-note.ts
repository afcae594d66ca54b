/**
 * What the audit trail notes of an automatic assignment (docs/assignment.md, docs/audit.md): a send-out the
 * assignment rules gave a provider is recorded as CaseAssigned, naming the provider and the rules they met. The
 * plan notes it here when the case is saved; the audit hook takes it once with the send-out's answer, so the rule
 * (../audit/rules.ts) stays pure and no handler records anything itself.
 */
const noted = new Map<string, string>();

/** Notes that the assignment rules gave `caseId` to `provider`, for the met `reasons` (their texts). */
export function noteAutoAssignment(
  caseId: string,
  provider: { id: string; name: string },
  reasons: readonly string[],
): void {
  noted.set(
    caseId,
    `Sent out; assigned to ${provider.name} (${provider.id}) by the assignment rules: ${reasons.join(', ')}`,
  );
}

/** The send-out's note of its automatic assignment, taken once; null for anything else. */
export function autoAssignmentNote(
  operationId: string,
  params: Readonly<Record<string, string | undefined>>,
): string | null {
  const caseId = params['caseId'];
  if (operationId !== 'sendOutCase' || !caseId) return null;
  const note = noted.get(caseId) ?? null;
  noted.delete(caseId);
  return note;
}
