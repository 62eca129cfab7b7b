import { summaryPath, summaryResponse, type SummaryResponse } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoNewsrooms } from '../../test/newsrooms.ts';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let outsider: string; // in no group: sees every channel
let ledger: string; // member of the Ledger group: sees Fairview only
let gazette: string; // member of the Gazette group: sees Millbrook only

const FAIRVIEW = 'https://www.youtube.com/watch?v=fairview101';
const MILLBROOK = 'https://vimeo.com/700000101';
const PENDING = 'https://vimeo.com/700000102';

const fairviewLines: [string | null, string][] = [
  ['Mayor', 'Good evening. I call this meeting to order.'],
  ['Clerk', 'Council Member Grant?'],
  ['Council Member Grant', 'Present.'],
  ['Clerk', 'Council Member Osei?'],
  ['Council Member Osei', 'Present.'],
  ['Clerk', 'Council Member Reyes?'],
  ['Council Member Reyes', 'Present.'],
  ['Mayor', 'Item number 1 on the agenda is an ordinance amending water and sewer rates.'],
  ['City Manager', 'The utilities department recommends a four percent increase in water rates.'],
  ['Council Member Osei', 'Water rates have gone up twice already and residents are struggling.'],
  ['Mayor', 'Clerk, please call the roll.'],
  ['Clerk', 'Council Member Grant?'],
  ['Council Member Grant', 'Yes.'],
  ['Clerk', 'Council Member Osei?'],
  ['Council Member Osei', 'No.'],
  ['Clerk', 'Council Member Reyes?'],
  ['Council Member Reyes', 'Yes.'],
  ['Mayor', 'The motion carries two to one.'],
  ['Mayor', 'There being no further business, we are adjourned.'],
];

async function addMeeting(channelId: number, url: string, lines: [string | null, string][], ready = true) {
  const { meetings } = t.context.repositories;
  const meeting = await meetings.upsert({
    channel_id: channelId,
    video_url: url,
    title: 'Regular Meeting',
    upload_date: new Date(),
    length_seconds: 600,
  });
  if (ready) {
    await meetings.replaceTranscript(
      meeting,
      lines.map(([speaker, text], i) => ({
        start_seconds: 30 + i * 8,
        end_seconds: 38 + i * 8,
        speaker,
        text,
      })),
      'test',
    );
  }
  return meeting;
}

async function summaryRows(meetingId: number) {
  return t.context.db.selectFrom('summaries').selectAll().where('meeting_id', '=', meetingId).execute();
}

function get(url: string, token?: string) {
  return request(t.app, { method: 'GET', url, token });
}

let fairviewId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const { accounts } = t.context.services;
  const { fairview, millbrook } = await createTwoNewsrooms(t.context);
  fairviewId = (await addMeeting(fairview.id, FAIRVIEW, fairviewLines)).id;
  await addMeeting(millbrook.id, MILLBROOK, [
    [null, 'The board discussed the school start time and bus routes.'],
    [null, 'Bus drivers are short and the routes need new drivers.'],
  ]);
  await addMeeting(millbrook.id, PENDING, [], false);

  const make = async (group?: string) => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    if (group) {
      await accounts.addMember(group, user.email, false);
    }
    return signIn(t.app, user.email, user.password);
  };
  outsider = await make();
  ledger = await make('Ledger');
  gazette = await make('Gazette');
});
afterAll(() => t.close());

