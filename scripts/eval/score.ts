/**
 * Scores one summary against the hand labels of its meeting. Times match within WINDOW seconds,
 * one to one, closest first.
 * - sections: predicted section starts against labelled ones;
 * - agenda items: predicted topic starts against labelled items; a public-comment section counts
 *   once, however many speakers it holds, and a topic of one speaker ("Speaker: ...", such as a
 *   resident speaking in a public hearing) or a part of a long item that the summary names as
 *   its continuation ("Item 7A (continued): ...") is part of its item, not an item;
 * - named votes: a predicted vote (surname and value) in a topic around a labelled motion's
 *   moment matches a labelled vote of that motion; a surname matches itself or a caption's
 *   garbled spelling of it (the labels keep names as captioned: "Palmlmisano", "Kosk"); precision
 *   counts every predicted vote;
 * - motion results: a labelled motion is right when a predicted motion within the window has the
 *   same result (carried or failed);
 * - movers, seconders and tallies, on the same pairs of labelled and predicted motions: a labelled
 *   mover or seconder is right when the predicted one has the same surname (or the caption's
 *   garbled spelling of it, or the same office: "the chair", "Vice chair"); a labelled tally
 *   ("6-1", "7-0, 1 abstention") is right when the predicted tally has as many yes and no votes, and
 *   "unanimous" when the predicted motion is unanimous or its tally has no noes; other tallies
 *   ("majority; Meredith nay") are not scored;
 * - long topics: topics over 30 minutes outside public comment.
 */
import { parseClock, type MeetingSummary, type SummaryMotion } from '@gavel/contract';
import { sameSurname } from '../../apps/server/src/summary/voter-roster.ts';

export const WINDOW = 60;
const LONG_TOPIC = 30 * 60;

export interface LabelledMotion {
  at: string;
  motion?: string;
  mover?: string;
  seconder?: string;
  result?: 'carried' | 'failed';
  tally?: string;
  votes?: [string, string][];
}

export interface MeetingLabels {
  id: string;
  jurisdiction: string;
  split: 'development' | 'held-out';
  sections: [string, string][];
  items?: [string, string][];
  motions: LabelledMotion[];
}

export interface Counts {
  meetings: number;
  sTp: number;
  sPred: number;
  sLab: number;
  iTp: number;
  iPred: number;
  iLab: number;
  vTp: number;
  vPred: number;
  vLab: number;
  mRight: number;
  mLab: number;
  moverRight: number;
  moverLab: number;
  seconderRight: number;
  seconderLab: number;
  tallyRight: number;
  tallyLab: number;
  topics: number;
  long: number;
}

export const emptyCounts = (): Counts => ({
  meetings: 0,
  sTp: 0,
  sPred: 0,
  sLab: 0,
  iTp: 0,
  iPred: 0,
  iLab: 0,
  vTp: 0,
  vPred: 0,
  vLab: 0,
  mRight: 0,
  mLab: 0,
  moverRight: 0,
  moverLab: 0,
  seconderRight: 0,
  seconderLab: 0,
  tallyRight: 0,
  tallyLab: 0,
  topics: 0,
  long: 0,
});

export function addCounts(into: Counts, from: Counts): void {
  for (const key of Object.keys(into) as (keyof Counts)[]) {
    into[key] += from[key];
  }
}

/** One-to-one pairs of predicted and labelled times within the window, closest first. */
export function pairTimes(predicted: number[], labelled: number[]): [number, number][] {
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
  const result: [number, number][] = [];
  for (const pair of pairs) {
    if (!usedP.has(pair.p) && !usedL.has(pair.l)) {
      usedP.add(pair.p);
      usedL.add(pair.l);
      result.push([pair.p, pair.l]);
    }
  }
  return result;
}

export const surname = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .trim()
    .split(/[\s-]+/)
    .at(-1) ?? '';

/** A predicted mover or seconder names the labelled member (or office) by surname. */
function sameMember(said: string | null, labelled: string): boolean {
  if (!said) {
    return false;
  }
  const [a, b] = [surname(said), surname(labelled)];
  return a === b || sameSurname(a, b);
}

/** Whether a predicted motion has the labelled tally; undefined for a tally that is not scored. */
function tallyRight(said: SummaryMotion, labelled: string | undefined): boolean | undefined {
  if (labelled === 'unanimous') {
    return said.unanimous || (said.tally !== null && said.tally.yes > 0 && said.tally.no === 0);
  }
  const counted = labelled ? /^(\d+)-(\d+)(?:,|$)/.exec(labelled) : null;
  if (!counted) {
    return undefined;
  }
  return said.tally?.yes === Number(counted[1]) && said.tally.no === Number(counted[2]);
}

/** A topic the summary names as the continuation of the item before it. */
const CONTINUED = /^[^:]+ \(continued\)(?::|$)/;

const isPublicComment = (name: string) =>
  /public (comment|forum|participation)|citizen|communication/i.test(name);

