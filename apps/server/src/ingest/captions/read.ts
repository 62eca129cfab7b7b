import { readFile } from 'node:fs/promises';
import { type CaptionEncoding, decodeCaptions } from './decode.ts';
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
 * what it is, parsed, and folded into segments. Throws a CaptionDecodeError when it is not text.
 */
export async function readCaptionFile(path: string): Promise<CaptionFile> {
  const { text, encoding } = decodeCaptions(await readFile(path));
  const { cues, dropped } = readCaptions(text);
  return { segments: foldCues(cues), cues: cues.length, dropped, encoding };
}

/** "3 cues dropped (lines 12, 40, 95)": how many, and the first few lines. */
export function describeDropped(dropped: DroppedCue[], shown = 5): string {
  const lines = dropped.slice(0, shown).map((d) => d.line);
  const more = dropped.length > shown ? ', ...' : '';
  const noun = dropped.length === 1 ? 'cue' : 'cues';
  const where = dropped.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}${more}`;
  return `${dropped.length} ${noun} dropped (${where})`;
}
