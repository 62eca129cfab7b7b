import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { embedRequestFor } from '../utils/embed-request';
import type { TranscriptSegment } from '../utils/segments';
import { nextSelection, useRangeSelection } from './use-range-selection';

const segment = (i: number): TranscriptSegment => ({
  id: `s${i}`,
  segment: i,
  transcript: `Line ${i}`,
  timestamp: `00:00:${String(10 + i * 5).padStart(2, '0')}`,
  seconds: 10 + i * 5,
  url: '',
  speakerName: null,
  textToHighlight: [],
});
const rows = [0, 1, 2, 3, 4].map(segment);

describe('transcript range selection (spec §4)', () => {
  it('starts with one segment, sets the other end, then starts over', () => {
    const one = nextSelection(null, 2);
    expect(one.range).toEqual({ first: 2, last: 2 });
    const two = nextSelection(one, 4);
    expect(two.range).toEqual({ first: 2, last: 4 });
    const over = nextSelection(two, 1);
    expect(over.range).toEqual({ first: 1, last: 1 });
  });

  it('swaps the ends when the second click is earlier than the start', () => {
    expect(nextSelection(nextSelection(null, 3), 0).range).toEqual({ first: 0, last: 3 });
  });

  it('marks the rows in the range, and clears', () => {
    const { result } = renderHook(() => useRangeSelection());
    act(() => result.current.click(3));
    act(() => result.current.click(1));
    expect([0, 1, 2, 3, 4].map((i) => result.current.isSelected(i))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    act(() => result.current.clear());
    expect(result.current.range).toBeNull();
  });
});

describe('the embed request of a range (spec §3)', () => {
  it('ends at the time of the segment after the range', () => {
    expect(embedRequestFor('https://v', rows, { first: 1, last: 3 })).toEqual({
      video_url: 'https://v',
      start_time: '00:00:15',
      end_time: '00:00:30',
      segments: [
        { timestamp: '00:00:15', text: 'Line 1' },
        { timestamp: '00:00:20', text: 'Line 2' },
        { timestamp: '00:00:25', text: 'Line 3' },
      ],
    });
  });

  it('has a null end when the range reaches the last segment', () => {
    expect(embedRequestFor('https://v', rows, { first: 4, last: 4 })?.end_time).toBeNull();
  });
});
