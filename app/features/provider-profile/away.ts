/**
 * A provider's away dates on About Me (docs/assignment.md): while away they are left out of automatic
 * assignment and the Assign dialog says so. The form's schema is the contract's AssignmentProfileInput with the
 * dates typed as MM/DD/YYYY: both days or neither (Clear), the last not before the first.
 */
import { z } from 'zod';
import { schemas, type components, SENTENCES } from '../../../contracts';
import { usDateSchema } from '~/components/form';

export const AWAY_FORM_ID = 'away-dates';

export const AWAY_MESSAGES = {
  backwards: SENTENCES.assignment.awayEndsBeforeStart,
  saved: 'Your away dates are saved. You get no new cases while you are away.',
  cleared: 'Your away dates are cleared.',
} as const;

export const awayForm = z
  .object({
    intent: z.enum(['save', 'clear']),
    awayFrom: usDateSchema.optional(),
    awayTo: usDateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.intent === 'clear') return;
    if (!value.awayFrom)
      ctx.addIssue({ code: 'custom', path: ['awayFrom'], message: 'Enter the first day away.' });
    if (!value.awayTo)
      ctx.addIssue({ code: 'custom', path: ['awayTo'], message: 'Enter the last day away.' });
    if (value.awayFrom && value.awayTo && value.awayTo < value.awayFrom)
      ctx.addIssue({ code: 'custom', path: ['awayTo'], message: AWAY_MESSAGES.backwards });
  });

/** The body updateAssignmentProfile takes for the form's answer. */
export const awayBody = (value: z.output<typeof awayForm>) =>
  schemas.zAssignmentProfileInput.parse(
    value.intent === 'clear'
      ? { awayFrom: null, awayTo: null }
      : { awayFrom: value.awayFrom, awayTo: value.awayTo },
  );

/** A provider's caseload and away dates, as the contract gives them. */
export type AssignmentProfile = components['schemas']['AssignmentProfile'];
