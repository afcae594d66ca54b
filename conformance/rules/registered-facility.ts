/**
 * A facility account the run registers for itself (`registerFacility`, public): the run chose its email and
 * password, so a rule may log in as it, fail its logins or rotate its credentials without touching anyone's.
 */
import { describeResponse } from '../checks/response';
import type { RunContext } from '../context';
import { throwawayEmail, throwawayPassword } from '../way';
import { dataOf, plainRequest } from './extension';

export interface RegisteredAccount {
  email: string;
  password: string;
}

/** Registers a facility named for `kind` and `tag`: its email and password, or why there is none. */
export async function registerFacilityOfRun(
  context: RunContext,
  kind: string,
  tag: string,
): Promise<RegisteredAccount | string> {
  const register = context.operations.find((op) => op.operationId === 'registerFacility');
  const example = register?.body?.examples[0];
  if (!register || !example)
    return 'the contract has no registerFacility (or its example) to make an account';
  const email = throwawayEmail(kind, tag);
  const password = throwawayPassword(tag, 0);
  const body = { ...(example as object), facilityName: `Conformance ${kind} ${tag}`, email, password };
  const made = await context.client.send(
    plainRequest(register, { none: true }, {}, { kind: 'json', value: body }),
  );
  if (!dataOf(made))
    return `registerFacility answered ${made.response ? describeResponse(made.response) : made.error}`;
  return { email, password };
}
