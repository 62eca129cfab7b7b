/**
 * npm run eval:summary -- [--corpus FILE.jsonl.gz | --no-knox] [--labels FILE.json] [--set FILE.json ...]
 *   [--engine offline|llm --llm-url URL --llm-model NAME [--llm-key KEY] [--llm-chunk CHARS]] [--verbose]
 *   [--unpunctuated | --lower-case | --all-caps] [--short-cues] [--every-file]
 *
 * Scores the offline summariser against hand labels of real meetings:
 * - the Knox County meetings of `--corpus` (default ../shared/data/knox-meetings.jsonl.gz) with
 *   the labels of summary-labels.json (sections and roll-call votes);
 * - the multi-city set of scripts/eval/meetings with the labels of multi-city-labels.json and
 *   of every file in labels/ (sections, agenda items, motions and named votes), sources in
 *   sources.md; `--set` (repeatable) scores the given label files instead.
 * Prints, per jurisdiction and overall, for the development and held-out splits: section
 * boundary F1, agenda-item boundary F1, named-vote precision and recall, motion-result accuracy
 * and the share of topics longer than 30 minutes (see score.ts); then the summarising time of
 * each meeting and of a four-hour meeting. Asserts nothing.
 *
 * --unpunctuated scores the development meetings that are caption files (WebVTT, SubRip) as
 * automatic captions without punctuation, capitals or speaker marks would give the same words at
 * the same times (corpus.ts `withoutPunctuation`), against the same labels: how the summary holds
 * when captions carry no sentences. Knox and the held-out meetings are left out.
 *
 * --short-cues also cuts them into cues of four words, as live automatic captions come; given
 * alone, it cuts the development caption files as written (punctuation, capitals and speaker marks
 * kept), as live captions with punctuation come.
 * --every-file rewrites the other development files too (speaker turns, CDP sentences, Swagit
 * pages), segment by segment.
 *
 * --lower-case does the same with the caption lines in lower case alone, their punctuation and
 * speaker marks kept, as some caption services write: how the summary holds without capitals.
 * --all-caps does the same in capitals, as CART writers give captions, read as Gavel reads them
 * (sentence-cased, names given back their capitals where the captions spell them).
 *
 * --engine llm scores an OpenAI-compatible chat completions endpoint instead of the offline
 * summariser, with the LLM summariser of the server (no offline fallback: a meeting the model
 * fails on is scored as an empty summary and counted as failed).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { MeetingSummary } from '@gavel/contract';
import { readMeetingLines, type MeetingLine } from '../../apps/server/src/ingest/transcripts/jsonl.ts';
import { segmentsFromLine } from '../../apps/server/src/services/import.service.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { llmSummarizer } from '../../apps/server/src/summary/llm.ts';
import { summarizeOffline } from '../../apps/server/src/summary/offline.ts';
import type { SourceSegment } from '../../apps/server/src/summary/transcript.ts';
import { inShortCues, MEETINGS_DIR, meetingSegments, rewrittenMeeting, type CaptionForm } from './corpus.ts';
import {
  addCounts,
  emptyCounts,
  MEASURE_HEADER,
  measures,
  scoreMeeting,
  type Counts,
  type MeetingLabels,
} from './score.ts';

const root = join(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: join(root, '..', 'shared', 'data', 'knox-meetings.jsonl.gz') },
    labels: { type: 'string', default: join(import.meta.dirname, 'summary-labels.json') },
    set: { type: 'string', multiple: true },
    verbose: { type: 'boolean', default: false },
    unpunctuated: { type: 'boolean', default: false },
    'lower-case': { type: 'boolean', default: false },
    'all-caps': { type: 'boolean', default: false },
    'short-cues': { type: 'boolean', default: false },
    'every-file': { type: 'boolean', default: false },
    knox: { type: 'boolean', default: true },
    engine: { type: 'string', default: 'offline' },
    'llm-url': { type: 'string' },
    'llm-model': { type: 'string' },
    'llm-key': { type: 'string', default: '' },
    'llm-chunk': { type: 'string', default: '48000' },
  },
  allowNegative: true,
});
if ([values.unpunctuated, values['lower-case'], values['all-caps']].filter(Boolean).length > 1) {
  console.error('--unpunctuated, --lower-case and --all-caps are forms: give one');
  process.exit(2);
}
/** The form the caption files are rewritten in, if any. */
const form: CaptionForm | undefined = values.unpunctuated
  ? 'unpunctuated'
  : values['lower-case']
    ? 'lower-case'
    : values['all-caps']
      ? 'all-caps'
      : undefined;
