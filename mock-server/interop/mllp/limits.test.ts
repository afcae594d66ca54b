/** The MLLP limits' settings: their defaults, a value set, and a wrong one said plainly. */
import { describe, expect, it } from 'vitest';
import { maxAckBytes, serverLimits } from './limits';

describe('MLLP limits', () => {
  it('default to 1 MiB frames, 60 s idle, 30 s a frame, 8 connections per address and 64 in all, 64 KiB ACKs', () => {
    expect(serverLimits({})).toEqual({
      maxFrameBytes: 1024 * 1024,
      idleTimeoutMs: 60_000,
      frameTimeoutMs: 30_000,
      maxConnectionsPerAddress: 8,
      maxConnections: 64,
    });
    expect(maxAckBytes({})).toBe(64 * 1024);
  });

  it('take a whole number of at least 1, and refuse anything else by name', () => {
    expect(serverLimits({ MOCK_HL7_IDLE_TIMEOUT_MS: ' 500 ' }).idleTimeoutMs).toBe(500);
    expect(() => serverLimits({ MOCK_HL7_MAX_CONNECTIONS: '0' })).toThrow(
      'MOCK_HL7_MAX_CONNECTIONS must be a whole number of at least 1, not "0".',
    );
    expect(() => maxAckBytes({ MOCK_HL7_MAX_ACK_BYTES: '64k' })).toThrow(/MOCK_HL7_MAX_ACK_BYTES must be/);
  });
});
