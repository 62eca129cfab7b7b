import { newSearchRequest, searchResponse, type SearchRequest, type SearchResponse } from '@gavel/contract';
import { expect } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from './harness.ts';
import { createTwoNewsrooms } from './newsrooms.ts';

/**
 * The search tests' corpus: two newsrooms (the Ledger follows Fairview, the Gazette Millbrook),
 * an unused channel, five meetings (one pending, one 400 days old) and three readers.
 */
export const DAY = 86_400_000;

async function addMeeting(
  t: TestApp,
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

/** The app with the corpus loaded, and the readers' tokens. */
export async function searchCorpus() {
  const t = await createTestApp();
  const { accounts } = t.context.services;
  const { fairview, millbrook } = await createTwoNewsrooms(t.context);
  await accounts.addChannel({
    name: 'Unused',
    locality: 'Elsewhere',
    state: 'TX',
    platform: 'rss',
    source: 'c',
  });

  await addMeeting(t, fairview.id, {
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
  await addMeeting(t, fairview.id, {
    url: 'https://www.youtube.com/watch?v=fairview002',
    title: 'Fairview Budget Hearing',
    daysAgo: 20,
    lines: [
      'The proposed budget keeps the tax rate flat.',
      'We budgeted for road resurfacing.',
      'Water main breaks cost us money.',
    ],
  });
  await addMeeting(t, millbrook.id, {
    url: 'https://vimeo.com/700000001',
    title: 'Millbrook School Board',
    daysAgo: 5,
    lines: [
      'The start time change affects bus routes.',
      'Water fountains in the schools were tested for lead.',
      '市议会 meeting notes',
    ],
  });
  await addMeeting(t, millbrook.id, {
    url: 'https://vimeo.com/700000002',
    title: 'Millbrook Pending',
    daysAgo: 1,
    lines: [],
    ready: false,
  });
  await addMeeting(t, millbrook.id, {
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
  return {
    t,
    /** In no group: sees every channel. */
    outsider: await make(),
    /** A member of the Ledger: sees Fairview only. */
    ledger: await make('Ledger'),
    /** A member of the Gazette: sees Millbrook only. */
    gazette: await make('Gazette'),
  };
}

/** A search as the reader; the answer is checked against the contract. */
export async function searchAs(t: TestApp, token: string, body: SearchRequest) {
  const response = await request(t.app, { method: 'POST', url: '/user_auth/search/', token, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<SearchResponse>();
  // The route sends the service's answer without re-validating it: every answer here holds to
  // the contract, with nothing more.
  expect(searchResponse.parse(answer)).toEqual(answer);
  return answer;
}

export const base = newSearchRequest();

export const texts = (r: SearchResponse) => r.results.map((item) => item.transcript.raw);
