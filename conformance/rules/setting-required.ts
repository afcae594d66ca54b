/**
 * state_transitions, for an operation that needs a setting first (`x-refused-unless: { read, path, status }`,
 * its description's "409 when no endpoint is saved"): while `read`, asked by the caller, answers nothing (null or
 * absent) at `path`, the operation answers `status`, the refusal that tells the user what to set; never a 2xx that
 * hides it (an empty search, a test "not allowed"). Judged once per marked operation, as its first caller, with
 * its valid request; a setting that is saved, or another refusal (400, 403, 404, 422: the request or the record
 * refused first), is not judged.
 */
import { describeResponse } from '../checks/response';
import { callersOf, type RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { CheckName, Exchange, Verdict } from '../types';
import { eachMarked, isRecord, plainRequest } from './extension';
import type { Rule } from './index';
import { validRequest } from './valid-request';

const CHECK: CheckName = 'state_transitions';
export const SETTING_EXTENSION = 'x-refused-unless';

export interface SettingRule {
  read: string;
  path: string;
  status: number;
}

export function readSettingRule(raw: unknown): SettingRule | string {
  if (!isRecord(raw) || typeof raw.read !== 'string' || typeof raw.path !== 'string')
    return `${SETTING_EXTENSION} needs read and path`;
  const status = Number(raw.status);
  if (!(status >= 400 && status < 500)) return `${SETTING_EXTENSION}.status is not a 4xx`;
  return { read: raw.read, path: raw.path, status };
}

/** The value at a dotted path of a read's `data`; undefined when any step is missing. */
export function settingAt(json: unknown, path: string): unknown {
  let value: unknown = isRecord(json) ? json.data : undefined;
  for (const step of path.split('.')) value = isRecord(value) ? value[step] : undefined;
  return value;
}

/** The operation's answer while the setting is not saved: the rule's status passes, a 2xx fails. */
export function settingVerdict(rule: SettingRule, exchange: Exchange): Verdict {
  const response = exchange.response;
  if (!response || response.status === 429 || response.status >= 500) return null;
  if (response.status === rule.status) return { pass: true };
  if (response.status >= 400) return null;
  return {
    pass: false,
    expected: `${rule.status} while ${rule.read} answers no ${rule.path} (nothing saved to use)`,
    seen: describeResponse(response),
  };
}

async function checkSetting(context: RunContext, operation: OperationInfo, rule: SettingRule) {
  const read = context.operations.find((op) => op.operationId === rule.read);
  const role = callersOf(context, operation)[0];
  const request = validRequest(context, operation);
  if (!read || !role || !request) {
    context.results.skip(
      operation.operationId,
      CHECK,
      `${SETTING_EXTENSION}: no ${rule.read} or valid request`,
    );
    return;
  }
  const setting = await context.client.send(plainRequest(read, { role }));
  const status = setting.response?.status ?? 0;
  if (status < 200 || status >= 300 || settingAt(setting.response!.json, rule.path) != null) return;
  const answer = await context.client.send({ ...request, auth: { role } });
  context.results.record(operation, CHECK, settingVerdict(rule, answer), answer);
}

export const settingRequired: Rule = {
  check: CHECK,
  phase: 'early',
  // A request the contract says is refused; a server that takes it does what its valid request does.
  writes: true,
  run: (context: RunContext) =>
    eachMarked(context, SETTING_EXTENSION, readSettingRule, (op, rule) => checkSetting(context, op, rule)),
};
