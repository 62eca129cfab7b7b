import { parseArgs } from 'node:util';
import type { AppContext } from '../context.ts';
import { AppError, isStorageFull, notFound, STORAGE_FULL } from '../domain/errors.ts';
import { backupDatabase, restoreDatabase } from '../db/backup.ts';
import { describeDropped } from '../ingest/captions/read.ts';
import type { RegenerateResult } from '../services/summary.service.ts';
import { IMPORT_CONCURRENCY } from '../services/import.service.ts';
import { progressBar } from './progress.ts';

/** "1 meeting", "2 meetings". */
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A command of the admin tool: its usage line and what it does with its arguments. */
export interface Command {
  usage: string;
  summary: string;
  run(context: AppContext, args: string[], out: (line: string) => void): Promise<void>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

type Options = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;

function parse(args: string[], options: Options, required: string[] = []) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  for (const name of required) {
    if (typeof parsed.values[name] !== 'string' || parsed.values[name] === '') {
      throw new UsageError(`--${name} is required.`);
    }
  }
  return parsed;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A meeting in progress: what it is doing and how far it has got. */
function progressText(m: {
  progress: number | null;
  stage: string | null;
  downloaded_bytes: number | null;
  media_bytes: number | null;
}): string {
  const done = m.downloaded_bytes ?? 0;
  if (m.stage === 'downloading') {
    return m.media_bytes
      ? `downloading ${Math.floor((done / m.media_bytes) * 100)}% (${mb(done)} of ${mb(m.media_bytes)})`
      : `downloading (${mb(done)})`;
  }
  if (m.stage === 'converting') {
    return 'converting';
  }
  return `${Math.round((m.progress ?? 0) * 100)}%`;
}

function table(rows: Record<string, unknown>[], out: (line: string) => void) {
  if (rows.length === 0) {
    out('(none)');
    return;
  }
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) =>
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : '';
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  out(line(columns));
  out(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) {
    out(line(columns.map((c) => cell(row[c]))));
  }
}

