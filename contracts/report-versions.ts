/**
 * A final report's versions, read the same by the app and the backend: version N is version 1 plus the first
 * N − 1 addenda (the contract's FinalReport), and its structured part is the last addendum's up to it that states
 * one, else the signed one (decision 106).
 */
import type { components } from './generated/types.gen';

type FinalReport = components['schemas']['FinalReport'];
type SynopticPart = components['schemas']['SynopticPart'];

/** The report as it read at `version` (1 … current): version 1 and the addenda up to it. */
export function reportAtVersion<R extends FinalReport>(report: R, version: number): R {
  const addenda = report.addenda.filter((addendum) => addendum.version <= version);
  return { ...report, version: 1 + addenda.length, addenda };
}

/** The structured part `report` states: its last addendum's that states one, else the signed one. */
export function currentSynoptic(report: FinalReport): SynopticPart | null {
  return report.addenda.reduce<SynopticPart | null>(
    (part, addendum) => addendum.synoptic ?? part,
    report.synoptic,
  );
}
