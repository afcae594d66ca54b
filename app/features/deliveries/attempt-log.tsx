/** A delivery's attempts (decision 139), behind a disclosure in its row: when, what came of it, the answer, where. */
import { Disclosure } from '~/components/detail';
import { DateTime } from '~/components/ui/date-time';
import { ATTEMPT_OUTCOME_LABELS, attemptCountText, lastAckText, type Delivery } from './list';

export function AttemptLog({ delivery }: { delivery: Delivery }) {
  const { history, historyDropped, controlId } = delivery;
  if (!history.length && !historyDropped) return <span className="text-muted-foreground">None yet</span>;
  return (
    <Disclosure
      summary={
        <>
          {attemptCountText(history.length + historyDropped)}
          <span className="sr-only"> of delivery {controlId}</span>
        </>
      }
    >
      <ol
        className="min-w-64 space-y-2 text-xs"
        aria-label={`Attempts of delivery ${controlId}, oldest first`}
      >
        {historyDropped ? (
          <li className="text-muted-foreground">{attemptCountText(historyDropped)} earlier, not kept.</li>
        ) : null}
        {history.map((attempt, index) => (
          <li key={`${attempt.at}-${index}`}>
            <DateTime value={attempt.at} />: {ATTEMPT_OUTCOME_LABELS[attempt.outcome]}
            {lastAckText(attempt) ? <> ({lastAckText(attempt)})</> : null}, to{' '}
            <code className="break-all">{attempt.endpoint}</code>
          </li>
        ))}
      </ol>
    </Disclosure>
  );
}
