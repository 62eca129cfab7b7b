import type { SearchResultItem } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import {
  directLink,
  normalizeSegment,
  parseMoment,
  segmentIndexAt,
  segmentText,
  speakerLabel,
  videoUrlFromParam,
  type TranscriptSegment,
} from './segments';

const item = (overrides: Partial<Record<keyof SearchResultItem, unknown>> = {}): SearchResultItem => ({
  id: { raw: '41' },
  video_url: { raw: 'https://www.youtube.com/watch?v=abc' },
  video_title: { raw: 'Council' },
  locality_name: { raw: 'Fairview' },
  state: { raw: 'OH' },
  upload_date: { raw: '2026-03-02T23:30:00.000Z' },
  video_length: { raw: '01:00:00' },
  segment: { raw: 4 },
  segment_start: { raw: '00:02:05' },
  transcript: { raw: 'Hello' },
  timestamp_url: { raw: 'https://www.youtube.com/watch?v=abc&t=125s' },
  speaker_name: { raw: 'Clerk' },
  text_to_highlight: { raw: [] },
  ...Object.fromEntries(Object.entries(overrides).map(([key, raw]) => [key, { raw }])),
});

describe('normalizeSegment', () => {
  it('reads the raw fields', () => {
    expect(normalizeSegment(item())).toEqual({
      id: '41',
      segment: 4,
      transcript: 'Hello',
      timestamp: '00:02:05',
      seconds: 125,
      url: 'https://www.youtube.com/watch?v=abc&t=125s',
      speakerName: 'Clerk',
      textToHighlight: [],
    });
  });

  it('defaults the start to 00:00:00 and the link to the video', () => {
    const segment = normalizeSegment(item({ segment_start: '', timestamp_url: '' }));
    expect(segment.timestamp).toBe('00:00:00');
    expect(segment.seconds).toBe(0);
    expect(segment.url).toBe('https://www.youtube.com/watch?v=abc');
  });
});

describe('row texts', () => {
  it("shows a transcript of '0' as 'no speech'", () => {
    expect(segmentText('0')).toBe('no speech');
    expect(segmentText('0 dollars')).toBe('0 dollars');
  });

  it("shows a missing speaker as 'Unknown Speaker'", () => {
    expect(speakerLabel(null)).toBe('Unknown Speaker');
    expect(speakerLabel('  ')).toBe('Unknown Speaker');
    expect(speakerLabel('Mayor Ortiz')).toBe('Mayor Ortiz');
  });
});

describe('segmentIndexAt', () => {
  const segments = [0, 10, 25, 40].map((seconds) => ({ seconds }) as TranscriptSegment);

  it('finds the segment containing the moment', () => {
    expect(segmentIndexAt(segments, 0)).toBe(0);
    expect(segmentIndexAt(segments, 24)).toBe(1);
    expect(segmentIndexAt(segments, 25)).toBe(2);
    expect(segmentIndexAt(segments, 400)).toBe(3);
  });

  it('is -1 without segments', () => {
    expect(segmentIndexAt([], 10)).toBe(-1);
  });
});

describe('directLink', () => {
  it('encodes the video URL and adds the moment when there is one', () => {
    expect(directLink('https://gavel.example', 'https://vimeo.com/9?a=1&b=2', 125)).toBe(
      'https://gavel.example/transcript/https%3A%2F%2Fvimeo.com%2F9%3Fa%3D1%26b%3D2?t=125',
    );
    expect(directLink('https://gavel.example', 'https://vimeo.com/9', null)).toBe(
      'https://gavel.example/transcript/https%3A%2F%2Fvimeo.com%2F9',
    );
  });
});

describe('parseMoment', () => {
  it('reads seconds and clock times', () => {
    expect(parseMoment('125')).toBe(125);
    expect(parseMoment('125s')).toBe(125);
    expect(parseMoment('00:02:05')).toBe(125);
    expect(parseMoment('12.7')).toBe(12);
  });

  it('is null when absent or unreadable', () => {
    expect(parseMoment(null)).toBeNull();
    expect(parseMoment('')).toBeNull();
    expect(parseMoment('soon')).toBeNull();
    expect(parseMoment('-5')).toBeNull();
  });
});

describe('videoUrlFromParam', () => {
  it('keeps a decoded URL as it is', () => {
    expect(videoUrlFromParam('https://example.org/a%20b.mp4')).toBe('https://example.org/a%20b.mp4');
  });

  it('decodes a URL that is still encoded', () => {
    expect(videoUrlFromParam('https%3A%2F%2Fvimeo.com%2F900000001')).toBe('https://vimeo.com/900000001');
    expect(videoUrlFromParam('https%3A//vimeo.com/1')).toBe('https://vimeo.com/1');
  });

  it('survives a malformed escape', () => {
    expect(videoUrlFromParam('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
