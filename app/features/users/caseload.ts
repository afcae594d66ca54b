/**
 * A provider's caseload cap, set by an admin on the user's page (docs/assignment.md): the contract's
 * AssignmentProfileInput's cap, typed as a whole number from 1 to 500. A cap below the open cases is allowed and
 * saved with the backend's warning.
 */
import { z } from 'zod';
import { schemas, type components } from '../../../contracts';

export const CASELOAD_FORM_ID = 'caseload-cap';

const CAP_MESSAGE = 'Enter a whole number from 1 to 500.';

export const caseloadForm = z.object({
  caseloadCap: z
    .string()
    .trim()
    .transform((text, ctx) => {
      const cap = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!(cap >= 1 && cap <= 500)) {
        ctx.addIssue({ code: 'custom', message: CAP_MESSAGE });
        return z.NEVER;
      }
      return cap;
    })
    .pipe(schemas.zAssignmentProfileInput.shape.caseloadCap.unwrap()),
});

/** A provider's caseload and away dates, as the contract gives them. */
export type Caseload = components['schemas']['AssignmentProfile'];
