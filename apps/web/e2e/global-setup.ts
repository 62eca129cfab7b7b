import { startMailReceiver } from './mail-receiver.ts';

/** Starts the SMTP receiver the server under test sends its mail to; stops it at the end. */
export default async function globalSetup() {
  return startMailReceiver(Number(process.env['GAVEL_E2E_SMTP_PORT']));
}
