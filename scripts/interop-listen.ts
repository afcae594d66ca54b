/**
 * npm run interop:listen [-- --port 2575 --answer AA|AE|AR|silent]: a receiving HL7 v2 endpoint over MLLP for QA
 * (decision 106, docs/interop.md). Point a facility's interface at 127.0.0.1 and this port, press "Send test
 * message" or sign a case out, and each message prints here with the ACK it was given.
 */
import { parseArgs } from 'node:util';
import { startListener, type ListenerAnswer } from '../mock-server/interop/listener';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '2575' }, answer: { type: 'string', default: 'AA' } },
});
const answer = values.answer as ListenerAnswer;
if (!['AA', 'AE', 'AR', 'silent'].includes(answer)) {
  console.error('--answer is one of AA, AE, AR, silent.');
  process.exit(2);
}
const listener = await startListener(Number(values.port), answer);
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