/** Topic starts that count as agenda items: every topic, a public-comment section once. */
export function itemStarts(summary: MeetingSummary): number[] {
  return summary.flatMap((section) =>
    isPublicComment(section.parliamentary_section_name)
      ? [parseClock(section.start_timecode)]
      : section.topics
          .filter(
            (t, i) => i === 0 || !(t.topic_name.startsWith('Speaker: ') || CONTINUED.test(t.topic_name)),
          )
          .map((t) => parseClock(t.start_timecode)),
  );
}

export function scoreMeeting(summary: MeetingSummary, labels: MeetingLabels): Counts {
  const counts = emptyCounts();
  counts.meetings = 1;
  const sectionStarts = summary.map((s) => parseClock(s.start_timecode));
  counts.sPred = sectionStarts.length;
  counts.sLab = labels.sections.length;
  counts.sTp = pairTimes(
    sectionStarts,
    labels.sections.map(([at]) => parseClock(at)),
  ).length;

  if (labels.items) {
    const starts = itemStarts(summary);
    counts.iPred = starts.length;
    counts.iLab = labels.items.length;
    counts.iTp = pairTimes(
      starts,
      labels.items.map(([at]) => parseClock(at)),
    ).length;
  }

  // Named votes.
  const topics = summary.flatMap((s) =>
    s.topics.map((t) => ({
      start: parseClock(t.start_timecode),
      end: parseClock(t.end_timecode),
      votes: t.votes.map((v) => ({ surname: surname(v.voter_name), vote: v.vote, used: false })),
    })),
  );
  counts.vPred = topics.reduce((n, t) => n + t.votes.length, 0);
  for (const motion of labels.motions) {
    const at = parseClock(motion.at);
    const near = topics.filter((t) => at >= t.start - WINDOW && at <= t.end + WINDOW);
    for (const [name, vote] of motion.votes ?? []) {
      counts.vLab += 1;
      const heard = surname(name);
      const open = near.flatMap((t) => t.votes).filter((v) => !v.used && v.vote === vote);
      // The label's spelling first, then the same member's name as captions garble it.
      const hit = open.find((v) => v.surname === heard) ?? open.find((v) => sameSurname(v.surname, heard));
      if (hit) {
        hit.used = true;
        counts.vTp += 1;
      }
    }
  }

  // Motion results.
  const withResult = labels.motions.filter((m) => m.result);
  const predicted = summary.flatMap((s) => s.topics.flatMap((t) => t.motions ?? []));
  const pairs = pairTimes(
    predicted.map((m) => parseClock(m.timestamp)),
    withResult.map((m) => parseClock(m.at)),
  );
  counts.mLab = withResult.length;
  counts.mRight = pairs.filter(([p, l]) => predicted[p]?.result === withResult[l]?.result).length;
  for (const [p, l] of pairs) {
    const said = predicted[p];
    const label = withResult[l];
    if (!said || !label) {
      continue;
    }
    if (label.mover) {
      counts.moverLab += 1;
      counts.moverRight += Number(sameMember(said.mover, label.mover));
    }
    if (label.seconder) {
      counts.seconderLab += 1;
      counts.seconderRight += Number(sameMember(said.seconder, label.seconder));
    }
    const tally = tallyRight(said, label.tally);
    if (tally !== undefined) {
      counts.tallyLab += 1;
      counts.tallyRight += Number(tally);
    }
  }

  for (const section of summary) {
    if (isPublicComment(section.parliamentary_section_name)) {
      continue;
    }
    for (const topic of section.topics) {
      counts.topics += 1;
      if (parseClock(topic.end_timecode) - parseClock(topic.start_timecode) > LONG_TOPIC) {
        counts.long += 1;
      }
    }
  }
  return counts;
}

const ratio = (a: number, b: number) => (b === 0 ? undefined : a / b);
const f1 = (tp: number, pred: number, lab: number) => {
  const p = ratio(tp, pred) ?? (lab === 0 ? 1 : 0);
  const r = ratio(tp, lab);
  if (r === undefined) {
    return undefined;
  }
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
};
const show = (x: number | undefined) => (x === undefined ? '–' : x.toFixed(2));

/** The measures of a group as table cells. */
export function measures(c: Counts): string[] {
  return [
    String(c.meetings),
    show(f1(c.sTp, c.sPred, c.sLab)),
    show(f1(c.iTp, c.iPred, c.iLab)),
    `${show(ratio(c.vTp, c.vPred))} / ${show(ratio(c.vTp, c.vLab))} (${c.vLab})`,
    `${show(ratio(c.mRight, c.mLab))} (${c.mLab})`,
    `${show(ratio(c.moverRight, c.moverLab))} (${c.moverLab}) / ${show(ratio(c.seconderRight, c.seconderLab))} (${c.seconderLab})`,
    `${show(ratio(c.tallyRight, c.tallyLab))} (${c.tallyLab})`,
    `${show(ratio(c.long, c.topics))} (${c.long}/${c.topics})`,
  ];
}

export const MEASURE_HEADER = [
  'meetings',
  'section F1',
  'item F1',
  'named votes P / R (labelled)',
  'motion results (labelled)',
  'movers / seconders (labelled)',
  'tallies (labelled)',
  'topics > 30 min',
];