/** Whether the development files are read in another form than their own, and the rest left out. */
const rewriting = form !== undefined || values['short-cues'];
if (values['every-file'] && !rewriting) {
  console.error('--every-file goes with --unpunctuated, --lower-case, --all-caps or --short-cues');
  process.exit(2);
}
if (values.engine !== 'offline' && values.engine !== 'llm') {
  console.error('--engine is offline or llm');
  process.exit(2);
}
const llmUrl = values['llm-url'];
const llmModel = values['llm-model'];
if (values.engine === 'llm' && (!llmUrl || !llmModel)) {
  console.error('--engine llm needs --llm-url and --llm-model');
  process.exit(2);
}
const model =
  values.engine === 'llm' && llmUrl && llmModel
    ? llmSummarizer(
        {
          baseUrl: llmUrl,
          model: llmModel,
          apiKey: values['llm-key'],
          chunkChars: Number(values['llm-chunk']),
          timeoutMs: 300_000,
        },
        createLogger('warn'),
      )
    : undefined;
let failures = 0;

interface KnoxLabels {
  meetings: {
    id: string;
    split?: 'development' | 'held-out';
    sections: [string, string][];
    votes: { at: string; votes: [string, string][] }[];
  }[];
}
interface SetLabels {
  meetings: (MeetingLabels & { file: string; body: string; kind: string })[];
}

interface Case {
  labels: MeetingLabels;
  segments: SourceSegment[];
  videoUrl: string;
}

const FOUR_HOURS = 4 * 3600;
const cases: Case[] = [];
const FORM_NOTE: Record<CaptionForm, string> = {
  unpunctuated: ' (development caption files, read without punctuation, capitals or speaker marks)',
  'lower-case': ' (development caption files, read in lower case)',
  'all-caps': ' (development caption files, read in capitals as CART captions)',
};
let fourHour: MeetingLine | undefined;
const lastStart = (m: MeetingLine) => m.segments.at(-1)?.start ?? 0;

if (values.knox && !rewriting && existsSync(values.corpus)) {
  const knox = JSON.parse(await readFile(values.labels, 'utf8')) as KnoxLabels;
  const wanted = new Map(knox.meetings.map((m) => [m.id, m]));
  for await (const { meeting } of readMeetingLines(values.corpus)) {
    const label = meeting.id ? wanted.get(meeting.id) : undefined;
    if (label) {
      // A meeting listed twice in the corpus is scored once.
      wanted.delete(label.id);
      cases.push({
        labels: {
          id: label.id,
          jurisdiction: 'Knox County, TN',
          split: label.split ?? 'development',
          sections: label.sections,
          motions: label.votes.map((v) => ({ at: v.at, votes: v.votes })),
        },
        segments: segmentsFromLine(meeting),
        videoUrl: meeting.video_url,
      });
    }
    if (
      meeting.segments.length >= 2000 &&
      (!fourHour || Math.abs(lastStart(meeting) - FOUR_HOURS) < Math.abs(lastStart(fourHour) - FOUR_HOURS))
    ) {
      fourHour = meeting;
    }
  }
} else if (values.knox && !rewriting) {
  console.error(`Knox corpus not found (${values.corpus}): scoring the multi-city set only.`);
}

/** The label files of the multi-city set: the first one and one more per jurisdiction added later. */
async function defaultSetFiles(): Promise<string[]> {
  const dir = join(import.meta.dirname, 'labels');
  const more = existsSync(dir) ? (await readdir(dir)).filter((f) => f.endsWith('.json')).sort() : [];
  return [join(import.meta.dirname, 'multi-city-labels.json'), ...more.map((f) => join(dir, f))];
}

for (const file of values.set ?? (await defaultSetFiles())) {
  const set = JSON.parse(await readFile(file, 'utf8')) as SetLabels;
  for (const label of set.meetings) {
    const content = await readFile(join(MEETINGS_DIR, label.file), 'utf8');
    const caption = /\.(?:vtt|srt)$/i.test(label.file);
    if (rewriting && (label.split !== 'development' || (!caption && !values['every-file']))) {
      continue;
    }
    const segments = form
      ? rewrittenMeeting(label.file, content, form)
      : meetingSegments(label.file, content);
    cases.push({
      labels: label,
      segments: values['short-cues'] ? inShortCues(segments) : segments,
      videoUrl: `https://example.org/meetings/${label.id}`,
    });
  }
}

