/**
 * A test button of the Interfaces page (the HL7 test message, the image archive's search): sent through its own
 * fetcher so the page does not navigate and the focus stays on the button, its hint tied to it, and its answer
 * (or the wait) read out in a polite status line.
 */
import { useFetcher } from '@remix-run/react';
import { SubmitButton } from '~/components/form';
import type { InterfacesActionData } from './interfaces';

export function ActionTest({
  fetcherKey,
  intent,
  label,
  hint,
  pendingText,
  testId,
  answerText,
}: {
  fetcherKey: string;
  intent: InterfacesActionData['intent'];
  label: string;
  hint: string;
  pendingText: string;
  testId: string;
  /** The answer in a sentence, or null when the answer is another intent's. */
  answerText: (answer: InterfacesActionData) => string | null;
}) {
  const fetcher = useFetcher<InterfacesActionData>({ key: fetcherKey });
  const sending = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const hintId = `${testId}-hint`;
  return (
    <div className="space-y-2">
      <fetcher.Form method="post">
        <SubmitButton
          name="intent"
          value={intent}
          variant="outline"
          pending={sending}
          aria-describedby={hintId}
        >
          {label}
        </SubmitButton>
      </fetcher.Form>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <p role="status" aria-live="polite" className="text-sm" data-testid={testId}>
        {answer ? answerText(answer) : sending ? pendingText : ''}
      </p>
    </div>
  );
}
