/**
 * patch_changes_only_sent: an update the contract marks `x-partial-update` changes only the fields it sends.
 * For each such operation of the run: read the record back (x-read-back), send an update that changes one
 * x-free-text field to a new text, read it back again: the field holds what was sent, and every other field is
 * as it was, but those the contract says the server sets (`serverSet`, e.g. updatedAt). A record the update
 * refuses (its state, 409) gives way to the next one found, up to three.
 */
import type { RunContext } from '../context';
import { onlySentChanged, partialUpdateOf, readableBefore } from './read-back';
import { textOfLength } from './sample-text';
import {
  bodiesWith,
  firstAccepted,
  readBack,
  runTag,
  statusOf,
  targetsOf,
  writables,
  type Writable,
} from './writes';

const CHECK = 'patch_changes_only_sent';

async function checkUpdate(
  context: RunContext,
  writable: Writable,
  serverSet: string[],
): Promise<string | undefined> {
  const { operation } = writable;
  const targets = targetsOf(context, writable);
  if (!targets.length) return 'no record found that a role may update and read back';
  let why = '';
  for (const target of targets) {
    const before = await readBack(context, writable, target);
    if ('problem' in before) {
      why = before.problem;
      continue;
    }
    const field = writable.fields.find((f) => f.name in before.data);
    if (!field) return `the read-back (${writable.reader.operationId}) has none of its x-free-text fields`;
    const value = textOfLength(runTag(context, 'patch'), Math.min(field.maxLength ?? 60, 60));
    const [body] = bodiesWith(context, writable, target, { [field.name]: value }, true);
    if (!body) return `a body with ${field.name} alone is not valid for it`;
    const attempt = await firstAccepted(context, writable, target, [body]);
    if (!('accepted' in attempt)) {
      why = 'why' in attempt ? attempt.why : `the update refused a valid body: ${statusOf(attempt.refused)}`;
      continue;
    }
    const written = attempt.accepted;
    const after = await readBack(context, writable, target, written);
    if ('problem' in after) return after.problem;
    context.results.record(
      operation,
      CHECK,
      onlySentChanged(before.data, after.data, body, serverSet),
      written,
    );
    return undefined;
  }
  return why;
}

export const patchChangesOnlySent = {
  check: CHECK,
  phase: 'early',
  writes: true,
  async run(context: RunContext) {
    for (const writable of writables(context, CHECK, true)) {
      const partial = partialUpdateOf(context.doc, writable.operation);
      if (!partial) continue;
      const id = writable.operation.operationId;
      if (!readableBefore(writable.readBack)) {
        context.results.skip(id, CHECK, 'its x-read-back needs the answer, so nothing can be read before');
        continue;
      }
      const problem = await checkUpdate(context, writable, partial.serverSet);
      if (problem) {
        context.results.skip(id, CHECK, problem);
        context.log(`${CHECK}: ${id} not checked: ${problem}`);
      }
    }
  },
} as const;
