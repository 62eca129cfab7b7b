import { describeDropped } from '../../ingest/captions/read.ts';
import { IMPORT_CONCURRENCY } from '../../services/import.service.ts';
import { type Command, parse, str, UsageError } from '../options.ts';
import { plural } from '../output.ts';
import { progressBar } from '../progress.ts';

export const importCommand: Command = {
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
        throw new UsageError('Import one caption file at a time, with its --title, --date and --video-url.');
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
};
