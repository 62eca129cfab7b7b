import type { SearchRequest, SearchResponse } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_TO_SEARCH } from '../services/search.service.ts';
import { request, type TestApp } from '../../test/harness.ts';
import { base, searchAs, searchCorpus, texts } from '../../test/search-corpus.ts';

/** Search: whole transcripts, browsing, each reader's scope, hostile input and visitors (test/search-corpus.ts). */
let t: TestApp;
let outsider: string; // in no group: sees every channel
let ledger: string; // member of the Ledger group: sees Fairview only
let gazette: string; // member of the Gazette group: sees Millbrook only

beforeAll(async () => {
  ({ t, outsider, ledger, gazette } = await searchCorpus());
});
afterAll(() => t.close());

const search = (token: string, body: SearchRequest) => searchAs(t, token, body);

describe('POST /user_auth/search/: transcripts, browsing, scope and hostile input', () => {
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
