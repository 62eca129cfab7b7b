import type { MeetingSummary, SummaryTopic } from '@gavel/contract';

function topic(
  fields: Partial<SummaryTopic> & Pick<SummaryTopic, 'topic_name' | 'start_timecode' | 'end_timecode'>,
) {
  return {
    duration: '00:00:10',
    heightened_emotions: [],
    summary_of_topic: '',
    votes: [],
    transcript_segments: [],
    ...fields,
  } satisfies SummaryTopic;
}

/**
 * A small summary in the server's shape: the call to order (00:00:30 to 00:01:00), public comment
 * (to 00:02:00) and the agenda, whose item 1 has a roll-call vote, a heated moment and its segments.
 */
export function summaryFixture(): MeetingSummary {
  return [
    {
      parliamentary_section_name: 'Call to order',
      start_timecode: '00:00:30',
      end_timecode: '00:01:00',
      topics: [
        topic({
          topic_name: 'Opening',
          start_timecode: '00:00:30',
          end_timecode: '00:01:00',
          summary_of_topic: 'The mayor called the meeting to order.',
        }),
      ],
    },
    {
      parliamentary_section_name: 'Public comment',
      start_timecode: '00:01:00',
      end_timecode: '00:02:00',
      topics: [
        topic({ topic_name: 'Speaker: Luis Ortega', start_timecode: '00:01:00', end_timecode: '00:01:30' }),
        topic({ topic_name: 'Speaker: Ellen Park', start_timecode: '00:01:30', end_timecode: '00:02:00' }),
      ],
    },
    {
      parliamentary_section_name: 'Ordinances and resolutions',
      start_timecode: '00:02:00',
      end_timecode: '00:04:00',
      topics: [
        topic({
          topic_name: 'Item 1: Water and sewer rates',
          start_timecode: '00:02:00',
          end_timecode: '00:04:00',
          duration: '00:02:00',
          summary_of_topic: 'Rates rise four percent. Motion carried 3–2.',
          votes: [
            { voter_name: 'Council Member Grant', vote: 'Yes' },
            { voter_name: 'Council Member Osei', vote: 'No' },
            { voter_name: 'Council Member Lindqvist', vote: 'Yes' },
            { voter_name: 'Council Member Reyes', vote: 'Yes' },
            { voter_name: 'Council Member Hart', vote: 'No' },
          ],
          heightened_emotions: [
            {
              description: 'Call for order: "Point of order! The speaker is out of order."',
              timestamp: '00:03:10',
              intensity: 0.9,
              kind: 'order',
            },
          ],
          transcript_segments: [
            {
              transcript: 'The water rates go up four percent.',
              timestamp: '00:02:05',
              timestamp_url: 'https://www.youtube.com/watch?v=gvDemoFv001&t=125s',
              speaker_name: { name: 'City Manager Owen Park' },
              text_to_highlight: ['water'],
            },
            {
              transcript: 'Point of order! The speaker is out of order.',
              timestamp: '00:03:10',
              timestamp_url: 'https://www.youtube.com/watch?v=gvDemoFv001&t=190s',
              speaker_name: { raw: null },
              text_to_highlight: [],
            },
          ],
        }),
      ],
    },
  ];
}
