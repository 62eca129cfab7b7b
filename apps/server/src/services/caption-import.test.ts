import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSearchRequest, type SearchResponse } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/harness.ts';
import { newsroomMember } from '../../test/newsrooms.ts';

/**
 * Caption files as older caption systems write them (Windows-1252 SRT, UTF-16 WebVTT with a
 * byte-order mark), imported and searched: every word is found, accents and apostrophes intact.
 */
let t: TestApp;
let dir: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'gavel-caption-import-'));
  ({ token } = await newsroomMember(t, 'Desk', {
    name: 'Town Board',
    locality: 'Española',
    state: 'NM',
    platform: 'rss',
    source: 'x',
  }));
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function search(term: string) {
  const response = await request(t.app, {
    method: 'POST',
    url: '/user_auth/search/',
    token,
    payload: { ...newSearchRequest({ resultsPerPage: 50 }), searchTerm: term },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>().results.map((r) => r.transcript.raw);
}

const importFile = (file: string, videoUrl: string) =>
  t.context.services.import.importCaptionFile(file, {
    channel: 'Town Board',
    title: 'Regular Meeting',
    date: '2024-05-01',
    videoUrl,
  });

describe('caption files in other encodings', () => {
  it('imports a Windows-1252 SRT with its accents and curly apostrophes', async () => {
    const file = join(dir, 'windows-1252.srt');
    const text =
      '1\r\n00:00:01,000 --> 00:00:04,000\r\nCouncilor Peña’s motion on the acequia.\r\n\r\n' +
      '2\r\n00:00:04,000 --> 00:00:07,000\r\n“Seconded,” said the clerk – Ibáñez.\r\n';
    await writeFile(file, encode1252(text));
    const totals = await importFile(file, 'https://example.org/meetings/1252');
    expect(totals).toMatchObject({ meetings: 1, dropped: [] });
    expect(await search('Peña')).toEqual([
      expect.stringContaining('Councilor Peña’s motion on the acequia.'),
    ]);
    expect(await search('Ibáñez')).toEqual([expect.stringContaining('“Seconded,” said the clerk – Ibáñez.')]);
    expect(await search('acequia')).toHaveLength(1);
  });

  it('imports a UTF-16 WebVTT with a byte-order mark', async () => {
    const file = join(dir, 'utf-16.vtt');
    const text =
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nMayor Nuñez: we’ll hear from the Río Grande compact commission.\n';
    await writeFile(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const totals = await importFile(file, 'https://example.org/meetings/utf16');
    expect(totals).toMatchObject({ meetings: 1, segments: 1, dropped: [] });
    expect(await search('compact')).toEqual([
      expect.stringContaining('we’ll hear from the Río Grande compact commission.'),
    ]);
    expect(await search('Río')).toHaveLength(1);
  });
});

describe('speakers named in captions', () => {
  it('are stored with the segments (Kissimmee Planning Advisory Board excerpt, see test/fixtures/captions)', async () => {
    const file = join(
      import.meta.dirname,
      '../../test/fixtures/captions/kissimmee-pab-2023-10-04-excerpt.srt',
    );
    await importFile(file, 'https://example.org/meetings/kissimmee');
    const meeting = await t.context.repositories.meetings.findByVideoUrl(
      'https://example.org/meetings/kissimmee',
    );
    const rows = await t.context.db
      .selectFrom('segments')
      .select(['speaker', 'text'])
      .where('meeting_id', '=', meeting?.id ?? 0)
      .orderBy('ordinal')
      .execute();
    expect(rows.map((r) => r.speaker)).toEqual([
      'Robert',
      'Robert',
      'Robert',
      'Everyone',
      'Everyone',
      'Board',
      'Robert',
    ]);
    const found = await search('allegiance');
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('I pledge allegiance to the flag of the United States of America'),
        expect.stringContaining('the Pledge of Allegiance.'),
      ]),
    );
  });
});

/** Text as Windows-1252 bytes (the characters used here only). */
function encode1252(text: string): Buffer {
  const special: Record<string, number> = { '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Buffer.from(
    Array.from(text, (c) => {
      const code = special[c] ?? c.charCodeAt(0);
      if (code > 0xff) {
        throw new Error(`no Windows-1252 byte for ${c}`);
      }
      return code;
    }),
  );
}
