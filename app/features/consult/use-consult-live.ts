/**
 * A consult's changes and steps as they happen, from the person's live stream (docs/live.md): `consult.changed`
 * for the case's consults, `consult.event` for the steps of a consult they follow.
 */
import { useLiveEvent } from '~/features/live';
import type { Consult, ConsultStep } from '../../../contracts/consult';

const TYPES = ['consult.changed', 'consult.event'] as const;

export function useConsultLive(options: {
  caseId: string;
  onChanged(consult: Consult): void;
  onStep(consultId: string, step: ConsultStep): void;
}): void {
  useLiveEvent(TYPES, (event) => {
    if (event.type === 'consult.changed' && event.data.consult.caseId === options.caseId) {
      options.onChanged(event.data.consult);
    } else if (event.type === 'consult.event' && event.data.caseId === options.caseId) {
      options.onStep(event.data.consultId, event.data.step);
    }
  });
}
