import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type Answer } from '../../../test/fetch-mock';
import { configRoute, signedInRoutes } from '../../../test/fixtures';
import { renderApp, renderWithProviders } from '../../../test/render';
import { FAIRVIEW_VIDEO, resultItem, searchBody } from '../../../test/search-fixtures';
import { summaryFixture } from '../../../test/summary-fixtures';
import { MeetingTranscript } from './MeetingTranscript';

beforeEach(() => {
  document.cookie = 'csrftoken=csrf-1; path=/';
});

const SUMMARY_ROUTE = `GET /user_auth/summary/${encodeURIComponent(FAIRVIEW_VIDEO)}`;
const path = (query = '') => `/transcript/${encodeURIComponent(FAIRVIEW_VIDEO)}${query}`;

// One segment every 10 s from 00:00:30 to 00:03:50: the fixture's three sections.
const segments = Array.from({ length: 23 }, (_, n) => {
  const seconds = 30 + n * 10;
  const clock = `00:0${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return resultItem({ id: `seg-${n}`, segment: n, segment_start: clock, transcript: `Passage ${n}.` });
});
const transcriptAnswer: Answer = { status: 200, body: searchBody(segments, { size: 500 }) };

function signedIn(summary: Answer) {
  window.localStorage.setItem('token', 'tok');
  return mockFetch({
    ...signedInRoutes(),
    'POST /user_auth/search/': transcriptAnswer,
    [SUMMARY_ROUTE]: summary,
  });
}

const summaryRegion = () => screen.findByRole('region', { name: 'Meeting summary' });
const topicButton = async (name: RegExp) => within(await summaryRegion()).getByRole('button', { name });

describe('the summary with the transcript', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the summary on the direct page and opens the topic of the target moment', async () => {
    const { calls } = signedIn({ status: 200, body: { meeting: summaryFixture() } });
    renderApp(path('?t=190'));

    await waitFor(async () =>
      expect((await topicButton(/^Item 1: /)).getAttribute('aria-expanded')).toBe('true'),
    );
    expect((await topicButton(/^Opening/)).getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByText('Yes 3 · No 2')).toBeTruthy();
    // The transcript is there as well, at its target.
    expect(screen.getByRole('row', { current: true }).getAttribute('data-segment')).toBe('16');

    const [call] = calls(SUMMARY_ROUTE);
    expect(call?.headers.get('authorization')).toBe('Token tok');
  });

  it('leaves the transcript working when the summary fails', async () => {
    const { calls } = signedIn({ status: 500, body: { message: 'down' } });
    renderApp(path());
    expect(await screen.findByText('Passage 22.')).toBeTruthy();
    await waitFor(() => expect(calls(SUMMARY_ROUTE)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Meeting summary' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Passage 0.')).toBeTruthy();
  });

  it('leaves the transcript alone when the summary does not validate', async () => {
    signedIn({ status: 200, body: { meeting: [{ parliamentary_section_name: 'Call to order' }] } });
    renderApp(path());
    expect(await screen.findByText('Passage 22.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Meeting summary' })).toBeNull();
  });

  it('does not ask for a summary for a signed-out visitor', async () => {
    const { calls } = mockFetch({ ...configRoute, 'POST /user_auth/search/': transcriptAnswer });
    renderApp(path());
    expect(await screen.findByText('Passage 22.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(SUMMARY_ROUTE)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Meeting summary' })).toBeNull();
  });

  it('stays on the page when the summary is refused and the session cannot be renewed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('token', 'tok');
    mockFetch({
      ...signedInRoutes(),
      'POST /user_auth/search/': transcriptAnswer,
      [SUMMARY_ROUTE]: { status: 401, body: { message: 'Invalid token.' } },
      'POST /api/token-refresh/': { status: 401, body: { message: 'Expired.' } },
    });
    const { router } = renderApp(path());
    expect(await screen.findByText('Passage 22.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe(path());
    expect(screen.getByText('Passage 0.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Meeting summary' })).toBeNull();
  });

  it('marks the section of the row at the top of the scrolled transcript', async () => {
    signedIn({ status: 200, body: { meeting: summaryFixture() } });
    // A layout for jsdom: a 40 px header, then rows of 40 px, moved up by the box's scroll.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const box = this.closest<HTMLElement>('[aria-label="Transcript"]');
      const index = this instanceof HTMLElement ? this.dataset['index'] : undefined;
      if (box && this.tagName === 'TR' && index !== undefined) {
        const top = 40 + Number(index) * 40 - box.scrollTop;
        return DOMRect.fromRect({ x: 0, y: top, width: 600, height: 40 });
      }
      if (this.tagName === 'THEAD') {
        return DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 40 });
      }
      return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    });
    renderApp(path());
    const current = async () =>
      within(within(await summaryRegion()).getByRole('listitem', { current: true })).getByRole('heading', {
        level: 3,
      }).textContent;
    await waitFor(async () => expect(await current()).toBe('Call to order'));

    const transcript = screen.getByRole('region', { name: 'Transcript' });
    // Row 4 (00:01:10) at the top: public comment.
    transcript.scrollTop = 4 * 40 + 1;
    fireEvent.scroll(transcript);
    await waitFor(async () => expect(await current()).toBe('Public comment'));
    // Row 12 (00:02:30): the agenda.
    transcript.scrollTop = 12 * 40 + 1;
    fireEvent.scroll(transcript);
    await waitFor(async () => expect(await current()).toBe('Ordinances and resolutions'));
  });

  it('asks for the drawer summary with the search keyword', async () => {
    window.localStorage.setItem('token', 'tok');
    const { fetch } = mockFetch({
      ...signedInRoutes(),
      'POST /user_auth/search/': transcriptAnswer,
      [SUMMARY_ROUTE]: { status: 200, body: { meeting: summaryFixture() } },
    });
    renderWithProviders(
      <MeetingTranscript
        selection={{
          meeting: segments[8]!,
          targetSegment: 8,
          searchTerm: ' water rates ',
          openedAt: 1,
        }}
      />,
    );
    // Segment 8 is at 00:01:50: the second speaker in public comment.
    await waitFor(async () =>
      expect((await topicButton(/^Speaker: Ellen Park/)).getAttribute('aria-expanded')).toBe('true'),
    );
    const urls = fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
    expect(urls).toContain(
      `/user_auth/summary/${encodeURIComponent(FAIRVIEW_VIDEO)}?searchTerm=water%20rates`,
    );
  });
});
