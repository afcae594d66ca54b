/**
 * The contract's promises no check holds a server to yet (docs/conformance.md, "The contract's promises and what
 * checks each": its rows marked unchecked, in this order). The report ends with them, so a team reading a green
 * run knows what it did not prove.
 */
export const UNCHECKED_PROMISES: readonly string[] = [
  'the effect of an action or create no read in the contract is named for (the report lists each write_read_back left unchecked)',
  'idempotency: a key forgotten after 24 hours (createCase: the same request then creates a new case)',
  "interfaces: an endpoint host that resolves to a private or the server's own address is refused (updateMyFacilityInterfaces, 422)",
  "image archive: attachArchiveSeries answers 404 for a subsection the case does not have; the archive's 502 and 504 in the server's own words (needs a running archive: 409 may come first)",
  'deliveries: a failed delivery retried keeps its control id (retryDelivery); an acknowledged message is never sent again',
  "templates: a report keeps the template version it was written with; a template's version rises when its items change (listSynopticTemplates)",
];

/** The write_read_back lines of a report: each write whose effect no read proved, and why (not those another check reads). */
export function uncheckedWrites(
  operations: readonly { operationId: string; checks: Partial<Record<string, { skipped?: string }>> }[],
): string[] {
  return operations
    .map((op) => ({ op: op.operationId, why: op.checks.write_read_back?.skipped }))
    .filter((row): row is { op: string; why: string } => !!row.why && !row.why.startsWith('read back by'))
    .map(({ op, why }) => `${op}: ${why.replace(/^unchecked: /, '')}`);
}
