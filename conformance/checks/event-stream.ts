/**
 * Judging the frames of a `text/event-stream` answer (streamMyEvents, `x-event-stream`): each frame that carries
 * data is one event, framed as `id: <digits>` (ids that grow), `event: <type>` and a `data:` JSON whose `id` and
 * `type` repeat the frame's, valid against the event schema. Pure: response_schema_conformance takes the schema
 * problems, event_stream_conformance (rules/event-stream.ts) the framing ones too.
 */
import type { StreamFrame } from '../../contracts/event-stream';

/** A frame that carries an event (its `data:` lines), not only `retry:` or a comment (a heartbeat). */
export const isEvent = (frame: StreamFrame) => frame.data !== '';

/** The schema's verdict on one event's JSON: null when valid, else what is wrong. */
export type EventValidator = (json: unknown) => string | null;

export interface FrameProblems {
  /** `id:`, `event:` and the JSON's id and type. */
  framing: string[];
  /** The data is not JSON, or not valid against the schema. */
  schema: string[];
}

const label = (frame: StreamFrame, n: number) =>
  `event ${n}${frame.id !== undefined ? ` (id ${frame.id})` : ''}`;

/** What is wrong with the events of a stream's frames, in order; `after`: the ids must be past it (a resume). */
export function judgeFrames(frames: StreamFrame[], validate: EventValidator, after?: string): FrameProblems {
  const problems: FrameProblems = { framing: [], schema: [] };
  let previous = after !== undefined && /^\d+$/.test(after) ? BigInt(after) : undefined;
  frames.filter(isEvent).forEach((frame, index) => {
    const what = label(frame, index + 1);
    if (frame.id === undefined) problems.framing.push(`${what} has no id: line`);
    else if (!/^\d{1,20}$/.test(frame.id))
      problems.framing.push(`${what}: id ${JSON.stringify(frame.id)} is not 1 to 20 decimal digits`);
    else {
      const id = BigInt(frame.id);
      if (previous !== undefined && id <= previous)
        problems.framing.push(`${what}: id ${frame.id} does not grow (after ${previous})`);
      previous = id;
    }
    let json: unknown;
    try {
      json = JSON.parse(frame.data);
    } catch {
      problems.schema.push(`${what}: data is not JSON: ${JSON.stringify(frame.data.slice(0, 80))}`);
      return;
    }
    const body = (json && typeof json === 'object' ? json : {}) as { id?: unknown; type?: unknown };
    if (frame.event !== body.type)
      problems.framing.push(
        `${what}: event: ${frame.event} but its data's type is ${JSON.stringify(body.type)}`,
      );
    if (frame.id !== undefined && body.id !== frame.id)
      problems.framing.push(`${what}: its data's id ${JSON.stringify(body.id)} is not the frame's id`);
    const invalid = validate(json);
    if (invalid) problems.schema.push(`${what} (${String(body.type)}): ${invalid}`);
  });
  return problems;
}

/** The frames in a line: `retry`, `: heartbeat`, `banner.changed#1043`… (for a failure's `seen`). */
export function describeFrames(frames: StreamFrame[]): string {
  if (!frames.length) return 'no frame';
  const shown = frames.slice(0, 8).map((frame) => {
    if (isEvent(frame)) return `${frame.event}#${frame.id ?? '(no id)'}`;
    if (frame.retry !== undefined) return `retry: ${frame.retry}`;
    return frame.comments.length ? `: ${frame.comments[0]}` : '(empty frame)';
  });
  return `${shown.join(', ')}${frames.length > 8 ? `, … (${frames.length} frames)` : ''}`;
}
