/**
 * npm run bench:search -- --corpus FILE.jsonl.gz [--segments N] [--scale K] [--runs R]
 *
 * Loads the corpus into a fresh embedded PostgreSQL (--scale K replicates it K times with shifted
 * dates and new video URLs; --segments N stops after N segments), with dates shifted so the
 * newest meeting is today, and vacuums it (as autovacuum soon would). Then it times a fixed query
 * set through the HTTP API (first page of 10 with counts and snippets), and the transcript load
 * of the longest meeting; loads the same segments into SQLite FTS5 (node:sqlite) and times the
 * same queries there and with Gavel's own search SQL at the engine level; and times a naive ILIKE
 * scan. Prints tables; asserts nothing.
 */
import { stat } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  meetingTranscriptRequest,
  newSearchRequest,
  searchPhrases,
  type SearchRequest,
} from '@gavel/contract';
import { sql } from 'kysely';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { readMeetingLines } from '../../apps/server/src/ingest/transcripts/jsonl.ts';
import { matchingPage } from '../../apps/server/src/search/matching-page.ts';
import { segmentsFromLine } from '../../apps/server/src/services/import.service.ts';
import { freePort } from '../../apps/server/test/free-port.ts';
import { addCorpusChannels, CORPUS_CHANNELS, prepareCorpus } from './corpus.ts';
import { startBench } from './harness.ts';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    segments: { type: 'string' },
    scale: { type: 'string', default: '1' },
    runs: { type: 'string', default: '5' },
    'shared-buffers': { type: 'string', default: '2GB' },
  },
});
if (!values.corpus) {
  console.error(
    'usage: npm run bench:search -- --corpus FILE.jsonl.gz [--segments N] [--scale K] [--runs R]',
  );
  process.exit(2);
}
const corpus = values.corpus;
const segmentLimit = values.segments ? Number(values.segments) : Infinity;
const scale = Math.max(1, Number(values.scale));
const runs = Math.max(1, Number(values.runs));

const CHANNELS = CORPUS_CHANNELS;

const QUERIES: Record<string, string[]> = {
  'common word': ['motion', 'council', 'budget', 'property', 'approve'],
  'rare word': ['greenway', 'annexation', 'stormwater', 'karaoke', 'broadband'],
  'two-word phrase': ['public hearing', 'second reading', 'property tax', 'beer permit', 'zoning change'],
  'three keywords': ['budget, sidewalk, police', 'beer, permit, license', 'school, road, park'],
};
const FILTERS: Record<
  string,
  { filters: SearchRequest['filters']; uploadedWithin: SearchRequest['uploadedWithin'] }
> = {
  none: { filters: [], uploadedWithin: '' },
  state: { filters: [{ field: 'state', values: ['TN'], type: 'all' }], uploadedWithin: '' },
  locality: { filters: [{ field: 'locality', values: ['Knoxville'], type: 'all' }], uploadedWithin: '' },
  'past year': { filters: [], uploadedWithin: '1y' },
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
    n: sorted.length,
  };
};
const ms = (value: number) => value.toFixed(1).padStart(8);
const time = async <T>(fn: () => Promise<T> | T): Promise<[number, T]> => {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
};

function table(title: string, rows: [string, { p50: number; p95: number; max: number; n: number }][]) {
  console.log(`\n${title}`);
  console.log(
    `${'class'.padEnd(28)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}${'n'.padStart(6)}`,
  );
  for (const [name, s] of rows) {
    console.log(`${name.padEnd(28)}${ms(s.p50)}${ms(s.p95)}${ms(s.max)}${String(s.n).padStart(6)}`);
  }
}

