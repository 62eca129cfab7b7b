import { readFile } from 'node:fs/promises';
import { type CaptionEncoding, CaptionDecodeError, decodeCaptions } from './decode.ts';
import type { CasingContext } from './casing.ts';
import { foldCues } from './fold.ts';
import { readCaptions, type DroppedCue } from './parse.ts';
import type { TranscriptSegment } from '../../domain/transcript.ts';

/** A caption file read into transcript segments, with the cues that had to be left out. */
export interface CaptionFile {
  segments: TranscriptSegment[];
  /** Cues read (before folding). */
  cues: number;
  dropped: DroppedCue[];
  encoding: CaptionEncoding;
}

/**
 * Reads a WebVTT or SRT file as the import command and the captions step both do: decoded as
 * what it is, parsed, and folded into segments (`context` spells the meeting's names for
 * sentence-cased ALL-CAPS text). Throws a CaptionDecodeError when it is not text.
 */
export async function readCaptionFile(path: string, context: CasingContext = {}): Promise<CaptionFile> {
  const { text, encoding } = decodeCaptions(await readFile(path));
  const { cues, dropped } = readCaptions(text);
  return { segments: foldCues(cues, context), cues: cues.length, dropped, encoding };
}

/** "3 cues dropped (lines 12, 40, 95)": how many, and the first few lines. */
export function describeDropped(dropped: DroppedCue[], shown = 5): string {
  const lines = dropped.slice(0, shown).map((d) => d.line);
  const more = dropped.length > shown ? ', ...' : '';
  const noun = dropped.length === 1 ? 'cue' : 'cues';
  const where = dropped.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}${more}`;
  return `${dropped.length} ${noun} dropped (${where})`;
}

/** Captions that can be stored, or why they cannot be used. */
export type MeetingCaptions =
  | { usable: true; segments: TranscriptSegment[]; dropped: DroppedCue[] }
  | { usable: false; reason: string; dropped: DroppedCue[] };

/**
 * A meeting's caption file for the captions step: its segments, or, when it is not text or no
 * cue of it can be read, the reason ("Captions unusable: ...; transcribing instead").
 */
export async function meetingCaptions(path: string, context: CasingContext = {}): Promise<MeetingCaptions> {
  let read: CaptionFile;
  try {
    read = await readCaptionFile(path, context);
  } catch (error) {
    if (error instanceof CaptionDecodeError) {
      return { usable: false, reason: unusable(error.message), dropped: [] };
    }
    throw error;
  }
  const { segments, dropped } = read;
  if (segments.length > 0) {
    return { usable: true, segments, dropped };
  }
  const first = dropped[0];
  const why = first
    ? `no cue could be read (${describeDropped(dropped)}; line ${first.line}: ${first.reason})`
    : 'the file has no cues';
  return { usable: false, reason: unusable(why), dropped };
}

const unusable = (why: string) => `Captions unusable: ${why}; transcribing instead`;
