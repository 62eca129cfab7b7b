import { newSearchRequest, type SearchResponse } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoNewsrooms } from '../../test/newsrooms.ts';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';

/** Searches with the answer cache on, as Gavel runs by default. */
let t: TestApp;
let channels: Awaited<ReturnType<typeof createTwoNewsrooms>>;
const tokens: Record<'ledger' | 'ledger2' | 'gazette', string> = { ledger: '', ledger2: '', gazette: '' };

async function addMeeting(channelId: number, url: string, text: string) {
  const { meetings } = t.context.repositories;
  const meeting = await meetings.upsert({
    channel_id: channelId,
    video_url: url,
    title: url,
    upload_date: new Date(),
    length_seconds: 60,
  });
  await meetings.replaceTranscript(
    meeting,
    [{ start_seconds: 0, end_seconds: 10, speaker: null, text }],
    'test',
  );
}

async function count(token: string, searchTerm: string) {
  const body = newSearchRequest({ searchTerm });
  const response = await request(t.app, { method: 'POST', url: '/user_auth/search/', token, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<SearchResponse>();
  return { results: answer.meta.page.total_results, urls: answer.results.map((r) => r.video_url.raw) };
}

beforeAll(async () => {
  t = await createTestApp({ SEARCH_CACHE_SECONDS: '3600' });
  channels = await createTwoNewsrooms(t.context);
  await addMeeting(
    channels.fairview.id,
    'https://www.youtube.com/watch?v=cache1',
    'The culvert on Elm Street.',
  );
  await addMeeting(channels.millbrook.id, 'https://vimeo.com/800000001', 'A culvert near the school.');
  for (const [name, group] of [
    ['ledger', 'Ledger'],
    ['ledger2', 'Ledger'],
    ['gazette', 'Gazette'],
  ] as const) {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    await t.context.services.accounts.addMember(group, user.email, false);
    tokens[name] = await signIn(t.app, user.email, user.password);
  }
});
afterAll(() => t.close());

describe('the search answer cache', () => {
  it('answers the same search in the same scope once for everyone, until it expires', async () => {
    expect(await count(tokens.ledger, 'culvert')).toEqual({
      results: 1,
      urls: ['https://www.youtube.com/watch?v=cache1'],
    });
    await addMeeting(channels.fairview.id, 'https://www.youtube.com/watch?v=cache2', 'Another culvert.');
    // Within the cache time, the same search in the same scope gets the kept answer...
    expect((await count(tokens.ledger2, 'culvert')).results).toBe(1);
    // ...while any other search is answered afresh.
    expect((await count(tokens.ledger, 'culvert, elm')).results).toBe(2);
  });

  it('never gives one newsroom the answer of another', async () => {
    expect(await count(tokens.gazette, 'culvert')).toEqual({
      results: 1,
      urls: ['https://vimeo.com/800000001'],
    });
  });
});
