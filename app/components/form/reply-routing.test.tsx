/** Several forms posting to one action (a multi-step page): each form takes only the replies meant for it. */
import { render, screen } from '@testing-library/react';
import { getFormProps } from '@conform-to/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toast } from '~/components/ui/sonner';
import { ErrorList, useContractForm, type FormReply } from '.';
import { spyOnToasts } from '../../../tests/setup/toast-spies';

spyOnToasts();

const schema = z.object({ code: z.string() });

function Pair({ reply }: { reply: FormReply }) {
  const [first] = useContractForm(schema, { id: 'first', reply });
  const [second] = useContractForm(schema, { id: 'second', reply });
  return (
    <>
      <form {...getFormProps(first)} aria-label="First">
        <ErrorList id={first.errorId} errors={first.errors} />
      </form>
      <form {...getFormProps(second)} aria-label="Second">
        <ErrorList id={second.errorId} errors={second.errors} />
      </form>
    </>
  );
}

const replyWith = (message: string, form?: string): FormReply => ({
  result: { status: 'error', initialValue: {}, error: { '': [message] } },
  toast: { kind: 'error', message },
  form,
});

describe('useContractForm and replies that name their form', () => {
  it('a reply naming one form reaches that form only, and toasts once', () => {
    render(<Pair reply={replyWith('Too many requests. Try again in 7 minutes.', 'second')} />);
    expect(screen.getByRole('form', { name: 'Second' })).toHaveTextContent('Try again in 7 minutes.');
    expect(screen.getByRole('form', { name: 'First' })).not.toHaveTextContent(/Try again/);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('a reply naming no form reaches every form on the page (one form per action, as before)', () => {
    render(<Pair reply={replyWith('Validation failed')} />);
    expect(screen.getByRole('form', { name: 'First' })).toHaveTextContent('Validation failed');
    expect(screen.getByRole('form', { name: 'Second' })).toHaveTextContent('Validation failed');
  });
});
