/**
 * npm run bench:alerts -- --corpus FILE.jsonl.gz [--scales 1000,10000,50000] [--new 20]
 *
 * Loads the corpus into a fresh embedded PostgreSQL, holding back its --new latest meetings. For
 * each scale it creates that many active alerts (5 per user, Hourly, keywords drawn from a
 * vocabulary of council words, some narrowed to a locality or the state), then ingests the held
 * back meetings as new ("in the last hour") and times one hourly cycle: the scheduler finding the
 * due users, every match found, every digest built and sent to an SMTP receiver on loopback, and
 * the digests recorded. The SMTP receiver runs in a process of its own (scripts/bench/smtp-sink.ts).
 * Prints a table; asserts nothing.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addCorpusChannels } from './corpus.ts';
import { startBench } from './harness.ts';
import { sql } from 'kysely';
import { ALERT_BATCH_SIZE } from '../../apps/server/src/jobs/deliver-alerts.job.ts';
import { readMeetingLines } from '../../apps/server/src/ingest/transcripts/jsonl.ts';
import { freePort } from '../../apps/server/test/free-port.ts';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    scales: { type: 'string', default: '1000,10000,50000' },
    new: { type: 'string', default: '20' },
  },
});
if (!values.corpus) {
  console.error(
    'usage: npm run bench:alerts -- --corpus FILE.jsonl.gz [--scales 1000,10000,50000] [--new 20]',
  );
  process.exit(2);
}
const corpus = values.corpus;
const scales = values.scales.split(',').map(Number);
const newCount = Number(values.new);

const CHANNELS: Record<string, { name: string; locality: string }> = {
  'City Council': { name: 'Knoxville City Council', locality: 'Knoxville' },
  'County Commission': { name: 'Knox County Commission', locality: 'Knox County' },
  'Beer Board': { name: 'Knoxville Beer Board', locality: 'Knoxville' },
};

const VOCABULARY = [
  'budget',
  'sidewalk',
  'police',
  'greenway',
  'annexation',
  'stormwater',
  'broadband',
  'zoning',
  'public hearing',
  'second reading',
  'property tax',
  'beer permit',
  'zoning change',
  'school',
  'road',
  'park',
  'library',
  'fire department',
  'affordable housing',
  'homeless',
  'transit',
  'water',
  'sewer',
  'paving',
  'traffic',
  'speed bumps',
  'noise',
  'short-term rental',
  'karaoke',
  'festival',
  'grant',
  'bond',
  'audit',
  'contract',
  'lawsuit',
  'settlement',
  'pension',
  'salary',
  'overtime',
  'election',
  'redistricting',
  'landfill',
  'recycling',
  'stadium',
  'baseball',
  'downtown',
  'parking',
  'bike lane',
  'crosswalk',
  'streetlight',
  'drainage',
  'flooding',
  'tree',
  'historic',
  'demolition',
  'blight',
  'code enforcement',
  'animal shelter',
  'dog park',
  'swimming pool',
  'senior center',
  'youth',
  'after school',
  'teacher',
  'superintendent',
  'sheriff',
  'jail',
  'courthouse',
  'ambulance',
  'opioid',
  'mental health',
  'health department',
  'vaccine',
  'covid',
  'masks',
  'budget amendment',
  'tax increase',
  'fund balance',
  'reserve',
  'capital plan',
  'debt',
  'interest rate',
  'tourism',
  'hotel',
  'convention center',
  'airport',
  'railroad',
  'bridge',
  'interstate',
  'right of way',
  'easement',
  'variance',
  'rezoning',
  'planning commission',
  'beer board',
  'liquor',
  'alcohol',
  'license',
  'ordinance',
  'resolution',
];

// The receiver runs in a process of its own, as a mail server would.
const smtpPort = await freePort();
const sink = fork(join(import.meta.dirname, 'smtp-sink.ts'), [String(smtpPort)]);
await once(sink, 'message');
const received = async (): Promise<number> => {
  const answer = once(sink, 'message');
  sink.send('count');
  const [reply] = (await answer) as [{ received: number }];
  return reply.received;
};

const bench = await startBench('alerts', {
  env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?pool=true&maxConnections=4&maxMessages=100000` },
});
try {
  const { context, dir, handle } = bench;
  const bodyMap = await addCorpusChannels(context, CHANNELS);

  // The corpus, minus its latest meetings, which arrive later as the hour's new meetings.
  const all: { date: string; line: string }[] = [];
  for await (const { meeting } of readMeetingLines(corpus)) {
    all.push({ date: meeting.date, line: JSON.stringify(meeting) });
  }
  all.sort((a, b) => a.date.localeCompare(b.date));
  const write = async (file: string, lines: string[]) => {
    const out = createWriteStream(file);
    for (const line of lines) {
      if (!out.write(`${line}\n`)) {
        await once(out, 'drain');
      }
    }
    out.end();
    await once(out, 'finish');
  };
  const baseFile = join(dir, 'base.jsonl');
  const newFile = join(dir, 'new.jsonl');
  await write(
    baseFile,
    all.slice(0, -newCount).map((m) => m.line),
  );
  await write(
    newFile,
    all.slice(-newCount).map((m) => m.line),
  );
  const loadStart = performance.now();
  await context.services.import.importJsonl([baseFile], { channelByBody: true, bodyMap, bulk: true });
  const baseSegments = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM segments`.execute(handle.db)).rows[0]?.n,
  );
  console.log(
    `corpus: ${all.length - newCount} meetings, ${baseSegments} segments loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );

  // The alerts of every scale were made before the hour's meetings: their matches are new.
  const before = (
    await sql<{ snapshot: string }>`SELECT pg_current_snapshot()::text AS snapshot`.execute(handle.db)
  ).rows[0]?.snapshot;
  await context.services.import.importJsonl([newFile], { channelByBody: true, bodyMap });
  const newSegments = Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM segments WHERE NOT pg_visible_in_snapshot(indexed_xid, ${before}::pg_snapshot)
      `.execute(handle.db)
    ).rows[0]?.n,
  );

  const rows: string[] = [];
  for (const alertCount of scales) {
    const users = Math.ceil(alertCount / 5);
    await sql`TRUNCATE alert_digests, alert_schedule, alerts`.execute(handle.db);
    await sql`DELETE FROM users WHERE email LIKE 'bench-%'`.execute(handle.db);
    await sql`
      INSERT INTO users (email, password_hash, must_change_password)
      SELECT 'bench-' || i || '@example.com', 'x', false FROM generate_series(1, ${users}) i
    `.execute(handle.db);
    await sql`
      INSERT INTO profiles (user_id, frequency, time)
      SELECT id, 'Hourly', '00:00' FROM users WHERE email LIKE 'bench-%'
      ON CONFLICT (user_id) DO UPDATE SET frequency = 'Hourly'
    `.execute(handle.db);
    // 5 alerts per user: 1 to 3 keywords each; one in five narrowed to a locality, one in ten to TN.
    // Drawn from a fixed seed, so every run (and every version compared) has the same alerts.
    await handle.db.transaction().execute(async (trx) => {
      await sql`SELECT setseed(0.42)`.execute(trx);
      await sql`
        INSERT INTO alerts (user_id, keywords, localities, states, feed_token, created_at, delivered_through)
        SELECT u.id,
          (SELECT array_agg((${VOCABULARY}::text[])[1 + floor(random() * ${VOCABULARY.length})::int])
             FROM generate_series(1, 1 + (random() * 2)::int) WHERE u.id > 0),
          CASE WHEN random() < 0.2 THEN ARRAY[CASE WHEN random() < 0.5 THEN 'Knoxville' ELSE 'Knox County' END]
               ELSE '{}' END,
          CASE WHEN random() < 0.1 THEN ARRAY['TN'] ELSE '{}' END,
          md5(random()::text || u.id || n), now() - interval '1 hour', ${before}::pg_snapshot
        FROM users u CROSS JOIN generate_series(1, 5) n
        WHERE u.email LIKE 'bench-%'
        LIMIT ${alertCount}
      `.execute(trx);
    });
    await sql`ANALYZE`.execute(handle.db);

    const receivedBefore = await received();
    const start = performance.now();
    const due = await context.services.alertDelivery.dueUsers(new Date());
    const scheduled = performance.now();
    let digests = 0;
    let matches = 0;
    for (let i = 0; i < due.length; i += ALERT_BATCH_SIZE) {
      const result = await context.services.alertDelivery.deliverMany(due.slice(i, i + ALERT_BATCH_SIZE));
      digests += result.digests;
      matches += result.matches;
      if (result.failures.length > 0) {
        throw new Error(`${result.failures.length} digests failed`);
      }
    }
    const total = performance.now() - start;
    const emails = (await received()) - receivedBefore;
    rows.push(
      `${String(alertCount).padStart(8)}${String(users).padStart(8)}${String(newSegments).padStart(10)}${String(matches).padStart(10)}${String(digests).padStart(9)}${String(emails).padStart(8)}${((scheduled - start) / 1000).toFixed(1).padStart(10)}${(total / 1000).toFixed(1).padStart(10)}`,
    );
    console.log(rows.at(-1));
  }
  console.log(
    '\nOne hourly cycle (scheduler + matching + digests sent over SMTP on loopback + digests recorded)',
  );
  console.log(
    `${'alerts'.padStart(8)}${'users'.padStart(8)}${'new segs'.padStart(10)}${'matches'.padStart(10)}${'digests'.padStart(9)}${'emails'.padStart(8)}${'sched s'.padStart(10)}${'total s'.padStart(10)}`,
  );
  for (const row of rows) {
    console.log(row);
  }
} finally {
  sink.send('stop');
  await once(sink, 'exit');
  await bench.close();
}
