import { describe, expect, it } from 'vitest';
import { segmentsFromLine } from './import.service.ts';

describe('segments of a JSONL meeting', () => {
  it('collapses any run of whitespace to one space, drops empty texts, and ends each where the next begins', () => {
    const segments = segmentsFromLine({
      title: 'Meeting',
      date: '2020-01-01',
      video_url: 'https://archive.org/details/m',
      segments: [
        { start: 9, text: 'last  one\there, said slowly and at length' },
        { start: 0, text: ' Call\u00a0to\r\norder ' },
        { start: 4, text: ' \t ' },
        { start: 5, text: 'Roll call.', end: 7, speaker: ' Clerk ' },
      ],
    });
    expect(segments).toEqual([
      { start_seconds: 0, end_seconds: 5, speaker: null, text: 'Call to order' },
      { start_seconds: 5, end_seconds: 7, speaker: 'Clerk', text: 'Roll call.' },
      // Eight words at 2.6 a second.
      {
        start_seconds: 9,
        end_seconds: 12.077,
        speaker: null,
        text: 'last one here, said slowly and at length',
      },
    ]);
  });
});
