import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { searchSchema } from '../../test/search-schema.ts';
import { importService } from './import.service.ts';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'gavel-import-'));
  const { accounts } = t.context.services;
  await accounts.addChannel({
    name: 'City Council',
    locality: 'Knoxville',
    state: 'TN',
    platform: 'rss',
    source: 'x',
  });
  await accounts.addChannel({
    name: 'County Commission',
    locality: 'Knox County',
    state: 'TN',
    platform: 'rss',
    source: 'y',
  });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const meetingLine = (n: number, body = 'City Council', date = '2020-01-0' + ((n % 9) + 1)) =>
  JSON.stringify({
    id: `m-${n}`,
    body,
    title: `Meeting ${n}`,
    date,
    video_url: `https://archive.org/details/meeting-${n}`,
    segments: [
      { start: 0, text: `Call to order for meeting ${n}.` },
      { start: 12, text: '   ' },
      { start: 20, text: 'Roll call.' },
    ],
  });

async function counts() {
  const meetings = await t.context.db.selectFrom('meetings').select('id').execute();
  const segments = await t.context.db.selectFrom('segments').select('ordinal').execute();
  return { meetings: meetings.length, segments: segments.length };
}

describe('importing transcripts', () => {
  it('imports gzip JSON Lines by body, and a second import replaces rather than duplicates', async () => {
    const file = join(dir, 'meetings.jsonl.gz');
    const lines = [meetingLine(1), meetingLine(2, 'County Commission', '2011 10 24'), meetingLine(3)];
    await writeFile(file, gzipSync(`${lines.join('\n')}\n`));
    const progress: number[] = [];
    const totals = await t.context.services.import.importJsonl([file], { channelByBody: true }, (p) =>
      progress.push(p.fraction),
    );
    expect(totals).toEqual({ meetings: 3, segments: 6 });
    expect(progress.at(-1)).toBe(1);
    expect(await counts()).toEqual({ meetings: 3, segments: 6 });

    const meeting = await t.context.repositories.meetings.findByVideoUrl(
      'https://archive.org/details/meeting-2',
    );
    expect(meeting?.upload_date.toISOString()).toBe('2011-10-24T12:00:00.000Z');
    const segments = await t.context.db
      .selectFrom('segments')
      .select(['ordinal', 'start_seconds', 'end_seconds', 'text'])
      .where('meeting_id', '=', meeting?.id ?? 0)
      .orderBy('ordinal')
      .execute();
    expect(segments).toEqual([
      { ordinal: 0, start_seconds: 0, end_seconds: 20, text: 'Call to order for meeting 2.' },
      { ordinal: 1, start_seconds: 20, end_seconds: 22, text: 'Roll call.' },
    ]);

    await t.context.services.import.importJsonl([file], { channelByBody: true });
    expect(await counts()).toEqual({ meetings: 3, segments: 6 });
  });

  it('stops at a malformed line, naming the file and line, and keeps what came before', async () => {
    const file = join(dir, 'broken.jsonl');
    await writeFile(
      file,
      [meetingLine(10), meetingLine(11), '{"title": "no closing brace"', meetingLine(12)].join('\n'),
    );
    await expect(t.context.services.import.importJsonl([file], { channel: 'City Council' })).rejects.toThrow(
      `${file}:3: not valid JSON`,
    );
    expect(
      await t.context.repositories.meetings.findByVideoUrl('https://archive.org/details/meeting-11'),
    ).toBeDefined();
    expect(
      await t.context.repositories.meetings.findByVideoUrl('https://archive.org/details/meeting-12'),
    ).toBeUndefined();

    const invalid = join(dir, 'invalid.jsonl');
    await writeFile(
      invalid,
      JSON.stringify({ title: 'x', date: 'someday', video_url: 'https://x.org/1', segments: [] }),
    );
    await expect(
      t.context.services.import.importJsonl([invalid], { channel: 'City Council' }),
    ).rejects.toThrow(`${invalid}:1: date must be a date`);
  });

  it('refuses a video URL that is not an http or https address, naming the file and line', async () => {
    const before = await counts();
    for (const [n, videoUrl] of [
      [1, 'javascript:alert(document.cookie)//'],
      [2, 'file:///etc/passwd'],
      [3, 'data:text/html,<script>alert(1)</script>'],
      [4, 'ftp://example.org/meeting.mp4'],
    ] as const) {
      const file = join(dir, `scheme-${n}.jsonl`);
      await writeFile(
        file,
        `${JSON.stringify({ title: 'x', date: '2024-05-01', video_url: videoUrl, segments: [{ start: 0, text: 'Hi.' }] })}\n`,
      );
      await expect(
        t.context.services.import.importJsonl([file], { channel: 'City Council' }),
        videoUrl,
      ).rejects.toThrow(`${file}:1: video_url must be an http or https address`);
      const captions = join(dir, `scheme-${n}.vtt`);
      await writeFile(captions, 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello.\n');
      await expect(
        t.context.services.import.importCaptionFile(captions, {
          channel: 'City Council',
          title: 'Captioned',
          date: '2024-05-01',
          videoUrl,
        }),
        videoUrl,
      ).rejects.toThrow('The video URL must be an http or https address');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown channel without writing anything', async () => {
    const before = await counts();
    const file = join(dir, 'unknown.jsonl');
    await writeFile(file, meetingLine(20, 'Beer Board'));
    await expect(t.context.services.import.importJsonl([file], { channelByBody: true })).rejects.toThrow(
      'No channel named "Beer Board"',
    );
    expect(await counts()).toEqual(before);
  });

  it('imports a WebVTT file as one meeting', async () => {
    const file = join(dir, 'meeting.vtt');
    await writeFile(
      file,
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Mayor>We are called to order.\n\n00:00:04.000 --> 00:00:06.000\n<v Clerk>All present.\n',
    );
    const totals = await t.context.services.import.importCaptionFile(file, {
      channel: 'City Council',
      title: 'Captioned Meeting',
      date: '2024-05-01',
      videoUrl: 'https://www.youtube.com/watch?v=captioned01',
    });
    expect(totals).toEqual({ meetings: 1, segments: 2, dropped: [] });
    const meeting = await t.context.repositories.meetings.findByVideoUrl(
      'https://www.youtube.com/watch?v=captioned01',
    );
    expect(meeting).toMatchObject({
      title: 'Captioned Meeting',
      transcript_status: 'ready',
      transcript_source: 'captions',
      length_seconds: 6,
    });
  });

  it('bulk-loads an empty database and builds the search indexes at the end', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.context.services.accounts.addChannel({
        name: 'City Council',
        locality: 'Knoxville',
        state: 'TN',
        platform: 'rss',
        source: 'x',
      });
      const file = join(dir, 'bulk.jsonl');
      // Meeting 31 comes twice, the second time longer: the later line replaces the earlier.
      const again = JSON.parse(meetingLine(31)) as { segments: { start: number; text: string }[] };
      again.segments.push({ start: 30, text: 'Motion to adjourn.' });
      await writeFile(
        file,
        [meetingLine(30), meetingLine(31), meetingLine(32), JSON.stringify(again)].join('\n'),
      );
      let indexing = 0;
      const totals = await fresh.context.services.import.importJsonl(
        [file],
        { channel: 'City Council', bulk: true },
        undefined,
        () => {
          indexing += 1;
        },
      );
      expect(totals).toEqual({ meetings: 4, segments: 9 });
      expect(indexing).toBe(1);
      const stored = await fresh.context.db
        .selectFrom('segments')
        .innerJoin('meetings', 'meetings.id', 'segments.meeting_id')
        .select(['meetings.title', 'segments.text'])
        .orderBy('meetings.title')
        .orderBy('segments.ordinal')
        .execute();
      expect(stored).toEqual([
        { title: 'Meeting 30', text: 'Call to order for meeting 30.' },
        { title: 'Meeting 30', text: 'Roll call.' },
        { title: 'Meeting 31', text: 'Call to order for meeting 31.' },
        { title: 'Meeting 31', text: 'Roll call.' },
        { title: 'Meeting 31', text: 'Motion to adjourn.' },
        { title: 'Meeting 32', text: 'Call to order for meeting 32.' },
        { title: 'Meeting 32', text: 'Roll call.' },
      ]);
      // The indexes and constraints are back, exactly as the migrations make them.
      expect(await searchSchema(fresh.context.db)).toEqual(await searchSchema(t.context.db));
      expect((await searchSchema(fresh.context.db)).map((d) => d.name)).toEqual(
        expect.arrayContaining([
          'meeting_lexemes_meeting',
          'meeting_lexemes_meeting_id_fkey',
          'meeting_lexemes_pkey',
          'segments_indexed_xid',
          'segments_meeting_id_fkey',
          'segments_pkey',
          'segments_tsv',
          'segments_upload_date',
        ]),
      );
      const counts = await fresh.context.db
        .selectFrom('meeting_lexemes')
        .select(['meeting_id', 'segments'])
        .where('lexeme', '=', 'roll')
        .execute();
      expect(counts.map((c) => c.segments)).toEqual([1, 1, 1]);
      const adjourn = await fresh.context.db
        .selectFrom('meeting_lexemes')
        .select(['lexeme', 'segments'])
        .where('lexeme', 'in', ['adjourn', 'call'])
        .orderBy('lexeme')
        .execute();
      expect(adjourn).toEqual([
        { lexeme: 'adjourn', segments: 1 },
        { lexeme: 'call', segments: 2 },
        { lexeme: 'call', segments: 2 },
        { lexeme: 'call', segments: 2 },
      ]);
      // The meetings are analysed too: the planner knows how many there are.
      const { rows } = await sql<{ tuples: number }>`
        SELECT reltuples::int AS tuples FROM pg_class WHERE relname = 'meetings'
      `.execute(fresh.context.db);
      expect(rows[0]?.tuples).toBe(3);
    } finally {
      await fresh.close();
    }
  });

  it('stores every field of a segment as given: text with backslashes, tabs, line breaks, accents and emoji, less NUL', async () => {
    const channel = await t.context.repositories.channels.findByName('City Council');
    const meeting = await t.context.repositories.meetings.upsert({
      channel_id: channel?.id ?? 0,
      title: 'Escapes',
      video_url: 'https://archive.org/details/escapes',
      upload_date: new Date('2020-02-01T12:34:56.789Z'),
      length_seconds: 10,
    });
    const text = 'C:\\new\\table\ttab\nline\r\\N end\u0000';
    await t.context.repositories.meetings.replaceTranscript(
      meeting,
      [
        { start_seconds: 0, end_seconds: 5.25, speaker: 'Clerk \\ Recorder', text },
        {
          start_seconds: 5.25,
          end_seconds: 9.5,
          speaker: 'Señora Núñez 市長',
          text: 'Café ☕ 👍🏽 — “quoted” 東京',
        },
        { start_seconds: 9.5, end_seconds: null, speaker: null, text: 'plain' },
      ],
      'test',
    );
    const stored = await t.context.db
      .selectFrom('segments')
      .select(['ordinal', 'channel_id', 'upload_date', 'start_seconds', 'end_seconds', 'speaker', 'text'])
      .where('meeting_id', '=', meeting.id)
      .orderBy('ordinal')
      .execute();
    const common = { channel_id: meeting.channel_id, upload_date: meeting.upload_date };
    expect(stored).toEqual([
      {
        ...common,
        ordinal: 0,
        start_seconds: 0,
        end_seconds: 5.25,
        speaker: 'Clerk \\ Recorder',
        text: 'C:\\new\\table\ttab\nline\r\\N end',
      },
      {
        ...common,
        ordinal: 1,
        start_seconds: 5.25,
        end_seconds: 9.5,
        speaker: 'Señora Núñez 市長',
        text: 'Café ☕ 👍🏽 — “quoted” 東京',
      },
      { ...common, ordinal: 2, start_seconds: 9.5, end_seconds: null, speaker: null, text: 'plain' },
    ]);
    expect(meeting.upload_date.toISOString()).toBe('2020-02-01T12:34:56.789Z');
  });

  it("counts how many of a meeting's segments hold each lexeme, a word said twice in one segment once", async () => {
    const file = join(dir, 'lexemes.jsonl');
    const line = JSON.parse(meetingLine(40)) as { segments: { start: number; text: string }[] };
    line.segments.push({ start: 30, text: 'Roll the roll, then order the rolls.' });
    await writeFile(file, JSON.stringify(line));
    await t.context.services.import.importJsonl([file], { channel: 'City Council' });
    const meeting = await t.context.repositories.meetings.findByVideoUrl(
      'https://archive.org/details/meeting-40',
    );
    const stored = await t.context.db
      .selectFrom('meeting_lexemes')
      .select(['lexeme', 'segments'])
      .where('meeting_id', '=', meeting?.id ?? -1)
      .orderBy('lexeme')
      .execute();
    expect(stored).toEqual([
      { lexeme: '40', segments: 1 },
      { lexeme: 'call', segments: 2 },
      { lexeme: 'meet', segments: 1 },
      { lexeme: 'order', segments: 2 },
      { lexeme: 'roll', segments: 2 },
    ]);
  });

  it('saves a meeting that comes twice after its first save ends, so the later line wins', async () => {
    const { channels, meetings, searchIndexes } = t.context.repositories;
    const saves: string[] = [];
    let first = true;
    const service = importService({
      channels,
      searchIndexes,
      meetings: {
        ...meetings,
        // The first save is slow: a second save started beside it would end first.
        async saveWithTranscript(meeting, segments, source) {
          const title = meeting.title;
          saves.push(`start ${title}`);
          if (first) {
            first = false;
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
          const saved = await meetings.saveWithTranscript(meeting, segments, source);
          saves.push(`end ${title}`);
          return saved;
        },
      },
    });
    const earlier = JSON.parse(meetingLine(50)) as { title: string };
    const later = { ...earlier, title: 'Meeting 50, corrected' };
    const file = join(dir, 'twice.jsonl');
    await writeFile(file, [JSON.stringify(earlier), JSON.stringify(later)].join('\n'));
    await service.importJsonl([file], { channel: 'City Council' });
    expect(saves).toEqual([
      'start Meeting 50',
      'end Meeting 50',
      'start Meeting 50, corrected',
      'end Meeting 50, corrected',
    ]);
    const stored = await meetings.findByVideoUrl('https://archive.org/details/meeting-50');
    expect(stored?.title).toBe('Meeting 50, corrected');
  });

  it('refuses a bulk import while another one runs', async () => {
    const { channels, meetings, searchIndexes } = t.context.repositories;
    const service = importService({
      channels,
      meetings: { ...meetings, hasNoSegments: async () => true },
      searchIndexes: { ...searchIndexes, bulkLoad: async () => false },
    });
    const file = join(dir, 'refused.jsonl');
    await writeFile(file, meetingLine(51));
    await expect(service.importJsonl([file], { channel: 'City Council', bulk: true })).rejects.toThrow(
      'Another bulk import is running. Wait for it to end, or import without --bulk.',
    );
  });
});
