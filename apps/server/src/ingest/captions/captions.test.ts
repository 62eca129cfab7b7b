import { describe, expect, it } from 'vitest';
import { youtubeAutoOpening } from '../../../test/caption-fixtures.ts';
import { foldCues } from './fold.ts';
import { parseCaptions, parseTimestamp, readCaptions } from './parse.ts';

describe('parseCaptions', () => {
  it('reads timestamps with and without hours, dots or commas', () => {
    expect(parseTimestamp('01:02:03.5')).toBeCloseTo(3723.5);
    expect(parseTimestamp('02:03,250')).toBeCloseTo(123.25);
    expect(parseTimestamp('nonsense')).toBeNaN();
  });

  it('reads SRT with a BOM and CRLF line ends', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:03,000\r\nHello there.\r\n\r\n2\r\n00:00:03,500 --> 00:00:05,000\r\nSecond line\r\ncontinues.\r\n';
    expect(parseCaptions(srt)).toEqual([
      { start: 1, end: 3, text: 'Hello there.' },
      { start: 3.5, end: 5, text: 'Second line\ncontinues.' },
    ]);
  });

  it('skips the header, X-TIMESTAMP-MAP, NOTE and STYLE blocks', () => {
    const vtt = `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000\n\nNOTE a comment\nspanning lines\n\nSTYLE\n::cue { color: red }\n\nintro\n00:01.000 --> 00:02.000 line:0\nFirst.\n`;
    expect(parseCaptions(vtt)).toEqual([{ start: 1, end: 2, text: 'First.' }]);
  });

  it('returns no cues for an empty file', () => {
    expect(parseCaptions('')).toEqual([]);
    expect(parseCaptions('WEBVTT\n\n')).toEqual([]);
  });

  it('drops a cue with an impossible timing, names its line and keeps the rest', () => {
    const vtt =
      'WEBVTT\n\n00:00:58.000 --> 00:00:59.000\nFirst.\n\n00:00:59.000 --> 00:00:60.000\nLost.\n\n00:01:00.000 --> 00:01:02.000\nThird.\n';
    expect(readCaptions(vtt)).toEqual({
      cues: [
        { start: 58, end: 59, text: 'First.' },
        { start: 60, end: 62, text: 'Third.' },
      ],
      dropped: [{ line: 6, reason: 'unreadable end time in "00:00:59.000 --> 00:00:60.000"' }],
    });
  });

  it('ends the header at the first line with an arrow, so a cue right after WEBVTT is kept', () => {
    expect(
      parseCaptions('WEBVTT\n00:00:01.000 --> 00:00:02.000\nOne.\n00:00:02.000 --> 00:00:03.000\nTwo.'),
    ).toEqual([
      { start: 1, end: 2, text: 'One.' },
      { start: 2, end: 3, text: 'Two.' },
    ]);
  });

  it('reads settings glued to the end time, NUL as U+FFFD, and ends a cue at a line with an arrow', () => {
    expect(
      parseCaptions('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\u0000align:end\nA\u0000B\nnext --> line\n'),
    ).toEqual([{ start: 1, end: 2, text: 'A\uFFFDB' }]);
    expect(readCaptions('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA\nnext --> line\n').dropped).toEqual([
      { line: 5, reason: 'unreadable start time in "next --> line"' },
    ]);
  });

  it('reports text with no timing line, but not comments, style sheets or the header', () => {
    const vtt = 'WEBVTT\nKind: captions\n\nNOTE hello\n\nSTYLE\n::cue {}\n\n00:01.000 -> 00:02.000\nLost.\n';
    expect(readCaptions(vtt)).toEqual({
      cues: [],
      dropped: [{ line: 9, reason: 'no timing line before "00:01.000 -> 00:02.000"' }],
    });
  });

  it('reads SRT timestamps with one or two millisecond digits, or none, but not in WebVTT', () => {
    expect(parseCaptions('1\n00:00:01,5 --> 00:00:02\nSRT.\n')).toEqual([
      { start: 1.5, end: 2, text: 'SRT.' },
    ]);
    expect(parseCaptions('WEBVTT\n\n00:00:01.5 --> 00:00:02.000\nVTT.\n')).toEqual([]);
  });
});

describe('foldCues', () => {
  it('folds YouTube auto-captions into sentences without repeated words', () => {
    const segments = foldCues(parseCaptions(youtubeAutoOpening));
    const text = segments.map((s) => s.text).join(' ');
    expect(text).toBe("good evening everyone I'll call this meeting to order. please rise for the pledge.");
    expect(segments[0]?.start_seconds).toBe(0);
    expect(segments.at(-1)?.end_seconds).toBe(7);
  });

  it('starts a new segment at each speaker change and keeps repeated short answers', () => {
    const cues = parseCaptions(
      `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Clerk>Council member Grant?\n\n00:00:02.000 --> 00:00:03.000\n<v Grant>Yes.\n\n00:00:03.000 --> 00:00:04.000\n<v Clerk>Council member Osei?\n\n00:00:04.000 --> 00:00:05.000\n<v Osei>Yes.\n`,
    );
    expect(foldCues(cues).map((s) => [s.speaker, s.text])).toEqual([
      ['Clerk', 'Council member Grant?'],
      ['Grant', 'Yes.'],
      ['Clerk', 'Council member Osei?'],
      ['Osei', 'Yes.'],
    ]);
  });

  it('splits at >> markers and reads CART speaker labels, lowering ALL CAPS', () => {
    const cues = parseCaptions(
      `1\n00:00:01,000 --> 00:00:04,000\nMAYOR SMITH: THE MEETING WILL COME TO ORDER.\n\n2\n00:00:04,000 --> 00:00:06,000\n>> THANK YOU, MAYOR. I MOVE APPROVAL.\n`,
    );
    expect(foldCues(cues)).toEqual([
      { start_seconds: 1, end_seconds: 4, speaker: 'Mayor Smith', text: 'The meeting will come to order.' },
      { start_seconds: 4, end_seconds: 6, speaker: null, text: 'Thank you, mayor. I move approval.' },
    ]);
  });

  it('drops a cue of punctuation alone (the first cue of minneapolis-council-2024-06-13 in the evaluation set)', () => {
    const cues = parseCaptions(
      'WEBVTT\n\n00:00:25.225 --> 00:00:25.358\n. \n\n00:00:25.358 --> 00:00:27.126\n>> GOOD MORNING, MY NAME IS\n\n00:00:27.126 --> 00:00:28.728\n>> --\n\n00:00:28.728 --> 00:00:30.296\n>> ELLIOTT PAYNE.\n',
    );
    expect(foldCues(cues).map((s) => [s.start_seconds, s.text])).toEqual([
      [25.358, 'Good morning, my name is'],
      [28.728, 'Elliott payne.'],
    ]);
  });

  it('never lets a segment run much past 30 seconds', () => {
    const cues = Array.from({ length: 40 }, (_, i) => ({
      start: i * 2,
      end: i * 2 + 2,
      text: `words without an end ${i}`,
    }));
    const segments = foldCues(cues);
    expect(segments.length).toBeGreaterThan(2);
    for (const segment of segments) {
      expect((segment.end_seconds ?? 0) - segment.start_seconds).toBeLessThanOrEqual(32);
    }
  });

  it('decodes entities and strips markup', () => {
    const segments = foldCues([{ start: 0, end: 1, text: '<i>Fish &amp; chips</i> &lt;3 <b>today</b>.' }]);
    expect(segments[0]?.text).toBe('Fish & chips <3 today.');
  });
});
