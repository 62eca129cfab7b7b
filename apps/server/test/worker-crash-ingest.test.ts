import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toSpeechWav } from '../src/ingest/media/ytdlp.ts';
import { pocketsphinxEngine } from '../src/ingest/transcription/pocketsphinx.ts';
import { dropRepetitionLoops } from '../src/ingest/transcription/repetition.ts';
import { fetchCaptionsJob } from '../src/jobs/fetch-captions.job.ts';
import { pollChannelJob } from '../src/jobs/poll-channel.job.ts';
import { transcribeJob } from '../src/jobs/transcribe.job.ts';
import { granicusFeed } from './feed-server.ts';
import { videoPage } from './meeting-media.ts';
import { asStored, captionSegments, meetingsOf, segmentsOf } from './pipeline.ts';
import { useWorkerCrashFixture } from './worker-crash-fixture.ts';

/**
 * A real worker process is killed outright while it polls a feed, fetches captions or
 * transcribes; another worker then takes the job over, and nothing is lost or done twice.
 */

const f = useWorkerCrashFixture();

describe('a worker killed in each step of the pipeline', () => {
  // The poll job of the dead worker is retried: every entry of the feed becomes exactly one
  // meeting, and each is then captioned and summarised.
  it('loses nothing when killed while polling a feed', async () => {
    const feedPath = '/feeds/poll.xml';
    f.feeds.routes.set(feedPath, { hang: true });
    const channel = await f.watch(feedPath);
    f.spawnWorker();
    await f.inside('the worker reads the feed', () => f.requested(feedPath) > 0);
    await f.killWorker();
    expect(await meetingsOf(f.t, channel.id)).toEqual([]);
    expect(await f.jobsOf(pollChannelJob.name, { id: channel.id })).toEqual([
      { state: 'active', retry_count: 0 },
    ]);

    const links = [f.captionedPage('/page/poll-1'), f.captionedPage('/page/poll-2')];
    f.feeds.routes.set(feedPath, {
      body: granicusFeed([
        { title: 'Regular meeting', link: links[0] ?? '', pubDate: 'Tue, 07 May 2024 18:00:00 GMT' },
        { title: 'Special meeting', link: links[1] ?? '', pubDate: 'Wed, 08 May 2024 18:00:00 GMT' },
      ]),
    });
    await f.startSurvivor();
    const meetings = await f.settled(channel.id, 2);
    expect(meetings.map((m) => m.video_url).sort()).toEqual(links.map((l) => `${f.feeds.url}${l}`));
    const expected = await captionSegments(f.spoken.captions);
    for (const meeting of meetings) {
      expect(meeting).toMatchObject({
        transcript_status: 'ready',
        transcript_source: 'captions',
        segment_count: expected.length,
        attempts: 1,
      });
      expect(await segmentsOf(f.t, meeting.id)).toEqual(expected);
    }
    // The feed was read once more, by the same poll job retried.
    expect(f.requested(feedPath)).toBe(2);
    expect(await f.jobsOf(pollChannelJob.name, { id: channel.id })).toEqual([
      { state: 'completed', retry_count: 1 },
    ]);
  }, 150_000);

  // The captions job of the dead worker is retried: the meeting is ready with its captions, each
  // segment stored once.
  it('loses nothing when killed while fetching captions', async () => {
    const captionsPath = '/media/held.vtt';
    f.feeds.routes.set(captionsPath, { hang: true });
    const feedPath = '/feeds/captions.xml';
    f.feeds.routes.set(feedPath, {
      body: granicusFeed([
        {
          title: 'Captioned meeting',
          link: f.captionedPage('/page/held-captions', captionsPath),
          pubDate: 'Thu, 09 May 2024 18:00:00 GMT',
        },
      ]),
    });
    const channel = await f.watch(feedPath);
    f.spawnWorker();
    await f.inside('the worker fetches the captions', () => f.requested(captionsPath) > 0);
    await f.killWorker();
    const [started] = await meetingsOf(f.t, channel.id);
    expect(started).toMatchObject({ transcript_status: 'processing', attempts: 1 });
    expect(await segmentsOf(f.t, started?.id ?? 0)).toEqual([]);

    f.feeds.routes.set(captionsPath, { file: f.spoken.captions });
    await f.startSurvivor();
    const [meeting] = await f.settled(channel.id, 1);
    const expected = await captionSegments(f.spoken.captions);
    expect(meeting).toMatchObject({
      transcript_status: 'ready',
      transcript_source: 'captions',
      segment_count: expected.length,
      attempts: 2,
    });
    expect(await segmentsOf(f.t, meeting?.id ?? 0)).toEqual(expected);
    expect(await f.jobsOf(fetchCaptionsJob.name, { id: meeting?.id })).toEqual([
      { state: 'completed', retry_count: 1 },
    ]);
    expect(await f.jobsOf(transcribeJob.name, { id: meeting?.id })).toEqual([]);
  }, 150_000);

  // The transcription job of the dead worker is retried: the segments are exactly those of one
  // uninterrupted transcription of the same audio, none missing and none twice.
  it('loses nothing when killed while transcribing', async () => {
    const feedPath = '/feeds/transcribe.xml';
    f.feeds.routes.set('/page/long', { body: videoPage('/media/long.mp4'), type: 'text/html' });
    f.feeds.routes.set(feedPath, {
      body: granicusFeed([
        { title: 'Long meeting', link: '/page/long', pubDate: 'Fri, 10 May 2024 18:00:00 GMT' },
      ]),
    });
    const channel = await f.watch(feedPath);
    f.spawnWorker();
    // Captions were looked for first (none), then transcription started.
    await f.inside('the worker transcribes', async () => {
      const [row] = await meetingsOf(f.t, channel.id);
      return row && (row.attempts ?? 0) >= 2 && row.transcript_status === 'processing';
    });
    await f.killWorker();
    const meetingId = (await meetingsOf(f.t, channel.id))[0]?.id ?? 0;
    expect(await f.t.context.repositories.meetings.findById(meetingId)).toMatchObject({
      transcript_status: 'processing',
    });

    await f.startSurvivor();
    // One uninterrupted transcription of the same audio, made while the heartbeat lapses.
    const wav = join(f.dir, 'long.wav');
    await toSpeechWav(f.spoken.video, wav, f.t.context.config.ingest.tools);
    const uninterrupted = dropRepetitionLoops(
      await pocketsphinxEngine({ path: 'pocketsphinx_continuous', timeoutMs: 300_000 }).transcribe(
        wav,
        () => {},
      ),
    );
    const [meeting] = await f.settled(channel.id, 1, 150_000);
    expect(meeting).toMatchObject({
      transcript_status: 'ready',
      transcript_source: 'pocketsphinx',
      attempts: 3,
    });
    const segments = await segmentsOf(f.t, meetingId);
    expect(meeting?.segment_count).toBe(segments.length);
    expect(segments).toEqual(asStored(uninterrupted));
    expect(await f.jobsOf(transcribeJob.name, { id: meetingId })).toEqual([
      { state: 'completed', retry_count: 1 },
    ]);
  }, 280_000);
});
