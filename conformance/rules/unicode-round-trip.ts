/**
 * unicode_round_trip: text a person types is stored as sent. For each write of the run with an x-read-back
 * (creates and updates alike): one write with every x-free-text field set to non-ASCII text (accents, CJK, emoji,
 * combining marks, right-to-left scripts; NFC, fitted to the field's maxLength), then the read-back: each field
 * must come back byte for byte as sent (not '?', not cut, not renormalised). A record the write refuses (its
 * state) gives way to the next one found, up to three.
 */
import type { RunContext } from '../context';
import { partialUpdateOf } from './read-back';
import { textsKept, unicodeText } from './sample-text';
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

const CHECK = 'unicode_round_trip';
const EXPECTED = 'non-ASCII text read back byte for byte as sent (NFC)';

async function checkWrite(context: RunContext, writable: Writable): Promise<string | undefined> {
  const partial = !!partialUpdateOf(context.doc, writable.operation);
  const targets = targetsOf(context, writable);
  if (!targets.length) return 'no record found that a role may write and read back';
  let why = '';
  for (const target of targets) {
    const sent = Object.fromEntries(
      writable.fields.map((f) => [f.name, unicodeText(runTag(context, f.name), f.maxLength)]),
    );
    const bodies = bodiesWith(context, writable, target, sent, partial);
    if (!bodies.length) return 'no valid body takes its x-free-text fields in non-ASCII text';
    const attempt = await firstAccepted(context, writable, target, bodies);
    if ('why' in attempt) {
      why = attempt.why;
      continue;
    }
    if ('refused' in attempt) {
      const verdict = {
        pass: false as const,
        expected: 'non-ASCII text accepted',
        seen: statusOf(attempt.refused),
      };
      context.results.record(writable.operation, CHECK, verdict, attempt.refused);
      return undefined;
    }
    const stored = await readBack(context, writable, target, attempt.accepted);
    if ('problem' in stored) return stored.problem;
    context.results.record(
      writable.operation,
      CHECK,
      textsKept(sent, stored.data, EXPECTED),
      attempt.accepted,
    );
    return undefined;
  }
  return why;
}

export const unicodeRoundTrip = {
  check: CHECK,
  phase: 'early',
  writes: true,
  async run(context: RunContext) {
    for (const writable of writables(context, CHECK, true)) {
      const problem = await checkWrite(context, writable);
      if (problem) {
        context.results.skip(writable.operation.operationId, CHECK, problem);
        context.log(`${CHECK}: ${writable.operation.operationId} not checked: ${problem}`);
      }
    }
  },
} as const;
