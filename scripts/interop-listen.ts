/**
 * npm run interop:listen [-- --port 2575 --answer AA|AE|AR|silent|not-an-ack --delay-ms 0]: a receiving HL7 v2
 * endpoint over MLLP for QA, each answer --delay-ms late (a slow ACK; decision 106, docs/interop.md). Point a facility's interface at 127.0.0.1 and this port, press "Send test
 * message" or sign a case out, and each message prints here with the ACK it was given.
 */
import { parseArgs } from 'node:util';
import { startListener, type ListenerAnswer } from '../mock-server/interop/listener';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '2575' },
    answer: { type: 'string', default: 'AA' },
    'delay-ms': { type: 'string', default: '0' },
  },
});
const answer = values.answer as ListenerAnswer;
const delayMs = Number(values['delay-ms']);
if (!['AA', 'AE', 'AR', 'silent', 'not-an-ack'].includes(answer) || !(delayMs >= 0)) {
  console.error('--answer is one of AA, AE, AR, silent, not-an-ack; --delay-ms a number of milliseconds.');
  process.exit(2);
}
const listener = await startListener(Number(values.port), answer);
if (delayMs > 0) listener.answerWith(answer, undefined, delayMs);
console.log(`Listening for HL7 v2 over MLLP on port ${listener.port}, answering ${answer}. Ctrl-C stops.`);
let seen = 0;
setInterval(() => {
  for (const message of listener.received.slice(seen)) {
    const header = message.header;
    console.log(
      `\n${new Date().toISOString()} ${header.getField(9).toString()} ${header.getField(10).toString()} (${answer})`,
    );
    console.log(message.toString().replaceAll('\r', '\n'));
  }
  seen = listener.received.length;
}, 200);
process.on('SIGINT', () => void listener.stop().then(() => process.exit(0)));
