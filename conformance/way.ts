/**
 * What a way in is (conformance/ways.ts holds them): its steps' tools, how it stops, which ways a selection of
 * operations sends, and the small pure parts the ways share (throwaway emails and passwords, ids read from answers).
 */
import type { SAMPLE_FILES } from './files';

type Data = Record<string, unknown>;

/** How one step is sent: as whom (a logged-in role or a throwaway session; none when public), with what. */
export interface Call {
  as?: string;
  path?: Record<string, string>;
  query?: Record<string, string>;
  /** The JSON body; the contract's first example when absent. */
  body?: unknown;
  /** A multipart body: one sample file under `file`, with these fields. */
  file?: { kind: keyof typeof SAMPLE_FILES; fields?: Record<string, string> };
}

export interface WayTools {
  /** What the ways made, shared in order (ids, emails). */
  state: Record<string, string>;
  /** Unique to this run: throwaway emails, names and passwords carry it. */
  tag: string;
  example(operationId: string): Data;
  /** Sends one step; answers the `data` of its 2xx, or stops the way (WayStopped) with what came back. */
  call(operationId: string, how?: Call): Promise<Data>;
  /** Logs in and keeps the token under `key` (the caller named by a later step's `as`). */
  logIn(key: string, email: string, password: string): Promise<void>;
  /** Says who a throwaway login is (its role and facility), so its answers are judged as that role's. */
  knowAs(key: string, caller: { role: string; facilityId?: string; userId?: string }): void;
  /** Keeps a bearer token the run was handed (a facility's API credential) under `key`, as logIn keeps one. */
  useToken(key: string, token: string): void;
  /** The code last emailed to an address, from the mock's outbox (only with the mock's QA token). */
  readCode(email: string): Promise<string>;
  /** A logged-in role's user id. */
  userId(role: string): string;
  /** A logged-in facility role's facility id. */
  facilityId(role: string): string;
}

export interface Way {
  name: string;
  /** The operations it is the way in for: the report lists those it did not reach, and why. */
  covers: string[];
  needs?: string[];
  gives?: string[];
  /** It reads the mock's outbox: without --mock-token it is not sent. */
  needsMockToken?: boolean;
  run(tools: WayTools): Promise<void>;
}

/** Stops a way: the step was not answered 2xx, or something it needs is missing. */
export class WayStopped extends Error {}

/**
 * Stops a way by the run's own choice, not by an answer: what it would act on is not the run's to use (a seeded
 * record an earlier run used up, which cannot be put back). success_reached excuses what it covers.
 */
export class WayWithheld extends WayStopped {}

export const THROWAWAY_PROVIDER = 'throwaway-provider';
export const THROWAWAY_FACILITY = 'throwaway-facility';
export const THROWAWAY_USER = 'throwaway-user';
/** The throwaway facility's own system, calling with the facility's API credential (createOrder). */
export const THROWAWAY_FACILITY_SYSTEM = 'throwaway-facility-system';

/** Where the run points its own facility's endpoints: a documentation address (RFC 5737) nothing answers at. */
export const NOWHERE_HOST = '192.0.2.10';

export const throwawayEmail = (kind: string, tag: string) => `conformance.${kind}.${tag}@example.test`;
/** At least 10 characters with letters and digits (NewPassword), a new one per `n`. */
export const throwawayPassword = (tag: string, n: number) => `Throwaway-${tag}-${n}`;

/** A field of an answer that must be a non-empty string (an id), or the way stops. */
export function text(value: unknown, what: string): string {
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number') return String(value);
  throw new WayStopped(`the answer has no ${what}`);
}

export const first = (value: unknown): Data | undefined =>
  Array.isArray(value) && value[0] && typeof value[0] === 'object' ? (value[0] as Data) : undefined;

/** The status a user moves to first (changeUserStatus): one `allowed` that keeps them, else Deactivated. */
export function nextStatus(allowed: unknown): string | undefined {
  const statuses = Array.isArray(allowed) ? allowed.filter((s): s is string => typeof s === 'string') : [];
  return statuses.find((s) => s !== 'Deactivated') ?? statuses[0];
}

/**
 * The ways to send for the selected operations: those that are the way in for one of them, and the earlier ones
 * that make what those need.
 */
export function waysToRun(
  ways: Way[],
  selected: ReadonlySet<string>,
  alsoNeeded: readonly string[] = [],
): Way[] {
  const needed = new Set<string>(alsoNeeded);
  const chosen: Way[] = [];
  for (const way of [...ways].reverse()) {
    const wanted =
      way.covers.some((operationId) => selected.has(operationId)) ||
      (way.gives ?? []).some((key) => needed.has(key));
    if (!wanted) continue;
    chosen.unshift(way);
    for (const key of way.needs ?? []) needed.add(key);
  }
  return chosen;
}
