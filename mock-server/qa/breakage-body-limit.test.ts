/**
 * A deliberate breakage that reads the request body before the handlers (./breakage-hook.ts) reads it within the
 * operation's bound too: past it, 413 and the rest unread, as the healthy mock answers.
 */
import { expect, it } from 'vitest';
import { bodyTooLargeMessage, operations } from '../../contracts';
import { generated, MB, rawRequest } from '../testing/raw-http';
import { startMock, withBreakageMocks } from './breakage-runs';

withBreakageMocks();

const PATH = operations.requestEmailVerification.path;
const LIMIT = operations.requestEmailVerification.maxBodyBytes;

// 'limit-never-enforced' reads requestEmailVerification's body, to name the email in its answer.
it(
  'a breakage reading the body stops at the bound: 413, declared or chunked',
  { timeout: 30_000 },
  async () => {
    const { baseUrl } = await startMock('limit-never-enforced');
    const port = Number(new URL(baseUrl).port);
    const declared = await rawRequest(
      port,
      'POST',
      PATH,
      { 'Content-Type': 'application/json', 'Content-Length': String(100 * MB) },
      [Buffer.from('{"email":"')],
    );
    const chunked = await rawRequest(
      port,
      'POST',
      PATH,
      { 'Content-Type': 'application/json' },
      generated(Buffer.from('{"email":"'), 64 * MB),
    );
    for (const answer of [declared, chunked]) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toMatchObject({ message: bodyTooLargeMessage(LIMIT) });
      expect(answer.headers.connection).toBe('close');
    }
    expect(chunked.finishedSending).toBe(false);
  },
);
