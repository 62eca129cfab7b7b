import { connect } from 'node:net';
import { summaryPath, type SummaryResponse } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from './harness.ts';
import { createTwoNewsrooms } from './newsrooms.ts';

/**
 * What Fastify and Node's HTTP parser answer on their own (a path that cannot be decoded, a
 * parameter too long, headers too large) comes in the app's `{message}` shape, and a video URL
 * of any real length reaches its route.
 */
let t: TestApp;
let token: string;
let port: number;

/** An Internet Archive address: 180 characters, about 230 once encoded. */
const ARCHIVE_URL =
  'https://archive.org/details/knoxville-city-council-regular-meeting-2024-05-01-part-2-of-3-with-public-forum-and-budget-hearing/knoxville_city_council_2024_05_01_regular.mp4';

beforeAll(async () => {
  t = await createTestApp();
  const { fairview } = await createTwoNewsrooms(t.context);
  const { meetings } = t.context.repositories;
  const meeting = await meetings.upsert({
    channel_id: fairview.id,
    video_url: ARCHIVE_URL,
    title: 'Regular Meeting',
    upload_date: new Date(),
    length_seconds: 60,
  });
  await meetings.replaceTranscript(
    meeting,
    [
      { start_seconds: 0, end_seconds: 10, speaker: 'Mayor', text: 'I call this meeting to order.' },
      { start_seconds: 10, end_seconds: 20, speaker: 'Clerk', text: 'The budget hearing is next.' },
    ],
    'test',
  );
  const user = await createTestUser(t.context, { mustChangePassword: false });
  token = await signIn(t.app, user.email, user.password);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends raw bytes to the listening server and returns everything it answers. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.write(bytes);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('framework errors and long parameters', () => {
  it('serves the summary of a meeting whose video URL is longer than 100 characters encoded', async () => {
    const url = summaryPath(ARCHIVE_URL);
    expect(url.length).toBeGreaterThan(200);
    const response = await request(t.app, { method: 'GET', url, token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SummaryResponse>().meeting.length).toBeGreaterThan(0);
  });

  it('takes a parameter as long as a request line may be', async () => {
    const long = `https://archive.org/details/${'x'.repeat(1900)}`;
    const response = await request(t.app, { method: 'GET', url: summaryPath(long), token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No meeting with that video URL.' });
  });

  it('answers a parameter past every limit with 414 in the app shape', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: `/user_auth/summary/${'a'.repeat(17_000)}`,
      token,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'The address of the request is too long.' });
  });

  it('answers a path that cannot be decoded with 400 in the app shape', async () => {
    for (const url of ['/user_auth/summary/%E0%A4%A', '/user_auth/group/%zz/users/', '/embed/%']) {
      const response = await request(t.app, { method: 'GET', url, token });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        message: 'The address of the request is not valid. Check it and try again.',
      });
    }
  });

  it("answers headers past Node's limit with 431 in the app shape", async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({ message: 'The headers of the request are too large.' });
  });

  it('answers a request line Node cannot parse with 400 in the app shape', async () => {
    const answer = await raw('GET /api/health HTTP/9.9 extra\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ message: 'The request could not be read. Check its format.' });
  });
});

describe('ids out of range', () => {
  it('answers an id past any stored one with a clear 400, not a message about characters', async () => {
    const big = 2 ** 40;
    const calls = [
      { method: 'PUT' as const, url: '/user_auth/alerts/', payload: { id: big, keywords: ['x'] } },
      { method: 'DELETE' as const, url: '/user_auth/alerts/', payload: { id: big } },
      { method: 'POST' as const, url: '/user_auth/alerts/rss/', payload: { id: big } },
      { method: 'GET' as const, url: `/user_auth/group/${big}/users/` },
      {
        method: 'POST' as const,
        url: '/user_auth/group-user/',
        payload: { group_id: big, email: 'a@b.org' },
      },
    ];
    for (const call of calls) {
      const response = await request(t.app, { ...call, token });
      const label = `${call.method} ${call.url}: ${response.body}`;
      expect(response.statusCode, label).toBe(400);
      expect(response.body, label).not.toMatch(/NUL|cannot be stored/);
      expect(response.body, label).toMatch(
        /A number in the request is too large|Too big: expected number to be <=2147483647/,
      );
    }
  });
});
