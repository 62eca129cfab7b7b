import fc from 'fast-check';
import { searchPhrases, type SearchRequest } from '@gavel/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyKeywordQuery } from '../db/full-text.ts';
import type { TestApp } from '../../test/harness.ts';
import { base, DAY, searchAs, searchCorpus, texts } from '../../test/search-corpus.ts';

/** Search: stems, phrases, counts, pages, sorting and filters (test/search-corpus.ts). */
let t: TestApp;
let outsider: string; // in no group: sees every channel

beforeAll(async () => {
  ({ t, outsider } = await searchCorpus());
});
afterAll(() => t.close());

const search = (token: string, body: SearchRequest) => searchAs(t, token, body);

describe('POST /user_auth/search/', () => {
  it('also finds meetings by title and passages by speaker, and names the keywords that are all stop words', async () => {
    const body = { ...base, searchTerm: 'budget hearing, CLERK, the', uploadedWithin: '' as const };
    const answer = await search(outsider, body);
    expect(answer.title_matches?.map((item) => item.video_title.raw)).toEqual(['Fairview Budget Hearing']);
    expect(answer.speaker_matches?.length).toBeGreaterThan(0);
    expect(answer.speaker_matches?.every((item) => item.speaker_name.raw === 'Clerk')).toBe(true);
    expect(answer.meta.ignored_keywords).toEqual(['the']);
    // Only on the first page.
    const second = await search(outsider, { ...body, current: 2 });
    expect(second.title_matches).toBeUndefined();
    // A stop word alone finds nothing, and says why.
    const stop = await search(outsider, { ...base, searchTerm: 'the', uploadedWithin: '' });
    expect(stop.results).toEqual([]);
    expect(stop.meta.ignored_keywords).toEqual(['the']);
    // A stop word is not looked for in titles or names either ("the" is in "Weather").
    expect(stop.title_matches).toEqual([]);
    expect(stop.speaker_matches).toEqual([]);
  });

  it('matches english stems and reports counts, pages and highlights', async () => {
    const result = await search(outsider, { ...base, searchTerm: 'budgets' });
    expect(texts(result)).toEqual([
      'Budget hearings continue next week.',
      'The proposed budget keeps the tax rate flat.',
      'We budgeted for road resurfacing.',
    ]);
    expect(result.meta).toEqual({
      page: { current: 1, size: 10, total_pages: 1, total_results: 3 },
      total_meetings: 2,
    });
    expect(result.results[2]?.text_to_highlight.raw).toEqual(['budgeted']);
    const first = result.results[0];
    expect(first).toMatchObject({
      video_url: { raw: 'https://www.youtube.com/watch?v=fairview001' },
      video_title: { raw: 'Fairview "Regular" Meeting' },
      locality_name: { raw: 'Fairview' },
      state: { raw: 'OH' },
      segment: { raw: 4 },
      segment_start: { raw: '00:00:40' },
      video_length: { raw: '01:00:00' },
      timestamp_url: { raw: 'https://www.youtube.com/watch?v=fairview001&t=40s' },
      speaker_name: { raw: null },
    });
    expect(first?.upload_date.raw).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('treats a keyword of several words as a phrase, and commas as OR', async () => {
    expect(texts(await search(outsider, { ...base, searchTerm: 'lead service lines' }))).toEqual([
      'Residents asked about lead service lines and water quality.',
    ]);
    expect((await search(outsider, { ...base, searchTerm: 'lines service lead' })).results).toHaveLength(0);
    const either = await search(outsider, { ...base, searchTerm: 'motion carries, bus routes' });
    expect(texts(either).sort()).toEqual([
      'The motion carries five to two.',
      'The start time change affects bus routes.',
    ]);
    expect(either.meta.total_meetings).toBe(2);
  });

  it('counts a segment holding several of the keywords once', async () => {
    const result = await search(outsider, { ...base, searchTerm: 'water, lead, schools' });
    // water: 5 segments; lead: 2, both also about water; schools: 1, also about water and lead.
    expect(result.meta.page.total_results).toBe(5);
    expect(result.meta.total_meetings).toBe(4);
  });

  it('gives the same counts from lexeme counts as from scanning every match', async () => {
    const words = [
      'water',
      'lead',
      'budget',
      'motion',
      'schools',
      'meeting',
      'order',
      'routes',
      'rates',
      'missing',
    ];
    const channelIds = (await t.context.db.selectFrom('channels').select('id').execute()).map((c) => c.id);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }),
        fc.constantFrom<SearchRequest['uploadedWithin']>('', '1w', '1M'),
        async (chosen, uploadedWithin) => {
          const result = await search(outsider, { ...base, searchTerm: chosen.join(', '), uploadedWithin });
          const days = uploadedWithin === '1w' ? 7 : uploadedWithin === '1M' ? 30 : undefined;
          const since = days === undefined ? undefined : new Date(Date.now() - days * DAY);
          const query = anyKeywordQuery(searchPhrases(chosen.join(',')));
          const scanned = await t.context.repositories.search.countSegments({ channelIds, since }, query);
          expect(result.meta.page.total_results).toBe(scanned.results);
          expect(result.meta.total_meetings).toBe(scanned.meetings);
          // And the scan agrees with the plainest count there is.
          const plain = await sql<{ results: number; meetings: number }>`
            SELECT count(*)::int AS results, count(DISTINCT meeting_id)::int AS meetings FROM segments
            WHERE tsv @@ ${query} AND (${since ?? null}::timestamptz IS NULL OR upload_date >= ${since ?? null})
          `.execute(t.context.db);
          expect(scanned).toEqual(plain.rows[0]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('counts one-word keywords exactly within any channels, dates and meetings', async () => {
    const words = ['water', 'lead', 'Leads', 'budget', 'meeting', 'order', 'ordered', 'the', 'missing'];
    const channelIds = (await t.context.db.selectFrom('channels').select('id').execute()).map((c) => c.id);
    const allMeetings = await t.context.db.selectFrom('meetings').select(['id', 'channel_id']).execute();
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }),
        fc.subarray(channelIds, { minLength: 1 }),
        fc.option(fc.subarray(allMeetings, { minLength: 1 }), { nil: undefined }),
        fc.constantFrom(undefined, 7, 30),
        async (chosen, channels, picked, days) => {
          const since = days === undefined ? undefined : new Date(Date.now() - days * DAY);
          // Meetings, when given, are within the channels (the service finds them there).
          const meetings = picked?.filter((m) => channels.includes(m.channel_id)).map((m) => m.id);
          const scope = { channelIds: channels, since, meetingIds: meetings };
          const counted = await t.context.repositories.search.countMatching(scope, chosen);
          const plain = await sql<{ results: number; meetings: number }>`
            SELECT count(*)::int AS results, count(DISTINCT meeting_id)::int AS meetings FROM segments
            WHERE tsv @@ ${anyKeywordQuery(chosen)} AND channel_id = ANY(${channels}::int[])
              AND (${since ?? null}::timestamptz IS NULL OR upload_date >= ${since ?? null})
              AND (${meetings ?? null}::int[] IS NULL OR meeting_id = ANY(${meetings ?? null}::int[]))
          `.execute(t.context.db);
          expect(counted).toEqual(plain.rows[0]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("bounds the matches of a phrase by each meeting's segments holding its rarest word there", async () => {
    const { search } = t.context.repositories;
    const fewestPerMeeting = async (words: string[]) =>
      (
        await sql<{ n: number }>`
          SELECT coalesce(sum(fewest), 0)::int AS n FROM (
            SELECT min(held) AS fewest FROM (
              SELECT meeting_id, w, count(*) AS held FROM segments, unnest(${words}::text[]) AS w
              WHERE tsv @@ to_tsquery('english'::regconfig, w) GROUP BY meeting_id, w
            ) per_word
            GROUP BY meeting_id HAVING count(*) = cardinality(${words}::text[])
          ) per_meeting
        `.execute(t.context.db)
      ).rows[0]?.n ?? -1;
    const matching = async (phrase: string) =>
      (
        await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM segments WHERE tsv @@ phraseto_tsquery('english'::regconfig, ${phrase})
        `.execute(t.context.db)
      ).rows[0]?.n ?? -1;
    const water = await fewestPerMeeting(['water']);
    expect(water).toBeGreaterThan(0);
    expect(await search.matchBound('water')).toBe(water);
    const both = await fewestPerMeeting(['lead', 'water']);
    expect(await search.matchBound('Lead in the water')).toBe(both);
    expect(both).toBeGreaterThanOrEqual(await matching('Lead in the water'));
    // Each word is said, but never in the same meeting: nothing can match.
    expect(await fewestPerMeeting(['rates'])).toBeGreaterThan(0);
    expect(await fewestPerMeeting(['schools'])).toBeGreaterThan(0);
    expect(await search.matchBound('rates in schools')).toBe(0);
    expect(await search.matchBound('water zyzzyvas')).toBe(0);
  });

  it('finds the same page by walking the date index or by collecting the matches first', async () => {
    const channelIds = (await t.context.db.selectFrom('channels').select('id').execute()).map((c) => c.id);
    const pages: number[] = [];
    for (const order of ['date_desc', 'date_asc'] as const) {
      for (const days of [undefined, 30, 7]) {
        const scope = {
          channelIds,
          since: days === undefined ? undefined : new Date(Date.now() - days * DAY),
        };
        const options = { query: anyKeywordQuery(['water']), order, limit: 3, offset: 1 };
        const walked = await t.context.repositories.search.findSegments(scope, {
          ...options,
          fewMatches: false,
        });
        const collected = await t.context.repositories.search.findSegments(scope, {
          ...options,
          fewMatches: true,
        });
        expect(collected).toEqual(walked);
        expect(walked.every((hit) => !scope.since || hit.upload_date >= scope.since)).toBe(true);
        pages.push(walked.length);
      }
    }
    // Without a date and within 30 days, a full page; within a week, the two after the first.
    expect(pages).toEqual([3, 3, 2, 3, 3, 2]);
  });

  it('sorts by upload date both ways', async () => {
    const newest = await search(outsider, { ...base, searchTerm: 'water' });
    expect(newest.results.map((r) => r.video_title.raw)).toEqual([
      'Fairview "Regular" Meeting',
      'Fairview "Regular" Meeting',
      'Millbrook School Board',
      'Fairview Budget Hearing',
      'Millbrook Archive Meeting',
    ]);
    const oldest = await search(outsider, { ...base, searchTerm: 'water', sortDirection: 'asc' });
    expect(oldest.results[0]?.video_title.raw).toBe('Millbrook Archive Meeting');
  });

  it('filters by date window', async () => {
    const windows: [SearchRequest['uploadedWithin'], number][] = [
      ['1h', 0],
      ['24h', 0],
      ['1w', 3],
      ['2w', 3],
      ['1M', 4],
      ['6M', 4],
      ['1y', 4],
      ['', 5],
    ];
    for (const [uploadedWithin, count] of windows) {
      const result = await search(outsider, { ...base, searchTerm: 'water', uploadedWithin });
      expect(result.meta.page.total_results, `window ${uploadedWithin}`).toBe(count);
    }
  });

  it('filters by locality, state and video', async () => {
    const locality = await search(outsider, {
      ...base,
      searchTerm: 'water',
      filters: [{ field: 'locality', values: ['Millbrook'], type: 'all' }],
    });
    expect(locality.results.every((r) => r.locality_name.raw === 'Millbrook')).toBe(true);
    expect(locality.meta.page.total_results).toBe(2);
    const state = await search(outsider, {
      ...base,
      searchTerm: 'water',
      filters: [{ field: 'state', values: ['oh'], type: 'all' }],
    });
    expect(state.meta.page.total_results).toBe(3);
    const none = await search(outsider, {
      ...base,
      searchTerm: 'water',
      filters: [
        { field: 'locality', values: ['Millbrook'], type: 'all' },
        { field: 'state', values: ['OH'], type: 'all' },
      ],
    });
    expect(none.meta.page.total_results).toBe(0);
  });
});
