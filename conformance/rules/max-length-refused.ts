/**
 * max_length_refused: free text (`x-free-text`) is bounded by its schema's maxLength, and the bound is kept, not
 * cut. For each write of the run with an x-read-back: one write with every such field exactly at its maxLength
 * must be accepted and read back whole; then each field one character past it, alone, must be refused (4xx) and,
 * for an update, leave the record as it was (no text silently cut to fit). A record the write refuses for its
 * state (403, 404, 409, 422) gives way to the next one found, up to three.
 */
import type { RunContext } from '../context';
import type { Exchange } from '../types';
import { partialUpdateOf, readableBefore, type FreeTextField } from './read-back';
import { textDifference, textOfLength, textsKept } from './sample-text';
import {
  bodiesWith,
  firstAccepted,
  readBack,
  refused,
  runTag,
  sendWrite,
  statusOf,
  targetsOf,
  writables,
  type Target,
  type Writable,
} from './writes';

const CHECK = 'max_length_refused';

type Bounded = FreeTextField & { maxLength: number };

/** Each field at its maxLength, under a tag of its own. */
const atMax = (context: RunContext, fields: Bounded[], what: string) =>
  Object.fromEntries(
    fields.map((f) => [f.name, textOfLength(runTag(context, `${what} ${f.name}`), f.maxLength)]),
  );

/** Each field one past its maxLength, alone: refused. The last refused write, if any. */
async function overMax(
  context: RunContext,
  writable: Writable,
  target: Target,
  fields: Bounded[],
  partial: boolean,
): Promise<Exchange | undefined> {
  const { operation } = writable;
  let last: Exchange | undefined;
  for (const field of fields) {
    // A create sends the rest of a valid body, its unique texts new each time (a name in use would answer 409).
    const base = partial
      ? {}
      : bodiesWith(context, writable, target, atMax(context, fields, 'over'), false)[0];
    if (!base) continue;
    const text = textOfLength(runTag(context, `over ${field.name}`), field.maxLength + 1);
    const written = await sendWrite(context, writable, target, { ...base, [field.name]: text });
    if (refused(written)) {
      context.results.record(operation, CHECK, { pass: true }, written);
      last = written;
      continue;
    }
    // 5xx and no answer belong to not_a_server_error.
    if (!written.response || written.response.status >= 500) continue;
    const stored = await readBack(context, writable, target, written);
    const got = 'data' in stored ? stored.data[field.name] : undefined;
    const kept =
      typeof got !== 'string'
        ? `read back ${JSON.stringify(got)}`
        : got === text
          ? `stored whole, ${got.length} characters`
          : `stored, ${textDifference(text, got)}`;
    const expected = `${field.name} of ${field.maxLength + 1} characters (maxLength ${field.maxLength}) refused with a 4xx, not cut`;
    const verdict = { pass: false as const, expected, seen: `${statusOf(written)}; ${kept}` };
    context.results.record(operation, CHECK, verdict, written);
  }
  return last;
}

async function checkWrite(
  context: RunContext,
  writable: Writable,
  partial: boolean,
): Promise<string | undefined> {
  const { operation } = writable;
  const fields = writable.fields.filter((f): f is Bounded => f.maxLength !== undefined);
  if (!fields.length) return 'none of its x-free-text fields has a maxLength';
  const targets = targetsOf(context, writable);
  if (!targets.length) return 'no record found that a role may write and read back';
  let why = '';
  for (const target of targets) {
    const sent = atMax(context, fields, 'max');
    const bodies = bodiesWith(context, writable, target, sent, partial);
    if (!bodies.length) return 'no valid body takes its x-free-text fields at their maxLength';
    const attempt = await firstAccepted(context, writable, target, bodies);
    if ('why' in attempt) {
      why = attempt.why;
      continue;
    }
    if ('refused' in attempt) {
      const bounds = fields.map((f) => `${f.name} ${f.maxLength}`).join(', ');
      const verdict = {
        pass: false as const,
        expected: `text at maxLength accepted (${bounds})`,
        seen: statusOf(attempt.refused),
      };
      context.results.record(operation, CHECK, verdict, attempt.refused);
      return undefined;
    }
    const stored = await readBack(context, writable, target, attempt.accepted);
    if ('problem' in stored) return stored.problem;
    const whole = textsKept(sent, stored.data, 'text at maxLength read back whole');
    context.results.record(operation, CHECK, whole, attempt.accepted);
    const lastRefused = await overMax(context, writable, target, fields, partial);
    if (lastRefused && partial && readableBefore(writable.readBack)) {
      // The refused writes changed nothing: the texts at maxLength are still there, whole.
      const after = await readBack(context, writable, target);
      if ('data' in after) {
        const expected = 'a refused text past maxLength leaves the field as it was';
        context.results.record(operation, CHECK, textsKept(sent, after.data, expected), lastRefused);
      }
    }
    return undefined;
  }
  return why;
}

export const maxLengthRefused = {
  check: CHECK,
  phase: 'early',
  writes: true,
  async run(context: RunContext) {
    for (const writable of writables(context, CHECK, true)) {
      const partial = !!partialUpdateOf(context.doc, writable.operation);
      const problem = await checkWrite(context, writable, partial);
      if (problem) {
        context.results.skip(writable.operation.operationId, CHECK, problem);
        context.log(`${CHECK}: ${writable.operation.operationId} not checked: ${problem}`);
      }
    }
  },
} as const;
