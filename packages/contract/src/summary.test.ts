import { describe, expect, it } from 'vitest';
import { summaryPath } from './paths.ts';
import { meetingSummary, summaryResponse, type MeetingSummary } from './summary.ts';

const segment = {
  transcript: 'I call this meeting to order.',
  timestamp: '00:00:30',
  timestamp_url: 'https://www.youtube.com/watch?v=abc&t=30s',
  speaker_name: { name: 'Mayor Chen' },
  text_to_highlight: [],
};

function summary(): MeetingSummary {
  return [
    {
      parliamentary_section_name: 'Call to order',
      start_timecode: '00:00:30',
      end_timecode: '00:01:00',
      topics: [
        {
          topic_name: 'Call to order',
          start_timecode: '00:00:30',
          end_timecode: '00:01:00',
          duration: '00:00:30',
          heightened_emotions: [],
          summary_of_topic: 'The meeting was called to order.',
          votes: [],
          transcript_segments: [segment],
        },
      ],
    },
    {
      parliamentary_section_name: 'Ordinances and resolutions',
      start_timecode: '00:01:00',
      end_timecode: '01:10:05',
      topics: [
        {
          topic_name: 'Item 1: Ordinance 2026-14',
          start_timecode: '00:01:00',
          end_timecode: '01:10:05',
          duration: '01:09:05',
          heightened_emotions: [
            {
              description: 'Call for order: "Point of order!"',
              timestamp: '00:05:00',
              intensity: 0.8,
              kind: 'order',
            },
          ],
          summary_of_topic: 'Rates rise four percent. Motion carried 4–1.',
          votes: [
            { voter_name: 'Council Member Grant', vote: 'Yes' },
            { voter_name: 'Council Member Osei', vote: 'No' },
          ],
          transcript_segments: [{ ...segment, speaker_name: { raw: null }, text_to_highlight: ['rates'] }],
        },
      ],
    },
  ];
}

describe('meetingSummary', () => {
  it('accepts a summary in the spec §3 shape', () => {
    expect(meetingSummary.parse(summary())).toEqual(summary());
    expect(summaryResponse.parse({ meeting: summary() }).meeting).toHaveLength(2);
    expect(meetingSummary.parse([])).toEqual([]);
  });

  it('rejects malformed timecodes, votes, speakers and emotions', () => {
    const bad: [string, (s: MeetingSummary) => void][] = [
      ['timecode', (s) => void (s[0]!.start_timecode = '0:30')],
      ['vote value', (s) => void ((s[1]!.topics[0]!.votes[0] as { vote: string }).vote = 'Aye')],
      ['voter', (s) => void (s[1]!.topics[0]!.votes[0]!.voter_name = ' ')],
      [
        'speaker',
        (s) =>
          void ((s[0]!.topics[0]!.transcript_segments[0] as { speaker_name: unknown }).speaker_name =
            'Mayor'),
      ],
      ['intensity', (s) => void (s[1]!.topics[0]!.heightened_emotions[0]!.intensity = 2)],
      [
        'emotion kind',
        (s) => void ((s[1]!.topics[0]!.heightened_emotions[0] as { kind: string }).kind = 'joy'),
      ],
      ['no topics', (s) => void (s[0]!.topics = [])],
      [
        'missing field',
        (s) => void delete (s[0]!.topics[0] as Partial<MeetingSummary[number]['topics'][number]>).duration,
      ],
    ];
    for (const [what, spoil] of bad) {
      const s = summary();
      spoil(s);
      expect(meetingSummary.safeParse(s).success, what).toBe(false);
    }
  });

  it('rejects sections and topics out of order', () => {
    const overlapping = summary();
    overlapping[1]!.start_timecode = '00:00:45';
    expect(meetingSummary.safeParse(overlapping).success).toBe(false);
    const outside = summary();
    outside[0]!.topics[0]!.end_timecode = '00:02:00';
    expect(meetingSummary.safeParse(outside).success).toBe(false);
    const backwards = summary();
    backwards[1]!.end_timecode = '00:00:59';
    expect(meetingSummary.safeParse(backwards).success).toBe(false);
  });

  it('builds the path of a meeting from its video URL', () => {
    expect(summaryPath('https://www.youtube.com/watch?v=abc')).toBe(
      '/user_auth/summary/https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dabc',
    );
  });
});
