/**
 * One way to build a form: `useContractForm(schema, { reply })` gives Conform's form and fields, validated in the
 * browser by the same schema the action uses on the server (`parseForm`), with the same wording
 * (`formErrorMap`). The form is checked when it is submitted (spec 5: "validation runs on submit and revalidates
 * on change"), then each field again on every keystroke; submitting moves focus to the first invalid field
 * (Conform's default); a reply from the action puts the server's field messages under the fields and its
 * sentence in a toast. Not on leaving a field: a message that appears as the pointer goes down on the submit
 * button pushes the button away before the click lands, and the submission is lost.
 */
import { useEffect, type FormEvent } from 'react';
import { useForm, type DefaultValue } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { toast } from '~/components/ui/sonner';
import { formErrorMap } from './messages';
import type { FormReply } from './submission.server';

export interface ContractFormOptions<Input> {
  /** Stable id: field ids derive from it, so labels and errors stay linked across server and browser. */
  id: string;
  /** The action's answer (`useActionData()` or a fetcher's `data`); one that names another form is ignored. */
  reply?: FormReply | null;
  defaultValue?: DefaultValue<Input>;
  /** Runs when the browser's validation passes, before the form is posted: `event.preventDefault()` holds the
   * post back, e.g. to ask for a confirm first and then `requestSubmit()` the form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useContractForm<S extends z.ZodType<any, Record<string, any>>>(
  schema: S,
  { id, reply: anyReply, defaultValue, onSubmit }: ContractFormOptions<z.input<S>>,
) {
  // Several forms may post to one action (a multi-step page): each takes only the replies meant for it.
  const reply = anyReply && (!anyReply.form || anyReply.form === id) ? anyReply : undefined;
  const form = useForm<z.input<S>, z.output<S>>({
    id,
    lastResult: reply?.result,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema, error: formErrorMap }),
    onSubmit,
  });

  useEffect(() => {
    if (!reply?.toast) return;
    if (reply.toast.kind === 'error') toast.error(reply.toast.message);
    else toast.success(reply.toast.message);
  }, [reply]);

  return form;
}
