import {
  EMBED_ID_PATTERN,
  MAX_EMBED_SEGMENTS,
  formatClock,
  meetingTranscriptRequest,
  type SearchResponse,
} from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
import { newsroomMember } from '../../test/newsrooms.ts';
import { EMBED_ERRORS } from '../services/embed.service.ts';

let t: TestApp;
let token: string;

const VIDEO = 'https://www.youtube.com/watch?v=embed0001';
const EVIL = 'https://www.youtube.com/watch?v=evil00001';
const NOT_READY = 'https://vimeo.com/700000555';
const SCRIPT_LINK = 'javascript:alert(1)//video';

const lines = [
  ['Mayor', 'Good evening. I call this meeting to order.'],
  ['Clerk', 'All members are present.'],
  ['Mayor', 'Item 1 is the water rate ordinance.'],
  ['City Manager', 'We recommend a four percent increase.'],
  ['Council Member Osei', 'Residents are struggling with rates already.'],
  ['Mayor', 'We are adjourned.'],
] as const;
/** Segment i starts at 30 + 8i seconds. */
const at = (i: number) => formatClock(30 + i * 8);
const seg = (i: number) => ({ timestamp: at(i), text: lines[i]?.[1] ?? '' });

async function addMeeting(
  url: string,
  title: string,
  rows: readonly (readonly [string | null, string])[],
  options: { ready?: boolean; locality?: string; step?: number } = {},
) {
  const { channels, meetings } = t.context.repositories;
  const channel = await channels.create({
    name: `Channel ${url}`,
    locality: options.locality ?? 'Knoxville',
    state: 'TN',
    platform: 'youtube',
    source: url,
  });
  const meeting = await meetings.upsert({
    channel_id: channel.id,
    video_url: url,
    title,
    upload_date: new Date('2026-03-04T15:00:00Z'),
    length_seconds: 600,
  });
  if (options.ready ?? true) {
    const step = options.step ?? 8;
    await meetings.replaceTranscript(
      meeting,
      rows.map(([speaker, text], i) => ({
        start_seconds: 30 + i * step,
        end_seconds: 30 + (i + 1) * step,
        speaker,
        text,
      })),
      'test',
    );
  }
  return meeting;
}

function create(payload: unknown, as: string | undefined = token) {
  return request(t.app, { method: 'POST', url: '/user_auth/embed/', payload: payload as object, token: as });
}

