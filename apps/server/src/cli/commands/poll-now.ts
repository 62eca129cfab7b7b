import { notFound } from '../../domain/errors.ts';
import { type Command, parse, str, UsageError } from '../options.ts';

export const pollNowCommand: Command = {
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
};
