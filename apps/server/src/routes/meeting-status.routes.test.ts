import { meetingStatusPath, meetingStatusResponse, transcriptStatusText } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const URLS = {
  waiting: 'https://www.youtube.com/watch?v=waiting0001',
  running: 'https://media.example.org/council/2024-05-01.mp4',
  failed: 'https://media.example.org/council/2024-04-01.mp4',
};

beforeAll(async () => {
  t = await createTestApp();
  const channel = await t.context.services.accounts.addChannel({
    name: 'Harbor Town Council',
    locality: 'Harbor Town',
    state: 'ME',
    platform: 'rss',
    source: 'https://media.example.org/feed.xml',
  });
  const { ingest } = t.context.repositories;
  const day = new Date('2024-05-01T18:00:00Z');
  const [, running, failed] = await ingest.addNewMeetings(channel.id, [
    { videoUrl: URLS.waiting, title: 'Work Session', uploadDate: day, lengthSeconds: 0, mediaUrl: null },
    {
      videoUrl: URLS.running,
      title: 'Regular Meeting',
      uploadDate: day,
      lengthSeconds: 7384,
      mediaUrl: URLS.running,
    },
    {
      videoUrl: URLS.failed,
      title: 'Special Meeting',
      uploadDate: day,
      lengthSeconds: 0,
      mediaUrl: URLS.failed,
    },
  ]);
  await ingest.startAttempt(running ?? 0);
  await ingest.setProgress(running ?? 0, 0.427);
  await ingest.fail(failed ?? 0, 'The media could not be read: moov atom not found.');
});
afterAll(() => t.close());

const status = async (url: string) => {
  const response = await request(t.app, { method: 'GET', url: meetingStatusPath(url), csrf: false });
  return { code: response.statusCode, body: response.json<unknown>() };
};

describe('GET /api/meeting-status/', () => {
  it('says how far a transcription has got, and the length from the feed', async () => {
    const { code, body } = await status(URLS.running);
    expect(code).toBe(200);
    const parsed = meetingStatusResponse.parse(body);
    expect(parsed).toEqual({
      video_url: URLS.running,
      title: 'Regular Meeting',
      locality_name: 'Harbor Town',
      state: 'ME',
      upload_date: '2024-05-01T18:00:00.000Z',
      video_length: '02:03:04',
      status: 'processing',
      progress: 42,
      failure_reason: null,
    });
    expect(transcriptStatusText(parsed)).toBe('This meeting is being transcribed (42 %)');
  });

  it('says a waiting meeting is at 0 %, with no length when the feed gave none, found by any link', async () => {
    const parsed = meetingStatusResponse.parse((await status('https://youtu.be/waiting0001?si=abc')).body);
    expect(parsed).toMatchObject({ status: 'pending', progress: 0, video_length: null });
    expect(transcriptStatusText(parsed)).toBe('This meeting is being transcribed (0 %)');
  });

  it('gives the reason a transcription failed', async () => {
    const parsed = meetingStatusResponse.parse((await status(URLS.failed)).body);
    expect(parsed).toMatchObject({
      status: 'failed',
      progress: null,
      failure_reason: 'The media could not be read: moov atom not found.',
    });
    expect(transcriptStatusText(parsed)).toBe(
      'Transcription failed: The media could not be read: moov atom not found.',
    );
  });

  it('answers 404 for an unknown meeting and 400 without a video URL', async () => {
    expect((await status('https://www.youtube.com/watch?v=nosuchmeet')).code).toBe(404);
    const blank = await request(t.app, {
      method: 'GET',
      url: '/api/meeting-status/?video_url=',
      csrf: false,
    });
    expect(blank.statusCode).toBe(400);
  });
});
