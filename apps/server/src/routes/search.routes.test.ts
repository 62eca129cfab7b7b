import { newSearchRequest, searchResponse, type SearchRequest, type SearchResponse } from '@gavel/contract';
import fc from 'fast-check';
import { searchPhrases } from '@gavel/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyKeywordQuery } from '../db/full-text.ts';
import { SIGN_IN_TO_SEARCH } from '../services/search.service.ts';
import { createTwoNewsrooms } from '../../test/newsrooms.ts';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let outsider: string; // in no group: sees every channel
let ledger: string; // member of the Ledger group: sees Fairview only
let gazette: string; // member of the Gazette group: sees Millbrook only

const DAY = 86_400_000;

async function addMeeting(
  channelId: number,
  options: { url: string; title: string; daysAgo: number; lines: string[]; ready?: boolean },
) {
  const { meetings } = t.context.repositories;
  const meeting = await meetings.upsert({
    channel_id: channelId,
    video_url: options.url,
    title: options.title,
    upload_date: new Date(Date.now() - options.daysAgo * DAY),
    length_seconds: 3600,
  });
  if (options.ready !== false) {
    await meetings.replaceTranscript(
      meeting,
      options.lines.map((text, i) => ({
        start_seconds: i * 10,
        end_seconds: i * 10 + 10,
        speaker: i % 2 ? 'Clerk' : null,
        text,
      })),
      'test',
    );
  }
  return meeting;
}

