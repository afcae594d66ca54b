/**
 * A consult's changes and steps as they happen, from the person's live stream (docs/live.md): `consult.changed`
 * for the case's consults, `consult.event` for the steps of a consult they follow, `consult.view` for its
 * leader's view while it moves and pointer (decision 109).
 */
import { useLiveEvent } from '~/features/live';
import type { Consult, ConsultStep } from '../../../../contracts/consult';
import type { ConsultLiveView } from './transport';

const TYPES = ['consult.changed', 'consult.event', 'consult.view'] as const;

export function useConsultLive(options: {
  caseId: string;
  onChanged(consult: Consult): void;
  onStep(consultId: string, step: ConsultStep): void;
  onView(consultId: string, byUserId: string, live: ConsultLiveView): void;
}): void {
  useLiveEvent(TYPES, (event) => {
    if (event.type === 'consult.changed' && event.data.consult.caseId === options.caseId) {
      options.onChanged(event.data.consult);
    } else if (event.type === 'consult.event' && event.data.caseId === options.caseId) {
      options.onStep(event.data.consultId, event.data.step);
    } else if (event.type === 'consult.view' && event.data.caseId === options.caseId) {
      options.onView(event.data.consultId, event.data.byUserId, event.data.live);
    }
  });
}
