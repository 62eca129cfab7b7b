import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Whether the server answered the message (250): the sender knows it was sent. */
  answered: boolean;
}

/** What the tests do to a running receiver. */
export interface SmtpReceiverState {
  /** While set, every recipient is refused with 421 (service unavailable). */
  down: boolean;
  /** How many recipients were refused while down. */
  refused: number;
  /** While set, the next message is kept but never answered, so its sender waits inside the send. */
  stall: boolean;
}

export interface SmtpReceiver {
  url: string;
  port: number;
  mails: ReceivedMail[];
  state: SmtpReceiverState;
  stop: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, and can be taken down or stalled. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const state: SmtpReceiverState = { down: false, refused: 0, stall: false };
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ['AUTH'],
    onRcptTo(_address, _session, callback) {
      if (state.down) {
        state.refused += 1;
        callback(Object.assign(new Error('Service unavailable'), { responseCode: 421 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          answered: false,
        };
        mails.push(mail);
        if (state.stall) {
          state.stall = false;
          return;
        }
        mail.answered = true;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a MIME message with quoted-printable soft breaks and escapes undone. */
export const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
