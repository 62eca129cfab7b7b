import { mkdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the receiver files what it gets, one .eml per message. */
export const mailDir = () => join(process.env['GAVEL_E2E_DATA_DIR'] ?? '.', 'received-mail');

/** A real SMTP server on loopback for the server under test (SMTP_URL points at it). */
export async function startMailReceiver(port: number): Promise<() => Promise<void>> {
  const dir = mailDir();
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ['AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = join(dir, `${Date.now()}-${count}.eml`);
        writeFile(file, Buffer.concat(chunks)).then(
          () => callback(),
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The raw text of the received messages whose text contains every needle, oldest first. */
export async function receivedMail(...needles: string[]): Promise<string[]> {
  const files = (await readdir(mailDir()).catch(() => [])).sort();
  const texts = await Promise.all(files.map((file) => readFile(join(mailDir(), file), 'utf8')));
  return texts.filter((text) => needles.every((needle) => text.includes(needle)));
}