function excerpt(id: string) {
  return request(t.app, {
    method: 'GET',
    url: `/embed/${id}`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await addMeeting(VIDEO, 'Regular "Council" Meeting', lines);
  await addMeeting(
    EVIL,
    '<script>alert("title")</script><img src=x onerror=alert(1)>',
    [
      ['<b>Clerk</b>', '<script>alert("xss")</script>'],
      [null, '<img src=x onerror="alert(2)">'],
      [null, '<a href="javascript:alert(3)">click me</a> </div></ol><p unclosed'],
    ],
    { locality: '<i>Evilton</i>' },
  );
  await addMeeting(SCRIPT_LINK, 'Odd video link', [[null, 'Hello there.']]);
  await addMeeting(NOT_READY, 'Pending meeting', [], { ready: false });
  const user = await createTestUser(t.context, { mustChangePassword: false });
  token = await signIn(t.app, user.email, user.password);
});

afterAll(async () => {
  await t.close();
});

describe('POST /user_auth/embed/', () => {
  it('creates an excerpt of three lines with a random id, and serves its HTML', async () => {
    const response = await create({
      video_url: VIDEO,
      start_time: at(2),
      end_time: at(5),
      segments: [2, 3, 4].map(seg),
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    expect(id).toMatch(EMBED_ID_PATTERN);

    const html = await excerpt(id);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('Regular Council Meeting');
    expect(html.body).toContain('Knoxville, TN');
    expect(html.body).toContain('March 4, 2026');
    expect(html.body).toContain('Item 1 is the water rate ordinance.');
    expect(html.body).toContain('Residents are struggling with rates already.');
    expect(html.body).not.toContain('All members are present.');
    expect(html.body).not.toContain('We are adjourned.');
    // Each timestamp opens the video at its moment; the full transcript and the credit are linked.
    expect(html.body).toContain('href="https://www.youtube.com/watch?v=embed0001&amp;t=46s"');
    expect(html.body).toContain('>00:00:46</a>');
    expect(html.body).toContain('href="https://www.youtube.com/watch?v=embed0001&amp;t=62s"');
    expect(html.body).toContain(`/transcript/${encodeURIComponent(VIDEO)}?t=46"`);
    expect(html.body).toContain('Read the full transcript');
    expect(html.body).toContain('Gavel</a>');
  });

  it('gives each excerpt a different id', async () => {
    const payload = { video_url: VIDEO, start_time: at(0), end_time: at(1), segments: [seg(0)] };
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      ids.add((await create(payload)).json<{ id: string }>().id);
    }
    expect(ids.size).toBe(5);
  });

  it('takes the range edges: the first segment, and the last with end_time null', async () => {
    const first = await create({ video_url: VIDEO, start_time: at(0), end_time: at(1), segments: [seg(0)] });
    expect(first.statusCode).toBe(200);
    const last = await create({ video_url: VIDEO, start_time: at(5), end_time: null, segments: [seg(5)] });
    expect(last.statusCode).toBe(200);
    const whole = await create({
      video_url: VIDEO,
      start_time: 30,
      end_time: null,
      segments: lines.map((_, i) => seg(i)),
    });
    expect(whole.statusCode).toBe(200);
    expect((await excerpt(whole.json<{ id: string }>().id)).body).toContain('We are adjourned.');
  });

  it('refuses an end that is not the segment after the range', async () => {
    const nullTooEarly = await create({
      video_url: VIDEO,
      start_time: at(4),
      end_time: null,
      segments: [seg(4)],
    });
    expect(nullTooEarly.statusCode).toBe(400);
    expect(nullTooEarly.json()).toEqual({
      error: EMBED_ERRORS.endMismatch,
      message: EMBED_ERRORS.endMismatch,
    });
    const wrongEnd = await create({
      video_url: VIDEO,
      start_time: at(2),
      end_time: at(4),
      segments: [seg(2)],
    });
    expect(wrongEnd.statusCode).toBe(400);
    const endPastLast = await create({
      video_url: VIDEO,
      start_time: at(5),
      end_time: at(6),
      segments: [seg(5)],
    });
    expect(endPastLast.statusCode).toBe(400);
  });

  it('refuses words the meeting never said', async () => {
    const forged = await create({
      video_url: VIDEO,
      start_time: at(2),
      end_time: at(4),
      segments: [seg(2), { timestamp: at(3), text: 'We recommend a forty percent increase.' }],
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ error: string }>().error).toBe(EMBED_ERRORS.mismatch);
    // Real words at the wrong time, segments out of order, a range with a gap: refused too.
    const moved = await create({
      video_url: VIDEO,
      start_time: at(2),
      end_time: at(3),
      segments: [{ timestamp: at(2), text: lines[4][1] }],
    });
    expect(moved.statusCode).toBe(400);
    const swapped = await create({
      video_url: VIDEO,
      start_time: at(2),
      end_time: at(4),
      segments: [seg(3), seg(2)],
    });
    expect(swapped.statusCode).toBe(400);
    const gap = await create({
      video_url: VIDEO,
      start_time: at(1),
      end_time: at(4),
      segments: [seg(1), seg(3)],
    });
    expect(gap.statusCode).toBe(400);
    const startElsewhere = await create({
      video_url: VIDEO,
      start_time: at(1),
      end_time: at(3),
      segments: [seg(2)],
    });
    expect(startElsewhere.statusCode).toBe(400);
    const count = await t.context.db
      .selectFrom('embeds')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // Only the excerpts of the tests above that were accepted exist.
    expect(Number(count.n)).toBe(9);
  });

  it('refuses a meeting that does not exist or has no transcript yet', async () => {
    const missing = await create({
      video_url: 'https://www.youtube.com/watch?v=nosuchthing',
      start_time: 0,
      end_time: null,
      segments: [{ timestamp: 0, text: 'x' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toBe(EMBED_ERRORS.noMeeting);
    const pending = await create({
      video_url: NOT_READY,
      start_time: 0,
      end_time: null,
      segments: [{ timestamp: 0, text: 'x' }],
    });
    expect(pending.json<{ error: string }>().error).toBe(EMBED_ERRORS.notReady);
  });

  it('validates the request', async () => {
    const empty = await create({ video_url: VIDEO, start_time: at(0), end_time: null, segments: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('segments');
    const tooMany = await create({
      video_url: VIDEO,
      start_time: 0,
      end_time: null,
      segments: Array.from({ length: MAX_EMBED_SEGMENTS + 1 }, () => ({ timestamp: 0, text: 'x' })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toHaveProperty('segments');
    const badTime = await create({
      video_url: VIDEO,
      start_time: 'noon',
      end_time: null,
      segments: [seg(0)],
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json()).toHaveProperty('start_time');
    const noUrl = await create({ start_time: at(0), end_time: null, segments: [seg(0)] });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json()).toHaveProperty('video_url');
  });

  it("quotes a meeting outside the user's group channels, as its public transcript page shows it", async () => {
    const { token: memberToken } = await newsroomMember(t, 'Elsewhere Gazette', {
      name: 'Elsewhere Board',
      locality: 'Elsewhere',
      state: 'OH',
      platform: 'rss',
      source: 'https://example.org/feed.xml',
    });
    const transcript = await request(t.app, {
      method: 'POST',
      url: '/user_auth/search/',
      token: memberToken,
      payload: meetingTranscriptRequest(VIDEO),
    });
    expect(transcript.json<SearchResponse>().results).toHaveLength(lines.length);
    const created = await create(
      { video_url: VIDEO, start_time: at(0), end_time: at(1), segments: [seg(0)] },
      memberToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<{ id: string }>().id).toMatch(EMBED_ID_PATTERN);
  });

  it('is for signed-in users, with the CSRF header', async () => {
    const payload = { video_url: VIDEO, start_time: at(0), end_time: at(1), segments: [seg(0)] };
    expect((await create(payload, '')).statusCode).toBe(401);
    const noCsrf = await request(t.app, {
      method: 'POST',
      url: '/user_auth/embed/',
      payload,
      token,
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('GET /embed/{id}', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await excerpt('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: EMBED_ERRORS.notFound });
    expect((await excerpt('nope')).statusCode).toBe(404);
  });

  it('escapes every text of the meeting and links only web addresses', async () => {
    const { id } = (
      await create({
        video_url: EVIL,
        start_time: 30,
        end_time: null,
        segments: [
          { timestamp: 30, text: '<script>alert("xss")</script>' },
          { timestamp: 38, text: '<img src=x onerror="alert(2)">' },
          { timestamp: 46, text: '<a href="javascript:alert(3)">click me</a> </div></ol><p unclosed' },
        ],
      })
    ).json<{ id: string }>();
    const { body } = await excerpt(id);
    expect(body).not.toMatch(/<script|<img|<i>|<b>|<a href="javascript|<p unclosed|<\/div>/i);
    expect(body).toContain('&lt;script&gt;alert(title)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(body).toContain(
      '&lt;a href=&quot;javascript:alert(3)&quot;&gt;click me&lt;/a&gt; &lt;/div&gt;&lt;/ol&gt;&lt;p unclosed',
    );
    expect(body).toContain('&lt;b&gt;Clerk&lt;/b&gt;:');
    expect(body).toContain('&lt;i&gt;Evilton&lt;/i&gt;, TN');

    const odd = (
      await create({
        video_url: SCRIPT_LINK,
        start_time: 30,
        end_time: null,
        segments: [{ timestamp: 30, text: 'Hello there.' }],
      })
    ).json<{ id: string }>();
    const oddHtml = (await excerpt(odd.id)).body;
    expect(oddHtml).toContain('Hello there.');
    expect(oddHtml).not.toContain('href="javascript');
    expect(oddHtml).toContain('00:00:30');
  });

  it('serves the web app to a browser navigation, frameable by any site at a well-formed id only', async () => {
    const page = await request(t.app, { method: 'GET', url: '/embed/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(page.headers['vary']).toMatch(/X-Requested-With/i);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const html = await excerpt('AAAAAAAAAAAAAAAAAAAAAA');
    expect(html.headers['x-frame-options']).toBeUndefined();

    const withQuery = await request(t.app, {
      method: 'GET',
      url: '/embed/AAAAAAAAAAAAAAAAAAAAAA?autoplay=1',
    });
    expect(withQuery.headers['content-security-policy']).toMatch(/frame-ancestors \*/);

    // Only a well-formed excerpt id is frameable: a path beneath it, or a malformed id, is the
    // app with its navigation, which no other site may frame.
    for (const url of [
      '/',
      '/search',
      '/transcript/abc',
      '/user_auth/current_user/',
      '/embedded',
      '/embed/a/b',
      '/embed/AAAAAAAAAAAAAAAAAAAAAA/settings',
      '/embed/nope',
      '/embed/',
      '/embed/AAAAAAAAAAAAAAAAAAAAAAA',
      '/embed/%41AAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const other = await request(t.app, { method: 'GET', url });
      expect(other.headers['x-frame-options'], url).toBe('DENY');
      expect(other.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
    }
  });
});
