/**
 * A consult's changes and steps as they happen, from the person's live stream (docs/live.md): `consult.changed`
 * for the case's consults, `consult.event` for the steps of a consult they follow.
 */
import type { Consult, ConsultStep } from '../../../contracts/consult';

export function useConsultLive(_options: {
  caseId: string;
  onChanged(consult: Consult): void;
  onStep(consultId: string, step: ConsultStep): void;
}): void {
  // The stream's hook (app/features/live, useLiveEvent) lands with the stream core; until then the consult's
  // poll (use-consult.ts) brings changes and steps.
}
