import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import { spokenSegments, writeMeetingLines } from '../../test/meeting-lines.ts';
import { runGavel } from '../../test/run-gavel.ts';
import type { DatabaseHandle } from '../db/database.ts';

let database: DatabaseHandle & { url: string; drop: () => Promise<void> };
let dataDir: string;

const gavel = (...args: string[]) => runGavel({ DATABASE_URL: database.url, DATA_DIR: dataDir }, ...args);

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'gavel-cli-import-'));
  const channel = await gavel(
    ...['add-channel', '--name', 'Village Board', '--locality', 'Oak Park', '--state', 'IL'],
    ...['--platform', 'rss', '--source', 'https://example.org/feed.xml'],
  );
  expect(channel.code, channel.stderr).toBe(0);
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('gavel import', () => {
  it('imports a caption file without the cues it cannot read, and says which they were', async () => {
    const file = join(dataDir, 'meeting.vtt');
    await writeFile(
      file,
      [
        'WEBVTT',
        '',
        '00:00:01.000 --> 00:00:04.000',
        'The meeting will come to order.',
        '',
        '00:00:59.000 --> 00:00:60.000',
        'A cue with an impossible end.',
        '',
        '00:01:00.000 --> 00:01:03.000',
        'Roll call, please.',
        '',
        '00:01:03,000 -> 00:01:05.000',
        'A cue with a broken arrow.',
        '',
      ].join('\n'),
    );
    const result = await gavel(
      ...['import', '--channel', 'Village Board', '--title', 'Regular Meeting', '--date', '2024-05-06'],
      ...['--video-url', 'https://example.org/meetings/42', file],
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Imported 1 meeting (2 segments).');
    expect(result.stdout).toContain('2 cues dropped (lines 6, 12): their timing could not be read.');
    const segments = await database.db.selectFrom('segments').select('text').orderBy('ordinal').execute();
    expect(segments.map((s) => s.text)).toEqual(['The meeting will come to order.', 'Roll call, please.']);
  });

  it('refuses, with one line and exit status 1, a caption file that is not text or has no readable cue', async () => {
    const binary = join(dataDir, 'video.vtt');
    await writeFile(binary, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    const unreadable = join(dataDir, 'unreadable.srt');
    await writeFile(unreadable, '1\n00:00:75,000 --> 00:01:20,000\nBroken.\n');
    const args = (file: string) => [
      ...['import', '--channel', 'Village Board', '--title', 'Special Meeting', '--date', '2024-05-08'],
      ...['--video-url', 'https://example.org/meetings/44', file],
    ];
    const notText = await gavel(...args(binary));
    expect(notText.code).toBe(1);
    expect(notText.stderr.trim()).toBe(`gavel: ${binary}: the file is not text; nothing was imported.`);
    const noCue = await gavel(...args(unreadable));
    expect(noCue.code).toBe(1);
    expect(noCue.stderr.trim()).toBe(
      `gavel: ${unreadable}: no cue could be read (1 dropped; line 2: unreadable start time in "00:00:75,000 --> 00:01:20,000"); nothing was imported.`,
    );
    const meetings = await database.db
      .selectFrom('meetings')
      .select('id')
      .where('video_url', '=', 'https://example.org/meetings/44')
      .execute();
    expect(meetings).toEqual([]);
  });

  it('says "1 meeting" for a JSON Lines file of one meeting', async () => {
    const file = await writeMeetingLines(join(dataDir, 'one.jsonl'), {
      title: 'Special Meeting',
      date: '2024-05-07',
      video_url: 'https://example.org/meetings/43',
      segments: spokenSegments(['Call to order.', 'Adjourned.']),
    });
    const result = await gavel('import', '--channel', 'Village Board', file);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/Imported 1 meeting \(2 segments\) in /);
  });
});