const bench = await startBench('search', {
  settings: { shared_buffers: values['shared-buffers'] },
  // Each query runs several times: time the search itself, not the answer cache.
  env: { SEARCH_CACHE_SECONDS: '0' },
});
try {
  const { context, dir, handle } = bench;
  const bodyMap = await addCorpusChannels(context, CHANNELS);

  const {
    file: prepared,
    meetings: meetingsImported,
    longest,
  } = await prepareCorpus(corpus, dir, {
    segmentLimit,
    scale,
  });

  // Gavel: the product's bulk import (COPY, then the search indexes built once), and ANALYZE.
  let loadedAt = 0;
  const importStart = performance.now();
  const [importMs] = await time(() =>
    context.services.import.importJsonl(
      [prepared],
      { channelByBody: true, bodyMap, bulk: true },
      undefined,
      () => (loadedAt = performance.now()),
    ),
  );
  const loadMs = loadedAt - importStart;
  // Settle first: autovacuum would otherwise visit every new page during the timings below.
  const [vacuumMs] = await time(async () => {
    const client = await handle.pool.connect();
    try {
      await client.query('SET statement_timeout = 0');
      await client.query('VACUUM segments, meeting_lexemes, meetings');
    } finally {
      client.release();
    }
  });

  // SQLite FTS5 peer: the same segments, filters as unindexed columns.
  const sqliteFile = join(dir, 'peer.sqlite');
  const lite = new DatabaseSync(sqliteFile);
  lite.exec(`PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;
    CREATE VIRTUAL TABLE seg USING fts5(text, meeting_id UNINDEXED, ordinal UNINDEXED, upload_date UNINDEXED,
      locality UNINDEXED, state UNINDEXED, tokenize='porter unicode61');`);
  const liteInsert = lite.prepare('INSERT INTO seg VALUES (?, ?, ?, ?, ?, ?)');
  const [liteMs] = await time(async () => {
    let meetingNumber = 0;
    for await (const { meeting } of readMeetingLines(prepared)) {
      meetingNumber += 1;
      const locality = CHANNELS[meeting.body ?? '']?.locality ?? 'Knoxville';
      const uploaded = `${meeting.date}T12:00:00.000Z`;
      lite.exec('BEGIN');
      for (const [ordinal, s] of segmentsFromLine(meeting).entries()) {
        liteInsert.run(s.text, meetingNumber, ordinal, uploaded, locality, 'TN');
      }
      lite.exec('COMMIT');
    }
  });
  const [optimizeMs] = await time(() => lite.exec(`INSERT INTO seg(seg) VALUES('optimize')`));
  const segmentCount = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM segments`.execute(handle.db)).rows[0]?.n ?? 0,
  );
  const dbSize = (
    await sql<{ size: string }>`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`.execute(
      handle.db,
    )
  ).rows[0]?.size;

  // The API, on loopback, with a signed-in user in no group (every channel in scope).
  const app = await buildApp(context);
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${port}`;
  const user = await context.repositories.users.create({
    email: 'bench@example.org',
    passwordHash: await hashPassword('bench-password'),
  });
  await context.db
    .updateTable('users')
    .set({ must_change_password: false })
    .where('id', '=', user.id)
    .execute();
  const headers = { 'content-type': 'application/json', cookie: 'csrftoken=bench', 'x-csrftoken': 'bench' };
  const signIn = await fetch(`${base}/api/token-auth/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'bench@example.org', password: 'bench-password' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const authed = { ...headers, authorization: `Token ${token}` };
  const apiSearch = async (body: SearchRequest) => {
    const response = await fetch(`${base}/user_auth/search/`, {
      method: 'POST',
      headers: authed,
      body: JSON.stringify(body),
    });
    if (response.status !== 200) {
      throw new Error(`search answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as { meta: { page: { total_results: number } } };
  };
  const request = (searchTerm: string, filter: (typeof FILTERS)[string]) =>
    newSearchRequest({ searchTerm, filters: filter.filters, uploadedWithin: filter.uploadedWithin });

  const apiRows: [string, ReturnType<typeof summary>][] = [];
  const apiByClass: Record<string, number[]> = {};
  for (const [klass, terms] of Object.entries(QUERIES)) {
    for (const [filterName, filter] of Object.entries(FILTERS)) {
      for (const term of terms) {
        await apiSearch(request(term, filter));
        for (let i = 0; i < runs; i += 1) {
          const [elapsed] = await time(() => apiSearch(request(term, filter)));
          (apiByClass[klass] ??= []).push(elapsed);
          (apiByClass[`  ${klass} / ${filterName}`] ??= []).push(elapsed);
        }
      }
    }
  }
  for (const [name, samples] of Object.entries(apiByClass)) {
    apiRows.push([name, summary(samples)]);
  }
  const transcript = meetingTranscriptRequest(longest.url);
  await apiSearch(transcript);
  const transcriptSamples: number[] = [];
  for (let i = 0; i < runs * 20; i += 1) {
    transcriptSamples.push((await time(() => apiSearch(transcript)))[0]);
  }
  apiRows.push([`transcript load (${longest.segments} seg)`, summary(transcriptSamples)]);

  // Engine level: Gavel's search SQL against SQLite FTS5, same queries (top 10 by date + counts).
  const channelIds = (await context.db.selectFrom('channels').select('id').execute()).map((c) => c.id);
  const ftsQuery = (term: string) =>
    searchPhrases(term)
      .map((phrase) => `"${phrase.replace(/"/g, '""')}"`)
      .join(' OR ');
  const liteTop = lite.prepare(
    'SELECT rowid, meeting_id, ordinal FROM seg WHERE seg MATCH ? AND (? IS NULL OR state = ?) AND (? IS NULL OR locality = ?) AND (? IS NULL OR upload_date >= ?) ORDER BY upload_date DESC, meeting_id DESC, ordinal LIMIT 10',
  );
  const liteCount = lite.prepare(
    'SELECT count(*) AS results, count(DISTINCT meeting_id) AS meetings FROM seg WHERE seg MATCH ? AND (? IS NULL OR state = ?) AND (? IS NULL OR locality = ?) AND (? IS NULL OR upload_date >= ?)',
  );
  const engine: Record<string, { gavel: number[]; fts5: number[] }> = {};
  for (const [klass, terms] of Object.entries(QUERIES)) {
    for (const [filterName, filter] of Object.entries(FILTERS)) {
      const state = filterName === 'state' ? 'TN' : null;
      const locality = filterName === 'locality' ? 'Knoxville' : null;
      const since = filter.uploadedWithin === '1y' ? new Date(Date.now() - 365 * 86_400_000) : undefined;
      const ids =
        locality === null
          ? channelIds
          : await context.repositories.channels.filterIds(channelIds, ['Knoxville'], []);
      for (const term of terms) {
        const scope = { channelIds: ids, since };
        // The product's own way to a page and its counts (the search service's, less HTTP).
        const gavelRun = () =>
          matchingPage(context.repositories.search, scope, searchPhrases(term), {
            order: 'date_desc',
            limit: 10,
            offset: 0,
          });
        const match = ftsQuery(term);
        const sinceIso = since?.toISOString() ?? null;
        const liteRun = () => {
          liteTop.all(match, state, state, locality, locality, sinceIso, sinceIso);
          liteCount.get(match, state, state, locality, locality, sinceIso, sinceIso);
        };
        await gavelRun();
        liteRun();
        for (let i = 0; i < runs; i += 1) {
          const slot = (engine[klass] ??= { gavel: [], fts5: [] });
          slot.gavel.push((await time(gavelRun))[0]);
          slot.fts5.push((await time(liteRun))[0]);
        }
      }
    }
  }

  // A naive scan, for scale.
  const ilike: number[] = [];
  for (const word of ['motion', 'greenway']) {
    ilike.push(
      (
        await time(() =>
          sql`SELECT count(*) FROM segments WHERE text ILIKE ${`%${word}%`}`.execute(handle.db),
        )
      )[0],
    );
  }

  console.log(
    `\nGavel search benchmark: ${segmentCount.toLocaleString('en-US')} segments in ${meetingsImported} meetings (scale ${scale}), ${runs} runs per query`,
  );
  console.log(
    `import: ${(importMs / 1000).toFixed(1)} s, ${Math.round(segmentCount / (importMs / 1000)).toLocaleString('en-US')} segments/s (bulk COPY ${(loadMs / 1000).toFixed(1)} s, then the search index build and ANALYZE ${((importMs - loadMs) / 1000).toFixed(1)} s); database size ${dbSize}`,
  );
  console.log(
    `then VACUUM: ${(vacuumMs / 1000).toFixed(1)} s, outside the import's time (autovacuum's work after a load, done before the timings)`,
  );
  console.log(
    `SQLite FTS5 load: ${(liteMs / 1000).toFixed(1)} s + optimize ${(optimizeMs / 1000).toFixed(1)} s, file ${((await stat(sqliteFile)).size / 2 ** 20).toFixed(0)} MB`,
  );
  table('HTTP API (first page of 10 with counts and snippets)', apiRows);
  console.log(`\nEngine level, same queries (top 10 by date + counts)`);
  console.log(
    `${'class'.padEnd(28)}${'Gavel p50'.padStart(10)}${'p95'.padStart(8)}${'FTS5 p50'.padStart(10)}${'p95'.padStart(8)}${'ratio p95'.padStart(11)}`,
  );
  for (const [klass, { gavel, fts5 }] of Object.entries(engine)) {
    const g = summary(gavel);
    const f = summary(fts5);
    console.log(
      `${klass.padEnd(28)}${ms(g.p50).padStart(10)}${ms(g.p95)}${ms(f.p50).padStart(10)}${ms(f.p95)}${(g.p95 / f.p95).toFixed(2).padStart(11)}`,
    );
  }
  console.log(
    `\nnaive ILIKE count scan: ${ilike.map((v) => `${v.toFixed(0)} ms`).join(', ')} (motion, greenway)`,
  );
  await app.close();
  lite.close();
} finally {
  await bench.close();
}
