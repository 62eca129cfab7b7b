/**
 * npm run eval:summary -- --corpus FILE.jsonl.gz [--labels scripts/eval/summary-labels.json] [--verbose]
 *
 * Scores the offline summariser against hand labels of real meetings (summary-labels.json):
 * - section boundaries: a predicted section start matches a labelled one within 60 s (one to one);
 * - votes: a predicted vote (member's surname and value) in a topic matches a labelled roll-call
 *   vote (taken during that topic, give or take 60 s) of the same member and value;
 * and times the summariser per labelled meeting, on the meeting closest to four hours with 2,000+
 * segments, and on the longest meeting of the corpus. Prints tables; asserts nothing.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseClock, type MeetingSummary } from '@gavel/contract';
import { readMeetingLines, type MeetingLine } from '../../apps/server/src/ingest/transcripts/jsonl.ts';
import { segmentsFromLine } from '../../apps/server/src/services/import.service.ts';
import { summarizeOffline } from '../../apps/server/src/summary/offline.ts';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    labels: { type: 'string', default: join(import.meta.dirname, 'summary-labels.json') },
    verbose: { type: 'boolean', default: false },
  },
});
if (!values.corpus) {
  console.error('usage: npm run eval:summary -- --corpus FILE.jsonl.gz [--labels FILE.json] [--verbose]');
  process.exit(2);
}

interface LabelFile {
  source: string;
  meetings: {
    id: string;
    body: string;
    split?: 'development' | 'held-out';
    sections: [string, string][];
    votes: { at: string; votes: [string, string][] }[];
  }[];
}

const labels = JSON.parse(await readFile(values.labels, 'utf8')) as LabelFile;
const wanted = new Map(labels.meetings.map((m) => [m.id, m]));
const WINDOW = 60;
const FOUR_HOURS = 4 * 3600;

const found = new Map<string, MeetingLine>();
let longest: MeetingLine | undefined;
let fourHour: MeetingLine | undefined;
const lastStart = (m: MeetingLine) => m.segments.at(-1)?.start ?? 0;
for await (const { meeting } of readMeetingLines(values.corpus)) {
  if (meeting.id && wanted.has(meeting.id)) {
    found.set(meeting.id, meeting);
  }
  if (!longest || meeting.segments.length > longest.segments.length) {
    longest = meeting;
  }
  if (
    meeting.segments.length >= 2000 &&
    (!fourHour || Math.abs(lastStart(meeting) - FOUR_HOURS) < Math.abs(lastStart(fourHour) - FOUR_HOURS))
  ) {
    fourHour = meeting;
  }
}

function summarise(meeting: MeetingLine): { summary: MeetingSummary; ms: number; segments: number } {
  const segments = segmentsFromLine(meeting);
  const started = performance.now();
  const summary = summarizeOffline({ videoUrl: meeting.video_url, segments });
  return { summary, ms: performance.now() - started, segments: segments.length };
}

/** One-to-one matches of predicted and labelled times within the window, closest first. */
function matchTimes(predicted: number[], labelled: number[]): number {
  const pairs: { p: number; l: number; d: number }[] = [];
  predicted.forEach((p, i) =>
    labelled.forEach((l, j) => {
      const d = Math.abs(p - l);
      if (d <= WINDOW) {
        pairs.push({ p: i, l: j, d });
      }
    }),
  );
  pairs.sort((a, b) => a.d - b.d);
  const usedP = new Set<number>();
  const usedL = new Set<number>();
  for (const pair of pairs) {
    if (!usedP.has(pair.p) && !usedL.has(pair.l)) {
      usedP.add(pair.p);
      usedL.add(pair.l);
    }
  }
  return usedP.size;
}

const surname = (name: string) =>
  (
    name
      .toLowerCase()
      .replace(/[^a-z\s-]/g, ' ')
      .trim()
      .split(/[\s-]+/)
      .at(-1) ?? ''
  ).trim();

/** Votes matched: per labelled roll call, the topic(s) around its time, multiset of surname:value. */
function matchVotes(summary: MeetingSummary, rollCalls: { at: string; votes: [string, string][] }[]) {
  const topics = summary.flatMap((s) => s.topics);
  const predicted = topics.map((t) => ({
    start: parseClock(t.start_timecode),
    end: parseClock(t.end_timecode),
    votes: t.votes.map((v) => ({ key: `${surname(v.voter_name)}:${v.vote}`, used: false })),
  }));
  let matched = 0;
  for (const rollCall of rollCalls) {
    const at = parseClock(rollCall.at);
    const near = predicted.filter((t) => at >= t.start - WINDOW && at <= t.end + WINDOW);
    for (const [name, vote] of rollCall.votes) {
      const key = `${surname(name)}:${vote}`;
      const hit = near.flatMap((t) => t.votes).find((v) => !v.used && v.key === key);
      if (hit) {
        hit.used = true;
        matched += 1;
      }
    }
  }
  return { matched, predicted: predicted.reduce((n, t) => n + t.votes.length, 0) };
}

