import type { TranscriptSegment } from '../../domain/transcript.ts';
import { pieces } from './fold.ts';

/** Text that marks a speaker change (`>>`) or names a speaker (`<v Name>`, "MAYOR SMITH:"). */
const TURN_MARK = />>|&gt;&gt;|<v[\s.]|^\s*[A-Z][A-Z.'’ -]{1,40}[A-Z.]:\s/;

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * A transcript segment (of a JSON Lines import, say) split at its speaker changes: each `>>` starts
 * a new segment with no known speaker, a named speaker sets the segment's speaker and leaves its
 * text. The segment's time is shared out by words. Text without such marks is returned as it is.
 */
export function splitTurns(segment: TranscriptSegment): TranscriptSegment[] {
  if (!TURN_MARK.test(segment.text)) {
    return [segment];
  }
  const turns: { speaker: string | null; text: string }[] = [];
  let speaker = segment.speaker;
  for (const piece of pieces(segment.text)) {
    speaker = piece.speaker ?? (piece.turn ? null : speaker);
    if (piece.text !== '') {
      turns.push({ speaker, text: piece.text });
    }
  }
  if (turns.length === 0) {
    return [];
  }
  const counts = turns.map((turn) => turn.text.split(' ').length);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const span = (segment.end_seconds ?? segment.start_seconds) - segment.start_seconds;
  let said = 0;
  return turns.map((turn, i) => {
    const start = segment.start_seconds + (span * said) / total;
    said += counts[i] ?? 0;
    const end = segment.end_seconds === null ? null : segment.start_seconds + (span * said) / total;
    return {
      start_seconds: i === 0 ? segment.start_seconds : round(start),
      end_seconds: end === null || i === turns.length - 1 ? segment.end_seconds : round(end),
      speaker: turn.speaker,
      text: turn.text,
    };
  });
}
