import { describe, expect, it } from 'vitest';
import type { MeetingInfo, TranscriptSegment } from './segments';
import { downloadName, quoteWithCitation, srtTime, transcriptSrt, transcriptText } from './transcript-export';

const meeting: MeetingInfo = {
  videoUrl: 'https://www.youtube.com/watch?v=abc',
  title: 'Fairview City Council Regular Meeting',
  locality: 'Fairview',
  state: 'OH',
  uploadDate: '2026-09-05T16:00:00.000Z',
  videoLength: '00:01:10',
};

const segment = (
  n: number,
  seconds: number,
  transcript: string,
  speakerName: string | null,
): TranscriptSegment => ({
  id: String(n),
  segment: n,
  transcript,
  timestamp: `00:00:${String(seconds).padStart(2, '0')}`,
  seconds,
  url: '',
  speakerName,
  textToHighlight: [],
});

const segments = [
  segment(1, 0, 'Call to order.', 'Mayor Diaz'),
  segment(2, 12, '0', null),
  segment(3, 30, 'Motion to approve the water rates.', 'Council Member Lee'),
  segment(4, 61, 'Seconded.', null),
];

describe('transcript downloads', () => {
  it('writes plain text: the meeting, its link, then time, speaker and words', () => {
    const text = transcriptText(meeting, segments, 'https://gavel.example/transcript/x');
    expect(text.split('\n').slice(0, 7)).toEqual([
      'Fairview City Council Regular Meeting',
      'Fairview, OH · Sept. 5, 2026',
      'https://gavel.example/transcript/x',
      '',
      '[00:00:00] Mayor Diaz: Call to order.',
      '[00:00:12] (no speech)',
      '[00:00:30] Council Member Lee: Motion to approve the water rates.',
    ]);
  });

  it('writes SubRip cues from each start to the next, the last to the end of the meeting', () => {
    expect(srtTime(3725.5)).toBe('01:02:05,500');
    expect(transcriptSrt(meeting, segments)).toBe(
      [
        '1\n00:00:00,000 --> 00:00:12,000\nMayor Diaz: Call to order.\n',
        '2\n00:00:30,000 --> 00:01:01,000\nCouncil Member Lee: Motion to approve the water rates.\n',
        '3\n00:01:01,000 --> 00:01:06,000\nSeconded.\n',
      ].join('\n'),
    );
  });

  it('quotes a range with the speaker, the meeting, the place, the date and the link', () => {
    expect(quoteWithCitation(meeting, segments.slice(2, 3), 'https://gavel.example/t?t=30')).toBe(
      '“Motion to approve the water rates.” — Council Member Lee, Fairview City Council Regular Meeting (Fairview, OH), Sept. 5, 2026. https://gavel.example/t?t=30',
    );
  });

  it('names files after the meeting and its date', () => {
    expect(downloadName(meeting, 'srt')).toBe('fairview-city-council-regular-meeting-2026-09-05.srt');
  });
});
