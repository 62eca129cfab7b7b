import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET } from '../../test/harness.ts';
import { runGavel } from '../../test/run-gavel.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from './mailer.ts';

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.stop();
});

describe('DKIM signing', () => {
  it('signs mail with the configured key, and a DKIM verifier accepts the signature', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const dir = await mkdtemp(join(tmpdir(), 'gavel-dkim-'));
    const keyFile = join(dir, 'dkim.pem');
    await writeFile(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const dnsKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Gavel <alerts@news.example>',
      dataDir: dir,
      logger: createLogger('silent'),
      dkim: { domain: 'news.example', selector: 'gavel', privateKeyFile: keyFile },
    });
    expect(mailer.signedAs).toBe('gavel._domainkey.news.example');
    await mailer.send({ to: 'reader@example.org', subject: 'Signed', text: 'Hello.' });
    mailer.close();
    const raw = smtp.mails.at(-1)?.raw ?? '';
    expect(raw).toMatch(/^DKIM-Signature: /m);

    // No network: the verifier's DNS lookup answers with the test key's TXT record.
    const lookups: string[] = [];
    const resolver = async (name: string, type: string) => {
      lookups.push(`${type} ${name}`);
      if (type === 'TXT' && name === 'gavel._domainkey.news.example') {
        return [[`v=DKIM1; k=rsa; p=${dnsKey}`]];
      }
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    const result = await dkimVerify(Buffer.from(raw), { resolver });
    expect(lookups).toContain('TXT gavel._domainkey.news.example');
    expect(result.results.map((r) => r.status.result)).toEqual(['pass']);

    // The same message altered no longer passes.
    const altered = await dkimVerify(Buffer.from(raw.replace('Hello.', 'Hullo.')), { resolver });
    expect(altered.results.map((r) => r.status.result)).not.toContain('pass');
  });

  it('leaves mail unsigned without configuration', () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Gavel <alerts@news.example>',
      dataDir: tmpdir(),
      logger: createLogger('silent'),
    });
    expect(mailer.signedAs).toBeNull();
    mailer.close();
  });

  it('is shown by `gavel status`', async () => {
    const t = await createTestApp();
    try {
      const dir = await mkdtemp(join(tmpdir(), 'gavel-dkim-'));
      const keyFile = join(dir, 'dkim.pem');
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      await writeFile(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
      const env = {
        DATABASE_URL: t.context.config.databaseUrl ?? '',
        DATA_DIR: t.dataDir,
        SECRET_KEY: TEST_SECRET,
        SMTP_URL: smtp.url,
      };
      const unsigned = await runGavel(env, 'status');
      expect(unsigned.stdout).toContain('not signed (no DKIM configured)');
      const signed = await runGavel(
        { ...env, DKIM_DOMAIN: 'news.example', DKIM_SELECTOR: 'gavel', DKIM_PRIVATE_KEY_FILE: keyFile },
        'status',
      );
      expect(signed.stdout).toContain('signed with DKIM (gavel._domainkey.news.example)');
    } finally {
      await t.close();
    }
  });
});
