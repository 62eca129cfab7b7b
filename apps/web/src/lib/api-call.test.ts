import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { callApi, checkAnswer, sendCall } from './api-call';
import { tokenStorage } from './storage';

beforeEach(() => {
  document.cookie = 'csrftoken=csrf-1; path=/';
  tokenStorage.set('tok');
});

afterEach(() => {
  tokenStorage.remove();
  vi.unstubAllGlobals();
});

describe('a call of the API table', () => {
  it('goes with the table’s method, its path parameters filled in and its body', async () => {
    const { requests } = mockFetch({
      'PUT /user_auth/group/7/user/a%2Bb%40x.example/': { status: 200, body: { message: 'Done.' } },
    });
    const answer = await callApi('groupAdminSet', {
      params: { id: 7, email: 'a+b@x.example' },
      body: { is_admin: true },
    });
    expect(answer).toEqual({ message: 'Done.' });
    expect(requests[0]?.body).toEqual({ is_admin: true });
    expect(requests[0]?.headers.get('Authorization')).toBe('Token tok');
  });

  it('adds its query, leaving out a value that is not given', async () => {
    const { fetch } = mockFetch({ 'GET /api/meeting-status/': { status: 404, body: { message: 'No.' } } });
    await expect(
      sendCall('meetingStatus', { query: { video_url: 'https://x.example/?v=1' } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      sendCall('summary', { params: { id: 'v' }, query: { searchTerm: undefined } }),
    ).rejects.toThrow();
    const urls = fetch.mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      '/api/meeting-status/?video_url=https%3A%2F%2Fx.example%2F%3Fv%3D1',
      '/user_auth/summary/v',
    ]);
  });

  it('rejects an answer that is not the call’s answer; unchecked, it comes as it is', async () => {
    mockFetch({ 'GET /user_auth/profiles/': { status: 200, body: { first_name: 1 } } });
    await expect(callApi('profile', {})).rejects.toThrow();
    expect(await sendCall('profile', {})).toEqual({ first_name: 1 });
  });

  it('checks an answer without throwing', async () => {
    expect(await checkAnswer('tokenAuth', { token: 'abc' })).toEqual({ token: 'abc' });
    expect(await checkAnswer('tokenAuth', { message: 'No.' })).toBeUndefined();
  });

  it('takes a created thing’s answer from its 201 schema', async () => {
    mockFetch({ 'POST /user_auth/contact/': { status: 201, body: { message: 'Sent.' } } });
    expect(
      await callApi('contact', {
        body: { formType: 'generalFeedback', feedback: 'Hi', expectFollowup: 'no' },
      }),
    ).toEqual({
      message: 'Sent.',
    });
  });
});
