/**
 * Reads the meetings of the multi-city evaluation set (scripts/eval/meetings/) into transcript
 * segments, the way Gavel would ingest them:
 * - `.vtt` / `.srt` caption files through the caption parser and folder of the ingest path
 *   (rolling repeats dropped, `>>` speaker changes, ALL-CAPS CART put in sentence case);
 * - `.cdp.json` Council Data Project transcripts: one segment per sentence;
 * - `.json` files of `{turns: [{start, end, speaker, text}]}` (diarised transcripts): one segment
 *   per turn, with its speaker.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { foldCues } from '../../apps/server/src/ingest/captions/fold.ts';
import { parseCaptions } from '../../apps/server/src/ingest/captions/parse.ts';
import type { SourceSegment } from '../../apps/server/src/summary/transcript.ts';

export const MEETINGS_DIR = join(import.meta.dirname, 'meetings');

interface CdpSentence {
  start_time: number;
  end_time: number;
  text: string;
}

interface Turn {
  start: number;
  end: number | null;
  speaker: string | null;
  text: string;
}

const clean = (segments: SourceSegment[]) =>
  segments
    .map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }))
    .filter((s) => s.text !== '')
    .sort((a, b) => a.start_seconds - b.start_seconds);

/** The segments of one file of the set. */
export async function readMeetingFile(file: string): Promise<SourceSegment[]> {
  const content = await readFile(join(MEETINGS_DIR, file), 'utf8');
  if (/\.(vtt|srt)$/i.test(file)) {
    return clean(foldCues(parseCaptions(content)));
  }
  const data = JSON.parse(content) as { sentences?: CdpSentence[]; turns?: Turn[] };
  if (file.endsWith('.cdp.json')) {
    return clean(
      (data.sentences ?? []).map((s) => ({
        start_seconds: s.start_time,
        end_seconds: s.end_time,
        speaker: null,
        text: s.text,
      })),
    );
  }
  return clean(
    (data.turns ?? []).map((t) => ({
      start_seconds: t.start,
      end_seconds: t.end,
      speaker: t.speaker,
      text: t.text,
    })),
  );
}
