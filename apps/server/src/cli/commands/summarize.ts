import type { RegenerateResult } from '../../services/summary.service.ts';
import { type Command, parse, UsageError } from '../options.ts';
import { progressBar } from '../progress.ts';

export const summarizeCommand: Command = {
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
};