describe('GET /user_auth/summary/{id}', () => {
  it('is for signed-in users only', async () => {
    const response = await get(summaryPath(FAIRVIEW));
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for an unknown meeting', async () => {
    const unknown = await get(summaryPath('https://www.youtube.com/watch?v=nope'), ledger);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No meeting with that video URL.' });
  });

  it("serves a meeting outside the user's channels, as its public transcript page shows it", async () => {
    const own = await get(summaryPath(MILLBROOK), gazette);
    const outside = await get(summaryPath(MILLBROOK), ledger);
    expect(outside.statusCode).toBe(200);
    expect(outside.json<SummaryResponse>().meeting.length).toBeGreaterThan(0);
    expect(outside.json()).toEqual(own.json());
  });

  it('summarises a meeting on first request, stores it, and serves the stored summary after', async () => {
    expect(await summaryRows(fairviewId)).toHaveLength(0);
    const first = await get(summaryPath(FAIRVIEW), ledger);
    expect(first.statusCode, first.body).toBe(200);
    const body = summaryResponse.parse(first.json());
    const stored = await summaryRows(fairviewId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.generator).toBe('offline-1');
    expect(stored[0]?.summary).toEqual(body.meeting);

    const names = body.meeting.map((s) => s.parliamentary_section_name);
    expect(names).toEqual(['Call to order', 'Roll call', 'Ordinances and resolutions', 'Adjournment']);
    const item = body.meeting[2]?.topics[0];
    expect(item?.topic_name).toBe('Item 1: Ordinance amending water and sewer rates');
    expect(item?.votes).toEqual([
      { voter_name: 'Council Member Grant', vote: 'Yes' },
      { voter_name: 'Council Member Osei', vote: 'No' },
      { voter_name: 'Council Member Reyes', vote: 'Yes' },
    ]);
    expect(item?.summary_of_topic).toMatch(/Motion carried 2–1\.$/);
    const segments = body.meeting.flatMap((s) => s.topics.flatMap((topic) => topic.transcript_segments));
    expect(segments).toHaveLength(fairviewLines.length);
    expect(segments[0]).toEqual({
      transcript: 'Good evening. I call this meeting to order.',
      timestamp: '00:00:30',
      timestamp_url: 'https://www.youtube.com/watch?v=fairview101&t=30s',
      speaker_name: { name: 'Mayor' },
      text_to_highlight: [],
    });

    // Served from storage: the stored row is not rewritten.
    const again = await get(summaryPath(FAIRVIEW), outsider);
    expect(again.statusCode).toBe(200);
    expect(again.json<SummaryResponse>()).toEqual(body);
    expect((await summaryRows(fairviewId))[0]?.created_at).toEqual(stored[0]?.created_at);
  });

  it('marks the words of each segment that match the search term (english stemming, phrases)', async () => {
    const response = await get(
      `${summaryPath(FAIRVIEW)}?searchTerm=${encodeURIComponent(' water rate , struggle')}`,
      ledger,
    );
    expect(response.statusCode).toBe(200);
    const segments = response
      .json<SummaryResponse>()
      .meeting.flatMap((s) => s.topics.flatMap((topic) => topic.transcript_segments));
    const marked = Object.fromEntries(segments.map((s) => [s.transcript, s.text_to_highlight]));
    // The phrase is marked as one passage, as the text spells it.
    expect(marked['The utilities department recommends a four percent increase in water rates.']).toEqual([
      'water rates',
    ]);
    expect(marked['Water rates have gone up twice already and residents are struggling.']).toEqual([
      'Water rates',
      'struggling',
    ]);
    // "water" alone is not the phrase "water rate".
    expect(marked['Item number 1 on the agenda is an ordinance amending water and sewer rates.']).toEqual([]);
    expect(marked['Council Member Grant?']).toEqual([]);
  });

  it('summarises again when the transcript was replaced since', async () => {
    const meeting = await t.context.repositories.meetings.findByVideoUrl(FAIRVIEW);
    if (!meeting) {
      throw new Error('missing meeting');
    }
    await t.context.repositories.meetings.replaceTranscript(
      meeting,
      [
        {
          start_seconds: 0,
          end_seconds: 10,
          speaker: null,
          text: 'We talked about the budget for the parks.',
        },
      ],
      'test',
    );
    const response = await get(summaryPath(FAIRVIEW), ledger);
    expect(response.statusCode).toBe(200);
    const body = response.json<SummaryResponse>();
    expect(body.meeting.flatMap((s) => s.topics.flatMap((topic) => topic.transcript_segments))).toHaveLength(
      1,
    );
    expect(body.meeting[0]?.parliamentary_section_name).toBe('Meeting');
  });

  it('answers an empty summary while the transcript is not ready', async () => {
    const response = await get(summaryPath(PENDING), gazette);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meeting: [] });
  });

  it('makes a summary by job only when it is missing or older than the transcript', async () => {
    const { summary } = t.context.services;
    const { meetings, summaries } = t.context.repositories;
    const meeting = await meetings.findByVideoUrl(MILLBROOK);
    if (!meeting) {
      throw new Error('missing meeting');
    }
    await summary.refresh(meeting.id);
    const made = await summaries.findCurrent(meeting.id);
    expect(made).toBeDefined();
    await summary.refresh(meeting.id);
    expect((await summaries.findCurrent(meeting.id))?.created_at).toEqual(made?.created_at);

    await meetings.replaceTranscript(
      meeting,
      [{ start_seconds: 0, end_seconds: 5, speaker: null, text: 'The library hours change in May.' }],
      'test',
    );
    expect(await summaries.findCurrent(meeting.id)).toBeUndefined();
    await summary.refresh(meeting.id);
    const remade = await summaries.findCurrent(meeting.id);
    expect(
      remade?.summary.flatMap((s) => s.topics.flatMap((topic) => topic.transcript_segments)),
    ).toHaveLength(1);
  });

  it('regenerates a summary on request (the admin command)', async () => {
    const result = await t.context.services.summary.regenerate(MILLBROOK);
    expect(result).toMatchObject({ videoUrl: MILLBROOK, generator: 'offline-1', sections: 1, votes: 0 });
    const all = await t.context.services.summary.regenerateAll();
    expect(all.meetings).toBe(2);
  });
});