export const commands: Record<string, Command> = {
  'create-user': {
    usage: 'create-user --email E [--password P] [--first F] [--last L]',
    summary: 'Create an account (it must change its password at first sign-in).',
    async run(context, args, out) {
      const { values } = parse(
        args,
        {
          email: { type: 'string' },
          password: { type: 'string' },
          first: { type: 'string' },
          last: { type: 'string' },
        },
        ['email'],
      );
      const result = await context.services.accounts.createUser({
        email: str(values.email) ?? '',
        password: str(values.password),
        firstName: str(values.first),
        lastName: str(values.last),
      });
      out(`Created user ${result.user.email} (id ${result.user.id}).`);
      if (result.invited) {
        out(`Invitation with a temporary password emailed to ${result.user.email}.`);
      }
      if (result.temporaryPassword) {
        out(`Temporary password: ${result.temporaryPassword}`);
      }
      out('The user must choose a new password at the first sign-in.');
    },
  },
  'create-group': {
    usage: 'create-group --name N',
    summary: 'Create a group (a newsroom).',
    async run(context, args, out) {
      const { values } = parse(args, { name: { type: 'string' } }, ['name']);
      const group = await context.services.accounts.createGroup(str(values.name) ?? '');
      out(`Created group "${group.name}" (id ${group.id}).`);
    },
  },
  'add-member': {
    usage: 'add-member --group N --email E [--admin]',
    summary: 'Add a user to a group, optionally as its admin.',
    async run(context, args, out) {
      const { values } = parse(
        args,
        { group: { type: 'string' }, email: { type: 'string' }, admin: { type: 'boolean' } },
        ['group', 'email'],
      );
      const admin = values.admin === true;
      await context.services.accounts.addMember(str(values.group) ?? '', str(values.email) ?? '', admin);
      out(
        `Added ${String(values.email).toLowerCase()} to "${String(values.group)}"${admin ? ' as an admin' : ''}.`,
      );
    },
  },
  'add-channel': {
    usage: 'add-channel --name N --locality L --state XX --platform youtube|vimeo|rss --source S [--group N]',
    summary: 'Add a monitored channel, optionally to a group.',
    async run(context, args, out) {
      const { values } = parse(
        args,
        {
          name: { type: 'string' },
          locality: { type: 'string' },
          state: { type: 'string' },
          platform: { type: 'string' },
          source: { type: 'string' },
          group: { type: 'string' },
        },
        ['name', 'locality', 'state', 'platform', 'source'],
      );
      const channel = await context.services.accounts.addChannel({
        name: str(values.name) ?? '',
        locality: str(values.locality) ?? '',
        state: str(values.state) ?? '',
        platform: str(values.platform) ?? '',
        source: str(values.source) ?? '',
        groupName: str(values.group),
      });
      out(`Added channel "${channel.name}" (id ${channel.id}, ${channel.locality}, ${channel.state}).`);
    },
  },
  import: {
    usage:
      'import (--channel N | --channel-by-body [--map BODY=CHANNEL ...]) [--bulk] FILE.jsonl[.gz]... | import --channel N --title T --date YYYY-MM-DD --video-url U FILE.vtt|FILE.srt',
    summary: 'Import existing transcripts (JSON Lines, WebVTT or SRT); a meeting imported again is replaced.',
    async run(context, args, out) {
      const { values, positionals } = parse(args, {
        channel: { type: 'string' },
        'channel-by-body': { type: 'boolean' },
        map: { type: 'string', multiple: true },
        title: { type: 'string' },
        date: { type: 'string' },
        'video-url': { type: 'string' },
        concurrency: { type: 'string' },
        bulk: { type: 'boolean' },
      });
      if (positionals.length === 0) {
        throw new UsageError('Name at least one file to import.');
      }
      const captions = positionals.filter((file) => /\.(vtt|srt)$/i.test(file));
      if (captions.length > 0) {
        if (positionals.length > 1) {
          throw new UsageError(
            'Import one caption file at a time, with its --title, --date and --video-url.',
          );
        }
        for (const name of ['channel', 'title', 'date', 'video-url']) {
          if (typeof values[name] !== 'string') {
            throw new UsageError(`--${name} is required to import a caption file.`);
          }
        }
        const totals = await context.services.import.importCaptionFile(positionals[0] ?? '', {
          channel: str(values.channel) ?? '',
          title: str(values.title) ?? '',
          date: str(values.date) ?? '',
          videoUrl: str(values['video-url']) ?? '',
        });
        out(`Imported 1 meeting (${plural(totals.segments, 'segment')}).`);
        if (totals.dropped.length > 0) {
          out(`${describeDropped(totals.dropped)}: their timing could not be read.`);
        }
        return;
      }
      const bodyMap: Record<string, string> = {};
      for (const entry of (values.map as string[] | undefined) ?? []) {
        const [body, channel] = entry.split('=');
        if (!body || !channel) {
          throw new UsageError(`--map takes BODY=CHANNEL (got "${entry}").`);
        }
        bodyMap[body] = channel;
      }
      const bar = progressBar('importing');
      const totals = await context.services.import.importJsonl(
        positionals,
        {
          channel: str(values.channel),
          channelByBody: values['channel-by-body'] === true,
          bodyMap,
          concurrency: Number(str(values.concurrency) ?? IMPORT_CONCURRENCY) || IMPORT_CONCURRENCY,
          bulk: values.bulk === true,
        },
        (p) => bar.update(p.fraction, `${p.meetings} meetings, ${p.segments} segments`),
        () => out('Building the search index...'),
      );
      bar.done(`Imported ${plural(totals.meetings, 'meeting')} (${plural(totals.segments, 'segment')})`);
    },
  },
  summarize: {
    usage: 'summarize VIDEO_URL | summarize --all',
    summary: 'Summarise a meeting again (or every meeting with a transcript) with the configured summariser.',
    async run(context, args, out) {
      const { values, positionals } = parse(args, { all: { type: 'boolean' } });
      const { summary } = context.services;
      const describe = (r: RegenerateResult) =>
        `${r.videoUrl}: ${r.sections} sections, ${r.topics} topics, ${r.votes} votes (${r.generator})`;
      if (values.all === true) {
        if (positionals.length > 0) {
          throw new UsageError('Give either a video URL or --all, not both.');
        }
        const bar = progressBar('summarising');
        const totals = await summary.regenerateAll((done, total) =>
          bar.update(done / total, `${done} of ${total}`),
        );
        bar.done(`Summarised ${totals.meetings} meetings`);
        return;
      }
      if (positionals.length !== 1 || !positionals[0]) {
        throw new UsageError('Give one video URL, or --all.');
      }
      out(`Summarised ${describe(await summary.regenerate(positionals[0]))}.`);
    },
  },
  backup: {
    usage: 'backup FILE',
    summary:
      'Write a backup of every account, group, channel, meeting, transcript, summary and alert to FILE (gzip).',
    async run(context, args, out) {
      const file = oneFile(args, 'backup');
      const header = await backupDatabase(context.pool, file, (table, rows) =>
        out(`  ${table}: ${rows} rows`),
      );
      const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
      out(`Backed up ${header.tables.length} tables (${rows} rows) to ${file}.`);
    },
  },
  restore: {
    usage: 'restore FILE',
    summary: 'Load a backup into a fresh database (a new DATA_DIR or DATABASE_URL), all or nothing.',
    async run(context, args, out) {
      const file = oneFile(args, 'restore');
      const header = await restoreDatabase(context.pool, file, (table, rows) =>
        out(`  ${table}: ${rows} rows`),
      );
      out(`Restored the backup of ${header.created_at} from ${file}.`);
    },
  },
  list: {
    usage: 'list users|groups|channels',
    summary: 'List users, groups or channels.',
    async run(context, args, out) {
      const { positionals } = parse(args, {});
      const what = positionals[0];
      const { users, groups, channels } = context.repositories;
      switch (what ?? '') {
        case 'users':
          table(
            (await users.list()).map((u) => ({
              id: u.id,
              email: u.email,
              name: `${u.first_name} ${u.last_name}`.trim(),
              last_login: u.last_login,
              status: u.must_change_password ? 'must change password' : 'active',
            })),
            out,
          );
          return;
        case 'groups':
          table(await groups.listWithCounts(), out);
          return;
        case 'channels':
          table(await channels.list(), out);
          return;
        default:
          throw new UsageError('list takes one of: users, groups, channels.');
      }
    },
  },
  'send-alerts-now': {
    usage: 'send-alerts-now [--user E]',
    summary:
      'Send the alert digests now, to everyone with active alerts or to one user, whatever their schedule.',
    async run(context, args, out) {
      const { values } = parse(args, { user: { type: 'string' } });
      const email = str(values.user);
      let userId: number | undefined;
      if (email !== undefined) {
        const user = await context.repositories.users.findByEmail(email);
        if (!user) {
          throw new UsageError(`No user has the email ${email}.`);
        }
        userId = user.id;
      }
      const delivery = context.services.alertDelivery;
      const users = await delivery.dueUsers(new Date(), { userId, force: true });
      const { digests: sent, matches, failures } = await delivery.deliverMany(users);
      for (const failure of failures) {
        out(describeError(failure));
      }
      const failed = failures.length;
      out(
        `${sent} digest${sent === 1 ? '' : 's'} sent with ${matches} match${matches === 1 ? '' : 'es'}; ${users.length - sent - failed} with nothing new; ${failed} failed.`,
      );
    },
  },
  status: {
    usage: 'status',
    summary: 'Show per channel the last and next poll and meetings by status, and what failed.',
    async run(context, _args, out) {
      const { ingest } = context.repositories;
      const { mailer } = context;
      out(
        `Email: to ${mailer.destination}; ${mailer.signedAs ? `signed with DKIM (${mailer.signedAs})` : 'not signed (no DKIM configured)'}`,
      );
      out('Channels');
      table(
        (await ingest.channelStatus()).map((c) => ({
          id: c.id,
          name: c.name,
          platform: c.platform,
          monitored: c.monitored ? 'yes' : c.demo ? 'no (demo channel)' : 'no (in no group)',
          last_poll: c.last_polled_at ?? 'never',
          next_poll: c.monitored ? (c.next_poll_at ?? 'at the next tick') : '-',
          pending: c.pending,
          processing: c.processing,
          ready: c.ready,
          failed: c.failed,
          poll_error: c.last_error ? `${c.last_error} (${c.poll_failures} in a row)` : '',
        })),
        out,
      );
      const unfinished = await ingest.unfinishedMeetings();
      out('');
      out('Meetings in progress or failed');
      table(
        unfinished.map((m) => ({
          id: m.id,
          status: m.transcript_status,
          progress: m.transcript_status === 'processing' ? progressText(m) : '',
          attempts: m.attempts ?? 0,
          title: m.title,
          reason: m.failure_reason ?? '',
        })),
        out,
      );
      out('');
      out('Failed jobs');
      table(
        (await ingest.failedJobs()).map((j) => ({
          job: j.name,
          data: JSON.stringify(j.data),
          at: j.at,
          reason: j.reason,
        })),
        out,
      );
    },
  },
  'poll-now': {
    usage: 'poll-now [--channel N]',
    summary: 'Poll every monitored channel now (or channel id N); new meetings are queued for the worker.',
    async run(context, args, out) {
      const { values } = parse(args, { channel: { type: 'string' } });
      const channel = str(values.channel);
      if (channel !== undefined && !/^\d+$/.test(channel)) {
        throw new UsageError('--channel takes a channel id (see gavel list channels).');
      }
      const results = await context.services.ingest.pollNow(
        channel === undefined ? undefined : Number(channel),
      );
      if (channel !== undefined && results.length === 0) {
        throw notFound(`No channel with id ${channel}.`);
      }
      if (results.length === 0) {
        out('No channel is monitored: add a channel to a group first.');
      }
      for (const r of results) {
        out(
          r.error
            ? `Channel ${r.channelId}: poll failed: ${r.error}`
            : r.notModified
              ? `Channel ${r.channelId}: feed unchanged.`
              : `Channel ${r.channelId}: ${r.entries} entries, ${r.newMeetings.length} new meetings queued.`,
        );
      }
      if (results.some((r) => r.error)) {
        process.exitCode = 1;
      }
    },
  },
  retry: {
    usage: 'retry <meeting id or video URL>',
    summary: 'Process a meeting again from the start (captions, else speech-to-text).',
    async run(context, args, out) {
      const { positionals } = parse(args, {});
      const ref = positionals[0];
      if (!ref) {
        throw new UsageError('Say which meeting: gavel retry <meeting id or video URL>.');
      }
      const meeting = await context.services.ingest.retry(ref);
      if (!meeting) {
        throw notFound(`No meeting ${ref}.`);
      }
      out(`Meeting ${meeting.id} ("${meeting.title}") queued again.`);
    },
  },
};

function oneFile(args: string[], command: string): string {
  const { positionals } = parse(args, {});
  if (positionals.length !== 1 || !positionals[0]) {
    throw new UsageError(`${command} takes one file name.`);
  }
  return positionals[0];
}

/** The one-line message for a failed command. */
export function describeError(error: unknown): string {
  if (error instanceof AppError || error instanceof UsageError) {
    return error.message;
  }
  if (isStorageFull(error)) {
    return STORAGE_FULL;
  }
  if (error instanceof Error) {
    return error.message.split('\n')[0] ?? error.name;
  }
  return String(error);
}
