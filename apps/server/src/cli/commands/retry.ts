import { notFound } from '../../domain/errors.ts';
import { type Command, parse, UsageError } from '../options.ts';

export const retryCommand: Command = {
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
};