async function summarise(c: {
  segments: SourceSegment[];
  videoUrl: string;
}): Promise<{ summary: MeetingSummary; ms: number }> {
  const started = performance.now();
  let summary: MeetingSummary = [];
  if (model) {
    try {
      summary = await model.summarize({ videoUrl: c.videoUrl, segments: c.segments });
    } catch (error) {
      failures += 1;
      console.error(
        `the model failed on ${c.videoUrl}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } else {
    summary = summarizeOffline({ videoUrl: c.videoUrl, segments: c.segments });
  }
  return { summary, ms: performance.now() - started };
}

function table(header: string[], body: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  body.forEach((r) => console.log(line(r)));
}

const groups = new Map<string, Counts>();
const group = (key: string) => {
  let counts = groups.get(key);
  if (!counts) {
    counts = emptyCounts();
    groups.set(key, counts);
  }
  return counts;
};
const perMeeting: string[][] = [];
const times: number[] = [];
for (const c of cases) {
  const { summary, ms } = await summarise(c);
  times.push(ms);
  const counts = scoreMeeting(summary, c.labels);
  const { jurisdiction, split } = c.labels;
  const external = jurisdiction !== 'Knox County, TN';
  for (const key of [
    `${jurisdiction}|${split}`,
    ...(external ? [`all but Knox|${split}`, `all but Knox|all`] : []),
  ]) {
    addCounts(group(key), counts);
  }
  perMeeting.push([
    c.labels.id,
    split,
    String(c.segments.length),
    ...measures(counts).slice(1),
    ms.toFixed(0),
  ]);
  if (values.verbose) {
    console.log(`\n${c.labels.id}`);
    for (const section of summary) {
      console.log(`  ${section.start_timecode} § ${section.parliamentary_section_name}`);
      for (const topic of section.topics) {
        const motions = (topic.motions ?? []).map((m) => `${m.timestamp} ${m.result}`).join(', ');
        console.log(
          `      ${topic.start_timecode}-${topic.end_timecode} ${topic.topic_name}${topic.votes.length ? ` [${topic.votes.length} votes]` : ''}${motions ? ` {${motions}}` : ''}`,
        );
      }
    }
  }
}

console.log(
  `\nSummary evaluation of ${model ? model.generator : 'the offline summariser'}: ${cases.length} hand-labelled meetings${form ? FORM_NOTE[form] : values['short-cues'] ? ' (development caption files, as written)' : ''}${values['short-cues'] ? ', in cues of four words' : ''}${values['every-file'] ? ', every development file' : ''}${failures > 0 ? `, ${failures} failed` : ''}\n`,
);
table(
  ['meeting', 'split', 'segments', ...MEASURE_HEADER.slice(1), 'ms'],
  perMeeting.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? '')),
);

const order = (key: string) => {
  const [name = '', split = ''] = key.split('|');
  const rank = name === 'Knox County, TN' ? 0 : name === 'all but Knox' ? 2 : 1;
  return `${rank}${name}${split === 'development' ? 0 : split === 'held-out' ? 1 : 2}`;
};
const rows = [...groups.entries()]
  .sort(([a], [b]) => order(a).localeCompare(order(b)))
  .map(([key, counts]) => [...key.split('|'), ...measures(counts)]);
console.log('');
table(['jurisdiction', 'split', ...MEASURE_HEADER], rows);
console.log(
  '\nTargets on the held-out split: item F1 >= 0.70 per jurisdiction; named votes P >= 0.95 and R >= 0.80 overall, no jurisdiction below R 0.60; motion results >= 0.90; Knox no lower than before.',
);

const sorted = [...times].sort((a, b) => a - b);
const timing: string[][] = [
  [
    'labelled meetings',
    `${times.length}`,
    `p50 ${(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  ],
];
if (fourHour && !model) {
  const segments = segmentsFromLine(fourHour);
  const { ms } = await summarise({ segments, videoUrl: fourHour.video_url });
  timing.push([
    `about four hours: ${fourHour.id}`,
    `${segments.length} segments, ${(lastStart(fourHour) / 3600).toFixed(1)} h`,
    `${ms.toFixed(0)} ms`,
  ]);
}
console.log('');
table(['summarising time (one core)', 'size', 'time'], timing);
