import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meetingSummary } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import { runGavel, type CommandResult } from '../../test/run-gavel.ts';
import type { DatabaseHandle } from '../db/database.ts';

let database: DatabaseHandle & { url: string; drop: () => Promise<void> };
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'gavel-cli-summary-'));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function gavel(...args: string[]): Promise<CommandResult> {
  return runGavel({ DATABASE_URL: database.url, DATA_DIR: dataDir, SUMMARY_ENGINE: 'offline' }, ...args);
}

const meeting = (id: string, lines: string[]) =>
  JSON.stringify({
    id,
    title: `Council ${id}`,
    date: '2024-05-01',
    video_url: `https://archive.org/details/${id}`,
    segments: lines.map((text, i) => ({ start: 30 + i * 6, text })),
  });

describe('gavel summarize', () => {
  it('summarises one meeting, or every meeting, and stores the summaries', async () => {
    const file = join(dataDir, 'meetings.jsonl');
    await writeFile(
      file,
      [
        meeting('council-1', [
          'I call this meeting to order.',
          'Item 1 is a resolution on the library.',
          'Council member Adams?',
          'Yes.',
          'Council member Baker?',
          'Yes.',
          'Council member Cruz?',
          'No.',
          'The motion carries two to one.',
          'We are adjourned.',
        ]),
        meeting('council-2', ['We talked about roads.', 'And about the parks.']),
      ].join('\n'),
    );
    await gavel(
      'add-channel',
      '--name',
      'Council',
      '--locality',
      'Town',
      '--state',
      'TN',
      '--platform',
      'rss',
      '--source',
      'x',
    );
    expect((await gavel('import', '--channel', 'Council', file)).code).toBe(0);

    const one = await gavel('summarize', 'https://archive.org/details/council-1');
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toBe(
      'Summarised https://archive.org/details/council-1: 3 sections, 3 topics, 3 votes (offline-1).\n',
    );
    const rows = await database.db.selectFrom('summaries').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(meetingSummary.safeParse(rows[0]?.summary).success).toBe(true);

    const all = await gavel('summarize', '--all');
    expect(all.code, all.stderr).toBe(0);
    expect(all.stderr).toMatch(/Summarised 2 meetings/);
    expect(await database.db.selectFrom('summaries').select('meeting_id').execute()).toHaveLength(2);
  });

  it('refuses a missing or unknown meeting with one line', async () => {
    const none = await gavel('summarize');
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/Give one video URL, or --all/);
    const unknown = await gavel('summarize', 'https://archive.org/details/nope');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('gavel: No meeting with the video URL https://archive.org/details/nope.\n');
  });
});
