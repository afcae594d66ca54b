/**
 * Over the panes (below the controls' lane) while following a leader or replaying a consult (decision 086): a line that says so, and a
 * layer that takes the pointer so the follower's own gestures do not move a view the leader drives. After a
 * consult one was in ended or took one out (decision 097), the line says why until dismissed. A leader whose
 * steps the backend no longer takes (the consult's log is full, decision 098) is told so, as an alert, while
 * they lead.
 */
import { Button } from '~/components/ui/button';
import { CONSULT_UI } from './text';
import type { ConsultController } from './use-consult';
import type { useConsultReplay } from './use-replay';

const BANNER =
  'absolute left-1/2 top-2 z-[101] flex max-w-[calc(100%-1rem)] -translate-x-1/2 items-center gap-2 rounded-md bg-background/95 px-3 py-1.5 text-sm shadow';

export function FollowingLayer({
  consult,
  replay,
}: {
  consult: ConsultController;
  replay: ReturnType<typeof useConsultReplay>;
}) {
  const playing = replay.replay;
  const current = consult.role === 'follower' ? consult.current : null;
  if (consult.role === 'leader' && consult.halted && !playing) {
    return (
      <div role="alert" className={BANNER} data-testid="consult-banner">
        <span>{consult.halted}</span>
      </div>
    );
  }
  if (!current && !playing && consult.notice) {
    return (
      <div role="status" className={BANNER} data-testid="consult-banner">
        <span>{consult.notice}</span>
        <Button size="sm" variant="outline" onClick={consult.dismissNotice}>
          {CONSULT_UI.dismiss}
        </Button>
      </div>
    );
  }
  if (!current && !playing) return null;
  const leader = current?.participants.find((each) => each.userId === current.leaderId);
  return (
    <>
      {current || !playing?.done ? (
        <div className="absolute inset-0 z-[100]" aria-hidden data-testid="following-layer" />
      ) : null}
      <div role="status" className={BANNER} data-testid="consult-banner">
        {playing ? (
          <>
            <span>
              {playing.done ? CONSULT_UI.replayDone : CONSULT_UI.replaying(playing.shown, playing.total)}
            </span>
            {!playing.done && playing.ledBy ? (
              <span data-testid="replay-led-by">{CONSULT_UI.replayLedBy(playing.ledBy)}</span>
            ) : null}
            <Button size="sm" variant="outline" onClick={replay.stop}>
              {CONSULT_UI.stopReplay}
            </Button>
          </>
        ) : (
          <span>{CONSULT_UI.followingBanner(leader?.name ?? '')}</span>
        )}
      </div>
    </>
  );
}
