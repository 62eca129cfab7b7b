import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (List-Unsubscribe and the like). */
  headers?: Record<string, string>;
  /** The Message-ID, with its angle brackets. */
  messageId?: string;
}

export interface Mailer {
  /** Where mail goes: the SMTP server, or the outbox folder when no SMTP is configured. */
  readonly destination: string;
  /** The DKIM domain and selector mail is signed with, or null when it is not signed. */
  readonly signedAs: string | null;
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * Email over SMTP (SMTP_URL). With no SMTP configured, each message is written as an .eml file
 * to DATA_DIR/outbox and logged, so nothing is lost and a developer can read it.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
  /** DKIM signing: the key file is read once, here. */
  dkim?: { domain: string; selector: string; privateKeyFile: string } | undefined;
}): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  const dkim = options.dkim
    ? {
        domainName: options.dkim.domain,
        keySelector: options.dkim.selector,
        privateKey: readFileSync(options.dkim.privateKeyFile, 'utf8'),
      }
    : undefined;
  const signedAs = options.dkim ? `${options.dkim.selector}._domainkey.${options.dkim.domain}` : null;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...(dkim ? { dkim } : {}) });
    return {
      destination: new URL(smtpUrl).host,
      signedAs,
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'email sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    ...(dkim ? { dkim } : {}),
  });
  return {
    destination: outbox,
    signedAs,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, file },
        'email written to the outbox (no SMTP_URL)',
      );
    },
    close: () => transport.close(),
  };
}
