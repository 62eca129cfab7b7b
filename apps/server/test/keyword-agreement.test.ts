import { newSearchRequest, searchPhrases, searchResponse, toWireList } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markedPhrases } from '../src/db/full-text.ts';
import { createTestApp, createTestUser, request, signIn, type TestApp } from './harness.ts';
import { createTwoNewsrooms } from './newsrooms.ts';

/**
 * Search, an alert's RSS feed and an alert's digest read keywords through one set of rules
 * (db/full-text.ts, db/scope.ts): for the same keywords and the same user, they find the same
 * segments and mark the same passages.
 */

const FAIRVIEW_LINES = [
  'The police chief spoke about the budget.',
  'The fire chief asked for a new truck.',
  'Police and fire chiefs met with the chief of police.',
  'Policing costs rose again, said Ms. O’Brien.',
  "O'Brien moved to approve the minutes.",
  'The the and of a.',
  'Zoning: a public hearing on rezoning 12 Main St.',
  '>> Council member Peña: aye.',
];
const MILLBROOK_LINES = [
  'Millbrook’s police chief retired.',
  'The school budget passed 5-2.',
  'A public hearing on the zoning map.',
];

const KEYWORD_SETS = [
  ['police chief'],
  ['chief'],
  ['budget', 'fire chief'],
  ['Policing'],
  ["O'Brien"],
  ['public hearing', 'zoning'],
  ['Peña'],
  ['the'],
  ['  POLICE   chief ', 'police chief'],
  ['"police" & !chief | (budget:*)'],
];

let t: TestApp;
const people: Record<string, { id: number; token: string; alertIds: number[] }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { fairview, millbrook } = await createTwoNewsrooms(t.context);
  const groups = await t.context.repositories.groups.listWithCounts();
  for (const name of ['ledger', 'gazette', 'outsider']) {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const group = groups.find((g) => g.name.toLowerCase() === name);
    if (group) {
      await t.context.repositories.groups.addMember(group.id, user.id, false);
    }
    people[name] = { id: user.id, token: await signIn(t.app, user.email, user.password), alertIds: [] };
  }
  // Every user follows every keyword set before the meetings arrive, so each digest sees them.
  for (const person of Object.values(people)) {
    for (const keywords of KEYWORD_SETS) {
      const alert = await t.context.services.alerts.create(person.id, {
        keywords: toWireList(keywords),
        locality: [''],
        state: [''],
        is_notifying: true,
      });
      person.alertIds.push(alert.id);
    }
  }
  const { meetings } = t.context.repositories;
  for (const [channel, lines] of [
    [fairview, FAIRVIEW_LINES],
    [millbrook, MILLBROOK_LINES],
  ] as const) {
    const meeting = await meetings.upsert({
      channel_id: channel.id,
      video_url: `https://archive.org/details/${channel.locality.toLowerCase()}-regular`,
      title: `${channel.locality} Regular Meeting`,
      upload_date: new Date('2026-10-06T23:00:00Z'),
      length_seconds: 3600,
    });
    await meetings.replaceTranscript(
      meeting,
      lines.map((text, i) => ({ start_seconds: i * 10, end_seconds: i * 10 + 10, speaker: null, text })),
      'test',
    );
  }
});
afterAll(async () => {
  await t.close();
});

/** What search finds for the keywords, as `video_url#segment` → the words it marks. */
async function searched(token: string, keywords: string[]): Promise<Map<string, string[]>> {
  const response = await request(t.app, {
    method: 'POST',
    url: '/user_auth/search/',
    token,
    payload: newSearchRequest({ searchTerm: keywords.join(','), resultsPerPage: 100 }),
  });
  expect(response.statusCode).toBe(200);
  const answer = searchResponse.parse(response.json());
  return new Map(answer.results.map((r) => [`${r.video_url.raw}#${r.segment.raw}`, r.text_to_highlight.raw]));
}

describe('search, alert feeds and alert digests agree on keywords and scope', () => {
  it('find the same segments and mark the same words for every keyword set and user', async () => {
    const { alerts } = t.context.repositories;
    const fresh = await alerts.newMatches(
      Object.values(people).map((p) => p.id),
      1000,
    );
    let compared = 0;
    for (const [name, person] of Object.entries(people)) {
      const own = await alerts.list(person.id);
      for (const [i, keywords] of KEYWORD_SETS.entries()) {
        const alert = own.find((a) => a.id === person.alertIds[i]);
        expect(alert, `${name}: ${keywords.join(',')}`).toBeDefined();
        if (!alert) {
          continue;
        }
        const bySearch = await searched(person.token, keywords);
        const inFeed = await alerts.recentMatches(alert, 1000);
        const feed = new Map<string, string[]>(
          inFeed.map((m) => [
            `${m.video_url}#${m.ordinal}`,
            markedPhrases(m.headline, searchPhrases(keywords.join(','))),
          ]),
        );
        const digest = new Set(
          fresh.rows
            .filter((r) => r.user_id === person.id && r.alert_ids.includes(alert.id))
            .map((r) => `${r.video_url}#${r.ordinal}`),
        );
        const label = `${name}: ${keywords.join(',')}`;
        expect([...feed.keys()].sort(), label).toEqual([...bySearch.keys()].sort());
        expect([...digest].sort(), label).toEqual([...bySearch.keys()].sort());
        for (const [key, words] of bySearch) {
          expect(feed.get(key), `${label} ${key}`).toEqual(words);
        }
        compared += bySearch.size;
      }
    }
    // The sets are not all empty: the comparison saw real matches in and out of scope.
    expect(compared).toBeGreaterThan(30);
  });

  it('mark only the matched phrase in search results, not its words elsewhere', async () => {
    const found = await searched(people.outsider?.token ?? '', ['police chief']);
    expect([...found.values()]).toContainEqual(['police chief']);
    expect([...found.values()].flat()).not.toContain('chief');
    expect([...found.values()].flat()).not.toContain('fire chief');
  });

  it('read the same phrases out of what a user types', () => {
    expect(searchPhrases('  POLICE   chief ,police chief,,')).toEqual(['POLICE chief']);
    expect(searchPhrases('a\u0000b, c\nd')).toEqual(['a b', 'c d']);
    expect(searchPhrases(Array.from({ length: 30 }, (_, i) => `w${i}`).join(','))).toHaveLength(20);
    expect(searchPhrases('x'.repeat(500))[0]).toHaveLength(200);
  });

  it('keep each user to their scope: a group member sees their channels, a user in no group all', async () => {
    const chief = ['police chief'];
    const places = async (token: string) =>
      new Set([...(await searched(token, chief)).keys()].map((key) => key.split('#')[0]));
    expect(await places(people.ledger?.token ?? '')).toEqual(
      new Set(['https://archive.org/details/fairview-regular']),
    );
    expect(await places(people.gazette?.token ?? '')).toEqual(
      new Set(['https://archive.org/details/millbrook-regular']),
    );
    expect((await places(people.outsider?.token ?? '')).size).toBe(2);
  });
});