const prf = (tp: number, predicted: number, labelled: number) => {
  const p = predicted === 0 ? 1 : tp / predicted;
  const r = labelled === 0 ? 1 : tp / labelled;
  return { p, r, f: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
};
const pct = (x: number) => x.toFixed(2);

const rows: string[][] = [];
const newTotals = () => ({ sTp: 0, sPred: 0, sLab: 0, vTp: 0, vPred: 0, vLab: 0 });
const totals = { all: newTotals(), development: newTotals(), 'held-out': newTotals() };
const times: number[] = [];
for (const label of labels.meetings) {
  const meeting = found.get(label.id);
  if (!meeting) {
    console.error(`not in the corpus: ${label.id}`);
    continue;
  }
  const { summary, ms, segments } = summarise(meeting);
  times.push(ms);
  const predictedStarts = summary.map((s) => parseClock(s.start_timecode));
  const labelledStarts = label.sections.map(([at]) => parseClock(at));
  const sTp = matchTimes(predictedStarts, labelledStarts);
  const votes = matchVotes(summary, label.votes);
  const vLab = label.votes.reduce((n, r) => n + r.votes.length, 0);
  for (const t of [totals.all, totals[label.split ?? 'development']]) {
    t.sTp += sTp;
    t.sPred += predictedStarts.length;
    t.sLab += labelledStarts.length;
    t.vTp += votes.matched;
    t.vPred += votes.predicted;
    t.vLab += vLab;
  }
  rows.push([
    label.id,
    label.body,
    label.split ?? 'development',
    String(segments),
    `${sTp}/${predictedStarts.length}/${labelledStarts.length}`,
    `${votes.matched}/${votes.predicted}/${vLab}`,
    ms.toFixed(0),
  ]);
  if (values.verbose) {
    console.log(`\n${label.id}`);
    for (const s of summary) {
      const near = labelledStarts.some((l) => Math.abs(l - parseClock(s.start_timecode)) <= WINDOW);
      console.log(
        `  ${near ? ' ' : '+'} ${s.start_timecode} ${s.parliamentary_section_name} (${s.topics.length} topics)`,
      );
    }
    for (const [at, name] of label.sections) {
      const hit = predictedStarts.some((p) => Math.abs(p - parseClock(at)) <= WINDOW);
      if (!hit) {
        console.log(`  - ${at} ${name} (missed)`);
      }
    }
  }
}

function table(header: string[], body: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  body.forEach((r) => console.log(line(r)));
}

console.log(`\nSummary evaluation on ${rows.length} hand-labelled meetings (${labels.source})\n`);
table(['meeting', 'body', 'split', 'segments', 'sections tp/pred/label', 'votes tp/pred/label', 'ms'], rows);
const scores: string[][] = [];
for (const [name, t] of Object.entries(totals)) {
  const s = prf(t.sTp, t.sPred, t.sLab);
  const v = prf(t.vTp, t.vPred, t.vLab);
  scores.push([name, `section boundaries (±${WINDOW} s)`, pct(s.p), pct(s.r), pct(s.f), 'F1 >= 0.70']);
  scores.push([
    name,
    `votes (member and value), ${t.vLab} labelled`,
    pct(v.p),
    pct(v.r),
    pct(v.f),
    'P >= 0.90, R >= 0.70',
  ]);
}
console.log('');
table(['meetings', 'measure', 'precision', 'recall', 'F1', 'target'], scores);

const sorted = [...times].sort((a, b) => a - b);
const p50 = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
const timing: string[][] = [
  [
    'labelled meetings',
    `${times.length}`,
    `p50 ${p50.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  ],
];
for (const [what, meeting] of [
  ['about four hours', fourHour],
  ['longest meeting', longest],
] as const) {
  if (meeting) {
    const { ms, segments } = summarise(meeting);
    const hours = (lastStart(meeting) / 3600).toFixed(1);
    timing.push([`${what}: ${meeting.id}`, `${segments} segments, ${hours} h`, `${ms.toFixed(0)} ms`]);
  }
}
console.log('');
table(['summarising time (one core)', 'size', 'time'], timing);
