/**
 * sendInterfaceTestMessage's words: "409 … while the facility's previous test message still waits for its answer
 * (one at a time: wait for that answer, then send again)", under `state_transitions`. As the throwaway facility,
 * whose endpoint the ways in saved on a documentation address (./../ways.ts: nothing there answers, so a message
 * waits for its connection): a first test message, then a second while the first waits, which must answer 409.
 * When the first has its answer before the second is sent (an endpoint that refuses at once), there was nothing to
 * wait for, and the check is skipped. Two requests, up to the operation's worst case (`x-max-seconds`).
 */
import { THROWAWAY_FACILITY } from '../way';
import { plainRequest, statusVerdict } from './extension';
import type { Rule } from './index';

const CHECK = 'state_transitions';
/** How long the second waits behind the first: long enough for the first to reach the server. */
const SECOND_AFTER_MS = 300;

export const testMessageOneAtATime: Rule = {
  check: CHECK,
  phase: 'last',
  writes: true,
  async run(context) {
    const send = context.operations.find((o) => o.operationId === 'sendInterfaceTestMessage');
    if (!send || !context.results.operations.has(send.operationId)) return;
    if (!context.client.tokens.has(THROWAWAY_FACILITY))
      return context.results.skip(send.operationId, CHECK, 'the ways in made no throwaway facility');
    const request = () => context.client.send(plainRequest(send, { role: THROWAWAY_FACILITY }));
    let firstAnswered = false;
    const first = request().then((exchange) => {
      firstAnswered = true;
      return exchange;
    });
    await new Promise((resolve) => setTimeout(resolve, SECOND_AFTER_MS));
    if (firstAnswered)
      return context.results.skip(
        send.operationId,
        CHECK,
        'the first test message had its answer at once: no message waited while a second was sent',
      );
    const second = await request();
    const answered = await first;
    if (answered.response?.status !== 200)
      return context.results.skip(send.operationId, CHECK, 'the first test message was not sent (no 200)');
    const what = 'a second test message while the first waits for its answer';
    context.results.record(send, CHECK, statusVerdict(409, what, second), second);
  },
};