beforeAll(async () => {
  t = await createTestApp();
  const { accounts } = t.context.services;
  const { fairview, millbrook } = await createTwoNewsrooms(t.context);
  await accounts.addChannel({
    name: 'Unused',
    locality: 'Elsewhere',
    state: 'TX',
    platform: 'rss',
    source: 'c',
  });

  await addMeeting(fairview.id, {
    url: 'https://www.youtube.com/watch?v=fairview001',
    title: 'Fairview "Regular" Meeting',
    daysAgo: 2,
    lines: [
      'I call this meeting to order.',
      'The water rates ordinance is next on the agenda.',
      'Residents asked about lead service lines and water quality.',
      'The motion carries five to two.',
      'Budget hearings continue next week.',
    ],
  });
  await addMeeting(fairview.id, {
    url: 'https://www.youtube.com/watch?v=fairview002',
    title: 'Fairview Budget Hearing',
    daysAgo: 20,
    lines: [
      'The proposed budget keeps the tax rate flat.',
      'We budgeted for road resurfacing.',
      'Water main breaks cost us money.',
    ],
  });
  await addMeeting(millbrook.id, {
    url: 'https://vimeo.com/700000001',
    title: 'Millbrook School Board',
    daysAgo: 5,
    lines: [
      'The start time change affects bus routes.',
      'Water fountains in the schools were tested for lead.',
      '市议会 meeting notes',
    ],
  });
  await addMeeting(millbrook.id, {
    url: 'https://vimeo.com/700000002',
    title: 'Millbrook Pending',
    daysAgo: 1,
    lines: [],
    ready: false,
  });
  await addMeeting(millbrook.id, {
    url: 'https://vimeo.com/700000003',
    title: 'Millbrook Archive Meeting',
    daysAgo: 400,
    lines: ['Water was discussed long ago.'],
  });

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

async function search(token: string, body: SearchRequest) {
  const response = await request(t.app, { method: 'POST', url: '/user_auth/search/', token, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<SearchResponse>();
  // The route sends the service's answer without re-validating it: every answer here holds to
  // the contract, with nothing more.
  expect(searchResponse.parse(answer)).toEqual(answer);
  return answer;
}

const base = newSearchRequest();

const texts = (r: SearchResponse) => r.results.map((item) => item.transcript.raw);

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

  it('loads a whole transcript by video URL, in segment order, in pages', async () => {
    const filters = [
      {
        field: 'video_url' as const,
        values: ['https://www.youtube.com/watch?v=fairview001'],
        type: 'all' as const,
      },
    ];
    const all = await search(outsider, {
      ...base,
      filters,
      resultsPerPage: 500,
      sortField: 'segment',
      sortDirection: 'asc',
    });
    expect(all.results.map((r) => r.segment.raw)).toEqual([0, 1, 2, 3, 4]);
    expect(all.meta).toMatchObject({ page: { total_results: 5 }, total_meetings: 1 });
    const page2 = await search(outsider, {
      ...base,
      filters,
      resultsPerPage: 2,
      current: 2,
      sortField: 'segment',
      sortDirection: 'asc',
    });
    expect(page2.results.map((r) => r.segment.raw)).toEqual([2, 3]);
    expect(page2.meta.page.total_pages).toBe(3);
    expect(all.results[1]?.speaker_name.raw).toBe('Clerk');
  });

  it('browses meetings with no keyword, newest first, one item each, pending ones included', async () => {
    const browse = await search(outsider, base);
    expect(browse.results.map((r) => r.video_title.raw)).toEqual([
      'Millbrook Pending',
      'Fairview "Regular" Meeting',
      'Millbrook School Board',
      'Fairview Budget Hearing',
      'Millbrook Archive Meeting',
    ]);
    expect(browse.results[0]).toMatchObject({
      transcript: { raw: '0' },
      segment: { raw: 0 },
      segment_start: { raw: '00:00:00' },
    });
    expect(browse.meta).toMatchObject({ page: { total_results: 5 }, total_meetings: 5 });
  });

  it('keeps each group to its own channels; a user in no group sees all', async () => {
    const forLedger = await search(ledger, { ...base, searchTerm: 'water' });
    expect(new Set(forLedger.results.map((r) => r.locality_name.raw))).toEqual(new Set(['Fairview']));
    const forGazette = await search(gazette, { ...base, searchTerm: 'water' });
    expect(new Set(forGazette.results.map((r) => r.locality_name.raw))).toEqual(new Set(['Millbrook']));
    // Asking for another group's locality finds nothing: scope decides what a search covers.
    const elsewhere = await search(ledger, {
      ...base,
      searchTerm: 'water',
      filters: [{ field: 'locality', values: ['Millbrook'], type: 'all' }],
    });
    expect(elsewhere.results).toHaveLength(0);
    expect((await search(outsider, { ...base, searchTerm: 'water' })).meta.page.total_results).toBe(5);
  });

  it("reads a meeting named by its video URL whatever the reader's scope, as a visitor does", async () => {
    const filters = [
      { field: 'video_url' as const, values: ['https://vimeo.com/700000001'], type: 'all' as const },
    ];
    const load = {
      ...base,
      filters,
      resultsPerPage: 500,
      sortField: 'segment' as const,
      sortDirection: 'asc' as const,
    };
    const visitor = await request(t.app, { method: 'POST', url: '/user_auth/search/', payload: load });
    expect(visitor.statusCode).toBe(200);
    const signedOut = texts(visitor.json<SearchResponse>());
    expect(signedOut).toHaveLength(3);
    // A Ledger member reads the Millbrook meeting signed in exactly as signed out.
    expect(texts(await search(ledger, load))).toEqual(signedOut);
    expect(texts(await search(gazette, load))).toEqual(signedOut);
    // Within that one meeting, and nowhere else.
    const within = await search(ledger, { ...load, searchTerm: 'lead' });
    expect(texts(within)).toEqual(['Water fountains in the schools were tested for lead.']);
  });

  it('treats whatever the user types as text', async () => {
    const hostile = [
      `"water`,
      `water & | ! ( ) : * \\ '`,
      `'; DROP TABLE segments; --`,
      `!!!`,
      `water:*`,
      `<script>alert(1)</script>`,
      'x'.repeat(10_000),
      'water, '.repeat(1400),
      '\u0000water\u0007',
      '\uD800',
      ',,,',
    ];
    for (const searchTerm of hostile) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/user_auth/search/',
        token: outsider,
        payload: { ...base, searchTerm },
      });
      expect(response.statusCode, searchTerm).toBe(200);
    }
    // Operators are ignored, not obeyed: "water:*" does not become a prefix search.
    expect((await search(outsider, { ...base, searchTerm: 'wat:*' })).results).toHaveLength(0);
    expect(texts(await search(outsider, { ...base, searchTerm: '市议会' }))).toEqual([
      '市议会 meeting notes',
    ]);
  });

  it('refuses wrong types, negative pages, oversized pages and terms, and anonymous callers', async () => {
    const bad = [
      { ...base, current: -1 },
      { ...base, current: 0 },
      { ...base, resultsPerPage: 501 },
      { ...base, searchTerm: 'x'.repeat(10_001) },
      { ...base, searchTerm: 42 },
      { ...base, uploadedWithin: '3d' },
      { ...base, filters: [{ field: 'title', values: ['x'], type: 'all' }] },
      { ...base, sortField: 'text' },
    ];
    for (const payload of bad) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/user_auth/search/',
        token: outsider,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const deep = await request(t.app, {
      method: 'POST',
      url: '/user_auth/search/',
      token: outsider,
      payload: { ...base, searchTerm: 'water', current: 1001, resultsPerPage: 10 },
    });
    expect(deep.statusCode).toBe(400);
    const anonymous = await request(t.app, { method: 'POST', url: '/user_auth/search/', payload: base });
    expect(anonymous.statusCode).toBe(401);
    const forged = await request(t.app, {
      method: 'POST',
      url: '/user_auth/search/',
      token: 'forged',
      payload: base,
    });
    expect(forged.statusCode).toBe(401);
  });

  it("lets a visitor read one meeting's transcript, and nothing else", async () => {
    const filters = [
      { field: 'video_url' as const, values: ['https://vimeo.com/700000001'], type: 'all' as const },
    ];
    const transcript = await request(t.app, {
      method: 'POST',
      url: '/user_auth/search/',
      payload: { ...base, filters, resultsPerPage: 500, sortField: 'segment', sortDirection: 'asc' },
    });
    expect(transcript.statusCode).toBe(200);
    expect(transcript.json<SearchResponse>().results).toHaveLength(3);
    const across = await request(t.app, {
      method: 'POST',
      url: '/user_auth/search/',
      payload: { ...base, searchTerm: 'water' },
    });
    expect(across.statusCode).toBe(401);
    expect(across.json()).toEqual({ message: SIGN_IN_TO_SEARCH });
    // Within the one meeting named, a visitor may look for words too.
    const within = await request(t.app, {
      method: 'POST',
      url: '/user_auth/search/',
      payload: { ...base, filters, searchTerm: 'lead' },
    });
    expect(within.statusCode).toBe(200);
    expect(texts(within.json<SearchResponse>())).toEqual([
      'Water fountains in the schools were tested for lead.',
    ]);
    // A video URL that names no meeting reads nothing.
    const unknown = await request(t.app, {
      method: 'POST',
      url: '/user_auth/search/',
      payload: {
        ...base,
        searchTerm: 'water',
        filters: [{ field: 'video_url', values: ['https://vimeo.com/1'], type: 'all' }],
      },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<SearchResponse>().results).toHaveLength(0);
    // A blank URL, no URL, several URLs or several filters are a search: an account is needed.
    const video = (values: string[]) => ({ field: 'video_url', values, type: 'all' });
    const refused = [
      [video([''])],
      [video([' '])],
      [video(['\t\n'])],
      [video([])],
      [video(['https://vimeo.com/700000001', 'https://www.youtube.com/watch?v=fairview001'])],
      [video(['https://vimeo.com/700000001']), video(['https://www.youtube.com/watch?v=fairview001'])],
      [video(['https://vimeo.com/700000001', ''])],
      [{ field: 'locality', values: ['Millbrook'], type: 'all' }],
    ];
    for (const hostile of refused) {
      for (const searchTerm of ['', 'water']) {
        const response = await request(t.app, {
          method: 'POST',
          url: '/user_auth/search/',
          payload: { ...base, searchTerm, filters: hostile },
        });
        expect(response.statusCode, JSON.stringify(hostile)).toBe(401);
      }
    }
  });
});

describe('GET /user_auth/user-localities/', () => {
  it('lists the localities and states in the user scope', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: '/user_auth/user-localities/',
      token: gazette,
    });
    expect(response.json()).toEqual({
      localities: [{ value: 'Millbrook', label: 'Millbrook' }],
      states: [{ value: 'MI', label: 'Michigan' }],
    });
    const all = await request(t.app, { method: 'GET', url: '/user_auth/user-localities/', token: outsider });
    expect(all.json<{ states: unknown[] }>().states).toHaveLength(3);
  });
});
