/**
 * An SMTP receiver for the benchmarks, in a process of its own as a mail server would be: it
 * accepts every message on 127.0.0.1:PORT and, asked 'count' over IPC, answers how many it has
 * accepted. 'stop' closes it.
 *
 *   fork('scripts/bench/smtp-sink.ts', [String(port)])
 */
import { SMTPServer } from 'smtp-server';

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  hideSTARTTLS: true,
  disabledCommands: ['AUTH'],
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
process.on('message', (message) => {
  if (message === 'count') {
    process.send?.({ received });
  } else if (message === 'stop') {
    server.close(() => process.exit(0));
  }
});
