/**
 * The MLLP limits, each a MOCK_HL7_* setting (docs/configuration.md, docs/interop.md). A peer on the other end of
 * a socket may be broken or hostile; these bound what one connection, one address and all of them can hold.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** What a receiving endpoint (the order intake, the test listener) allows. */
export interface ServerLimits {
  /** The longest frame content taken; a longer one is refused with an AR and its connection closed. */
  maxFrameBytes: number;
  /** A connection with nothing received or answered for this long is closed. */
  idleTimeoutMs: number;
  /** A frame begun must end within this long, however its bytes trickle in; else its connection is closed. */
  frameTimeoutMs: number;
  /** Connections open at once from one source address; the next is closed at once. */
  maxConnectionsPerAddress: number;
  /** Connections open at once in all. */
  maxConnections: number;
}

const SERVER_SETTINGS: Record<keyof ServerLimits, [name: string, fallback: number]> = {
  maxFrameBytes: ['MOCK_HL7_MAX_FRAME_BYTES', 1024 * 1024],
  idleTimeoutMs: ['MOCK_HL7_IDLE_TIMEOUT_MS', 60_000],
  frameTimeoutMs: ['MOCK_HL7_FRAME_TIMEOUT_MS', 30_000],
  maxConnectionsPerAddress: ['MOCK_HL7_MAX_CONNECTIONS_PER_ADDRESS', 8],
  maxConnections: ['MOCK_HL7_MAX_CONNECTIONS', 64],
};

/** A setting as a whole number of at least 1, its default when unset; anything else is a mistake said plainly. */
export function positiveSetting(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, not "${raw}".`);
  return value;
}

/** The receiving endpoints' limits from the environment, each its default when unset. */
export function serverLimits(env: Env = process.env): ServerLimits {
  const entries = Object.entries(SERVER_SETTINGS).map(([key, [name, fallback]]) => [
    key,
    positiveSetting(env, name, fallback),
  ]);
  return Object.fromEntries(entries) as ServerLimits;
}

/** The most an answer to a message sent (a delivery, a test message) may be: 64 KiB (MOCK_HL7_MAX_ACK_BYTES). */
export const maxAckBytes = (env: Env = process.env) =>
  positiveSetting(env, 'MOCK_HL7_MAX_ACK_BYTES', 64 * 1024);

/**
 * The largest report PDF an ORU^R01 carries in an ED OBX (MOCK_HL7_MAX_EMBEDDED_PDF_BYTES, default 640 KiB):
 * base64 makes it 4/3 as long, so with the rest of the message the frame stays under the 1 MiB this backend's own
 * endpoints accept (MOCK_HL7_MAX_FRAME_BYTES). A receiver's own limit is not known: a larger PDF is left out and
 * read through the RP OBX's link instead (decision 136).
 */
export const maxEmbeddedPdfBytes = (env: Env = process.env) =>
  positiveSetting(env, 'MOCK_HL7_MAX_EMBEDDED_PDF_BYTES', 640 * 1024);

/** The setting that names each server limit, for the log lines that say which one refused. */
export const settingOf = (limit: keyof ServerLimits) => SERVER_SETTINGS[limit][0];
