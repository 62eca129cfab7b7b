import { describe, expect, it } from 'vitest';
import { cutAtSilences, SAMPLE_RATE } from '../media/wav.ts';
import { inParallel } from './engine.ts';
import { parseTimedWords, wordsToSegments } from './pocketsphinx.ts';
import { collapseRepeatedPhrases, dropRepetitionLoops } from './repetition.ts';

const segment = (start: number, text: string) => ({
  start_seconds: start,
  end_seconds: start + 2,
  speaker: null,
  text,
});

describe('repetition loops', () => {
  it('keeps one of three or more equal segments in a row, and two in a row as they are', () => {
    const segments = [
      segment(0, 'The motion carries.'),
      segment(2, 'Thank you.'),
      segment(4, 'Thank you.'),
      segment(6, 'thank you'),
      segment(8, 'Next item.'),
      segment(10, 'Yes.'),
      segment(12, 'Yes.'),
    ];
    expect(dropRepetitionLoops(segments)).toEqual([
      segment(0, 'The motion carries.'),
      { start_seconds: 2, end_seconds: 8, speaker: null, text: 'Thank you.' },
      segment(8, 'Next item.'),
      segment(10, 'Yes.'),
      segment(12, 'Yes.'),
    ]);
  });

  it('collapses a phrase looping inside one segment', () => {
    expect(collapseRepeatedPhrases('we will now we will now we will now we will now vote')).toBe(
      'we will now vote',
    );
    expect(collapseRepeatedPhrases('no no no no')).toBe('no');
    expect(collapseRepeatedPhrases('very very good')).toBe('very very good');
    expect(dropRepetitionLoops([segment(0, 'go go go go')])).toEqual([segment(0, 'go')]);
  });
});

describe('pocketsphinx output', () => {
  const output = `hello city council
<s> 0.000 0.020 1.000000
hello 0.030 0.400 0.9
<sil> 0.410 1.500 1.0
city(2) 1.510 1.800 0.7
[NOISE] 1.810 1.900 0.5
council 1.910 2.400 0.9
</s> 2.410 2.600 1.000000`;

  it('reads timed words, shifted by the chunk start, without fillers or pronunciation numbers', () => {
    expect(parseTimedWords(output, 60)).toEqual([
      { word: 'hello', start: 60.03, end: 60.4 },
      { word: 'city', start: 61.51, end: 61.8 },
      { word: 'council', start: 61.91, end: 62.4 },
    ]);
  });

  it('groups words into segments at long pauses', () => {
    expect(wordsToSegments(parseTimedWords(output, 0))).toEqual([
      { start_seconds: 0.03, end_seconds: 0.4, speaker: null, text: 'hello' },
      { start_seconds: 1.51, end_seconds: 2.4, speaker: null, text: 'city council' },
    ]);
  });
});

describe('cutting audio at silences', () => {
  it('cuts near each target length, inside the quiet stretch', () => {
    // 100 s of tone with one second of silence starting at 48 s.
    const samples = new Int16Array(100 * SAMPLE_RATE);
    for (let i = 0; i < samples.length; i += 1) {
      const t = i / SAMPLE_RATE;
      samples[i] = t >= 48 && t < 49 ? 0 : Math.round(8000 * Math.sin(2 * Math.PI * 220 * t));
    }
    const cuts = cutAtSilences(samples, 50);
    expect(cuts).toHaveLength(3);
    expect(cuts[0]).toBe(0);
    expect((cuts[1] ?? 0) / SAMPLE_RATE).toBeGreaterThanOrEqual(48);
    expect((cuts[1] ?? 0) / SAMPLE_RATE).toBeLessThanOrEqual(49);
    expect(cuts[2]).toBe(samples.length);
  });

  it('does not cut short audio', () => {
    expect(cutAtSilences(new Int16Array(SAMPLE_RATE * 5), 30)).toEqual([0, SAMPLE_RATE * 5]);
  });
});

describe('inParallel', () => {
  it('runs at most the limit at once and keeps the order of results', async () => {
    let running = 0;
    let most = 0;
    const tasks = [30, 10, 20, 5].map((ms, i) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return i;
    });
    expect(await inParallel(tasks, 2)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });
});
