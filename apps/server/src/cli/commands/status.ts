import type { Command } from '../options.ts';
import { progressText, table } from '../output.ts';

export const statusCommand: Command = {
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
};
