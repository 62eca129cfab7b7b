import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, type Answer } from '../../../test/fetch-mock';
import { configRoute, signedInRoutes } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { MILLBROOK_VIDEO, resultItem, searchBody, searchCall } from '../../../test/search-fixtures';

beforeEach(() => {
  document.cookie = 'csrftoken=csrf-1; path=/';
});

const path = (query = '') => `/transcript/${encodeURIComponent(MILLBROOK_VIDEO)}${query}`;

const segment = (n: number, start: string, extra: Parameters<typeof resultItem>[0] = {}) =>
  resultItem({
    id: `seg-${n}`,
    video_url: MILLBROOK_VIDEO,
    video_title: 'Millbrook Board of Education "Regular" Meeting',
    locality_name: 'Millbrook',
    state: 'mi',
    upload_date: '2026-02-10T23:30:00.000Z',
    video_length: '00:04:55',
    segment: n,
    segment_start: start,
    transcript: `Passage ${n}.`,
    ...extra,
  });

function signedIn(search: Answer | Answer[]) {
  window.localStorage.setItem('token', 'tok');
  return mockFetch({ ...signedInRoutes(), 'POST /user_auth/search/': search });
}

describe('direct transcript page', () => {
  it('shows the transcript to a signed-out visitor, asking without a token', async () => {
    const { calls } = mockFetch({
      ...configRoute,
      'POST /user_auth/search/': {
        status: 200,
        body: searchBody([segment(0, '00:00:30'), segment(1, '00:00:41')]),
      },
    });
    renderApp(path('?t=30'));
    expect(await screen.findByText('Passage 1.')).toBeTruthy();
    const [call] = calls('POST /user_auth/search/');
    expect(call?.headers.get('authorization')).toBeNull();
  });

  it("shows 'Loading transcript...', then the meeting, its transcript and the target moment", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = signedIn(async () => {
      await answered;
      return {
        status: 200,
        body: searchBody(
          [
            segment(0, '00:00:30', { speaker_name: null }),
            segment(1, '00:00:41', { transcript: '0' }),
            segment(2, '00:01:05'),
          ],
          { size: 500 },
        ),
      };
    });
    renderApp(path('?t=50'));

    expect(await screen.findByText('Loading transcript...')).toBeTruthy();
    release();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Millbrook Board of Education Regular Meeting' }),
    ).toBeTruthy();
    expect(screen.getByText('Millbrook, MI')).toBeTruthy();
    expect(screen.getByText('Uploaded on Feb. 10, 2026')).toBeTruthy();
    expect(screen.getByText('Total time: 00:04:55')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy direct link' })).toBeTruthy();
    expect(screen.getByText('Loading video...')).toBeTruthy();
    // 50 s falls in the segment that starts at 00:00:41.
    expect(screen.getByRole('row', { current: true }).getAttribute('data-segment')).toBe('1');
    expect(screen.getByText('no speech')).toBeTruthy();
    expect(screen.getByText('Unknown Speaker', { selector: 'td' })).toBeTruthy();

    expect(searchCall(calls('POST /user_auth/search/')[0]!)).toEqual({
      current: 1,
      filters: [{ field: 'video_url', values: [MILLBROOK_VIDEO], type: 'all' }],
      resultsPerPage: 500,
      searchTerm: '',
      sortDirection: 'asc',
      sortField: 'segment',
      sortList: [],
      uploadedWithin: '',
    });
  });

  it('loads the pages up to the target moment', async () => {
    const { calls } = signedIn([
      {
        status: 200,
        body: searchBody([segment(0, '00:00:00'), segment(1, '00:01:00')], { size: 2, results: 4 }),
      },
      {
        status: 200,
        body: searchBody([segment(2, '00:02:00'), segment(3, '00:03:00')], {
          size: 2,
          results: 4,
          current: 2,
        }),
      },
    ]);
    renderApp(path('?t=150'));
    await waitFor(() =>
      expect(screen.getByRole('row', { current: true }).getAttribute('data-segment')).toBe('2'),
    );
    expect(calls('POST /user_auth/search/').map((call) => searchCall(call).current)).toEqual([1, 2]);
  });

  it('shows the reason when the transcript cannot be loaded', async () => {
    signedIn({ status: 400, body: { message: 'Unknown filter' } });
    renderApp(path());
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(within(panel).getByText('Failed to load transcript: Unknown filter')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Return to Home' })).toBeTruthy();
  });

  it('says so when there is no transcript for the video', async () => {
    signedIn({ status: 200, body: searchBody([]) });
    renderApp(path());
    expect(await screen.findByRole('heading', { name: 'No transcript found' })).toBeTruthy();
    expect(screen.getByText('The requested transcript could not be located.')).toBeTruthy();
    expect(screen.getByText(`No transcript found with video URL ${MILLBROOK_VIDEO}`)).toBeTruthy();
  });

  it('says so when there is no video URL', async () => {
    signedIn({ status: 200, body: searchBody([]) });
    renderApp('/transcript/%20');
    expect(await screen.findByText('No video URL provided')).toBeTruthy();
  });
});
