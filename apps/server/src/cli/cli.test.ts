import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, createTestDatabase, signIn } from '../../test/harness.ts';
import { runGavel, type CommandResult } from '../../test/run-gavel.ts';
import { decoded, startSmtpReceiver } from '../../test/smtp-receiver.ts';
import { waitFor } from '../../test/wait-for.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { sendInvitationJob } from '../jobs/send-invitation.job.ts';
import { startWorker } from '../worker/worker.ts';

let database: DatabaseHandle & { url: string; drop: () => Promise<void> };
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'gavel-cli-'));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the admin command as a user would, against this file's database. */
function gavelWith(env: Record<string, string>, ...args: string[]): Promise<CommandResult> {
  return runGavel({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...env }, ...args);
}

function gavel(...args: string[]): Promise<CommandResult> {
  return gavelWith({}, ...args);
}

describe('gavel admin command', () => {
  it('creates a user with a generated temporary password that must be changed', async () => {
    const result = await gavel(
      'create-user',
      '--email',
      'Editor@Example.org',
      '--first',
      'Ed',
      '--last',
      'Itor',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created user editor@example.org');
    expect(result.stdout).toMatch(/Temporary password: \S{19}/);
    const user = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'editor@example.org')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: 'Ed',
      last_name: 'Itor',
      must_change_password: true,
      last_login: null,
    });
    const profile = await database.db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      frequency: 'Daily',
      channel: 'Email',
      time: '08:00',
      timezone: 'US/Eastern',
    });
  });

  it('creates groups, members and channels, and lists them', async () => {
    expect(
      (await gavel('create-user', '--email', 'admin@example.org', '--password', 'a-long-password')).code,
    ).toBe(0);
    expect((await gavel('create-group', '--name', 'Daily Ledger')).code).toBe(0);
    const member = await gavel(
      'add-member',
      '--group',
      'Daily Ledger',
      '--email',
      'ADMIN@example.org',
      '--admin',
    );
    expect(member.stdout).toContain('as an admin');
    const channel = await gavel(
      'add-channel',
      '--name',
      'Springfield City Council',
      '--locality',
      'Springfield',
      '--state',
      'il',
      '--platform',
      'youtube',
      '--source',
      'UC123',
      '--group',
      'Daily Ledger',
    );
    expect(channel.code).toBe(0);
    expect(channel.stdout).toContain('Springfield, IL');

    const groups = await gavel('list', 'groups');
    expect(groups.stdout).toMatch(/Daily Ledger\s+1\s+1/);
    expect((await gavel('list', 'channels')).stdout).toContain('Springfield City Council');
    expect((await gavel('list', 'users')).stdout).toContain('admin@example.org');
  });

  it('refuses bad input with one line, exit code 1, and nothing written', async () => {
    const before = await database.db.selectFrom('users').select('id').execute();
    const cases: [string[], RegExp][] = [
      [['create-user', '--email', 'not-an-email'], /not a valid email address/],
      [['create-user', '--email', 'editor@example.org'], /already exists/],
      [['create-user', '--email', 'short@example.org', '--password', 'short'], /at least 8 characters/],
      [
        ['add-member', '--group', 'No Such Group', '--email', 'editor@example.org'],
        /No group named "No Such Group"/,
      ],
      [['add-member', '--group', 'Daily Ledger', '--email', 'ghost@example.org'], /No user with email/],
      [
        [
          'add-channel',
          '--name',
          'X',
          '--locality',
          'Y',
          '--state',
          'XX',
          '--platform',
          'rss',
          '--source',
          'http://x',
        ],
        /not a US two-letter state code/,
      ],
      [
        [
          'add-channel',
          '--name',
          'X',
          '--locality',
          'Y',
          '--state',
          'TN',
          '--platform',
          'tiktok',
          '--source',
          'x',
        ],
        /platform must be one of youtube, vimeo, rss/,
      ],
      [['create-group', '--name', 'Daily Ledger'], /already exists/],
      [['create-group'], /--name is required/],
      [['list', 'everything'], /users, groups, channels/],
      [['no-such-command'], /unknown command/],
    ];
    for (const [args, message] of cases) {
      const result = await gavel(...args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    const after = await database.db.selectFrom('users').select('id').execute();
    expect(after.length).toBe(before.length);
    const channels = await database.db.selectFrom('channels').select('name').execute();
    expect(channels.map((c) => c.name)).toEqual(['Springfield City Council']);
  });

  it('with SMTP configured, queues the invitation, which waits for the worker to email it', async () => {
    const smtp = await startSmtpReceiver();
    const app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gavel.example.org' });
    let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
    try {
      const databaseUrl = app.context.config.databaseUrl ?? '';
      const result = await runGavel(
        { DATABASE_URL: databaseUrl, DATA_DIR: app.dataDir, SMTP_URL: smtp.url },
        'create-user',
        '--email',
        'Invitee@Example.org',
      );
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Created user invitee@example.org');
      expect(result.stdout).toContain('Invitation queued: the worker emails invitee@example.org');
      expect(result.stdout).not.toContain('Temporary password:');
      // No worker runs yet: the job waits in PostgreSQL, and nothing was sent.
      const user = await app.context.repositories.users.findByEmail('invitee@example.org');
      expect(user?.must_change_password).toBe(true);
      const jobs = await sql<{ state: string; data: unknown }>`
        SELECT state, data FROM pgboss.job WHERE name = ${sendInvitationJob.name}
      `.execute(app.context.db);
      expect(jobs.rows).toEqual([{ state: 'created', data: { userId: user?.id } }]);
      expect(smtp.mails).toHaveLength(0);

      worker = await startWorker(app.context, databaseUrl);
      const mail = await waitFor('the invitation', () => smtp.mails[0]);
      expect(mail.to).toEqual(['invitee@example.org']);
      expect(mail.raw).toContain('https://gavel.example.org/login');
      const password = /Temporary password: (\S{4}-\S{4}-\S{4}-\S{4})/.exec(decoded(mail.raw))?.[1] ?? '';
      expect(password).not.toBe('');
      expect(await signIn(app.app, 'invitee@example.org', password)).not.toBe('');
    } finally {
      await worker?.stop();
      await app.close();
      await smtp.stop();
    }
  });
});
