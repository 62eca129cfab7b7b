import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type Answer } from '../../../test/fetch-mock';
import { signedInRoutes } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import {
  FAIRVIEW_VIDEO,
  localitiesBody,
  MILLBROOK_VIDEO,
  resultItem,
  searchBody,
  searchCall,
  searchKind,
  searchRoute,
} from '../../../test/search-fixtures';

beforeEach(() => {
  document.cookie = 'csrftoken=csrf-1; path=/';
  window.localStorage.setItem('token', 'tok');
});

const latest = searchBody(
  [
    resultItem({ id: 'm1', video_url: FAIRVIEW_VIDEO, video_title: 'Fairview City Council Regular Meeting' }),
    resultItem({
      id: 'm2',
      video_url: MILLBROOK_VIDEO,
      video_title: 'Millbrook Board of Education Regular Meeting',
      locality_name: 'Millbrook',
      state: 'MI',
      upload_date: '2026-03-03T15:00:00.000Z',
    }),
  ],
  { results: 12, meetings: 12 },
);

const waterResults = searchBody(
  [
    resultItem({
      id: 's1',
      video_title: 'Fairview City Council \u201CSpecial\u201D "Session"',
      transcript: 'Water rates go up; the water bill rises but separate rates stay.',
      text_to_highlight: ['Water', 'water', 'rates'],
      segment: 12,
      segment_start: '00:12:34',
    }),
    resultItem({
      id: 's2',
      video_url: MILLBROOK_VIDEO,
      transcript: '0',
      segment: 0,
      segment_start: '00:00:00',
    }),
  ],
  { results: 2, meetings: 2 },
);

function setUp(answers: Parameters<typeof searchRoute>[0] = {}, extra: Record<string, Answer> = {}) {
  const mock = mockFetch({
    ...signedInRoutes(),
    'GET /user_auth/user-localities/': { status: 200, body: localitiesBody },
    'POST /user_auth/search/': searchRoute({ latest: { status: 200, body: latest }, ...answers }),
    ...extra,
  });
  const searches = () => mock.calls('POST /user_auth/search/');
  return { ...mock, searches };
}

async function searchFor(keyword: string) {
  const box = await screen.findByLabelText('KEYWORDS');
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.submit(box.closest('form') as HTMLFormElement);
}

describe('search page', () => {
  it('shows the product name and the keyword hint, and searches on load with the defaults', async () => {
    const { searches } = setUp();
    renderApp('/search');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gavel' })).toBeTruthy();
    expect(screen.getByText(/separate multiple keywords by comma/)).toBeTruthy();
    expect(await screen.findByText('Showing 12 results from 12 meetings')).toBeTruthy();
    expect(searchCall(searches()[0]!)).toEqual({
      current: 1,
      filters: [],
      resultsPerPage: 10,
      searchTerm: '',
      sortDirection: 'desc',
      sortField: 'upload_date',
      sortList: [],
      uploadedWithin: '1w',
    });
    // The results and the latest meetings are the same call when there is no keyword.
    expect(searches()).toHaveLength(1);
  });

  it('runs a trimmed keyword on Enter and shows the results, highlighted', async () => {
    const { searches } = setUp({ results: { status: 200, body: waterResults } });
    const { router } = renderApp('/search');
    await screen.findByText('Showing 12 results from 12 meetings');

    await searchFor('  water rates  ');

    expect(await screen.findByText('Showing 2 results from 2 meetings')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=water+rates');
    const request = searches().find((call) => searchKind(call) === 'results');
    expect(searchCall(request!).searchTerm).toBe('water rates');

    const results = screen.getByRole('region', { name: 'SEARCH RESULTS' });
    const [first, second] = within(results).getAllByRole('article');
    // Quotes of both kinds are removed from the title.
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe(
      'Fairview City Council Special Session',
    );
    // The state upper-cased, the date in AP style in the user's zone (US/Eastern: still Sept. 5).
    expect(within(first!).getByText('Fairview, OH · Sept. 5, 2026')).toBeTruthy();
    expect(within(first!).getByText('00:12:34 / 01:02:03')).toBeTruthy();
    const marks = first!.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Water', 'rates', 'water', 'rates']);
    expect(within(second!).getByText('Transcript unavailable.')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'View More' })).toBeTruthy();
  });

  it('says when the count is one', async () => {
    setUp({ latest: { status: 200, body: searchBody([resultItem()], { results: 1, meetings: 1 }) } });
    renderApp('/search');
    expect(await screen.findByText('Showing 1 result from 1 meeting')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    setUp({ results: { status: 200, body: searchBody([]) } });
    renderApp('/search?q=nothing');
    expect(await screen.findByText('Sorry! No results found')).toBeTruthy();
    expect(
      screen.getByText('Please try searching for something different or broaden your filters'),
    ).toBeTruthy();
    expect(screen.getByText('Showing 0 results from 0 meetings')).toBeTruthy();
  });

  it('shows Getting results... while the search runs', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    setUp({
      results: async () => {
        await answered;
        return { status: 200, body: waterResults };
      },
    });
    renderApp('/search?q=water');
    expect(await screen.findByText('Getting results...')).toBeTruthy();
    release();
    expect(await screen.findByText('Showing 2 results from 2 meetings')).toBeTruthy();
    expect(screen.queryByText('Getting results...')).toBeNull();
  });

  it('alerts and says so when the search fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    setUp({ results: { status: 500, body: { message: 'boom' } } });
    renderApp('/search?q=water');

    expect(await screen.findByText('Search failed. Please try again.')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith(
      'An error occurred during search, please try again. Please contact support if the problem persists.',
    );
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('alerts when the localities cannot be loaded', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    setUp({}, { 'GET /user_auth/user-localities/': { status: 403, body: { message: 'no' } } });
    renderApp('/search');
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Could not load localities. Please try again later.'),
    );
  });

  it('lists the latest meetings, which can be hidden and shown', async () => {
    setUp({ results: { status: 200, body: waterResults } });
    renderApp('/search?q=water');
    const panel = await screen.findByRole('region', { name: 'LATEST MEETINGS' });
    expect(within(panel).getByText('(Click on meeting for more detail)')).toBeTruthy();
    expect(await within(panel).findByText('Millbrook Board of Education Regular Meeting')).toBeTruthy();
    expect(within(panel).getByText('Millbrook, MI · March 3, 2026')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Hide latest meetings' }));
    await waitFor(() =>
      expect(within(panel).queryByText('Millbrook Board of Education Regular Meeting')).toBeNull(),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Show latest meetings' }));
    expect(await within(panel).findByText('Millbrook Board of Education Regular Meeting')).toBeTruthy();
  });

  it('keeps at most ten distinct meetings in the latest meetings', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      resultItem({ id: `x${i}`, video_url: `https://vimeo.com/${i % 11}`, video_title: `Meeting ${i % 11}` }),
    );
    setUp({ latest: { status: 200, body: searchBody(many) }, results: { status: 200, body: waterResults } });
    renderApp('/search?q=water');
    const panel = await screen.findByRole('region', { name: 'LATEST MEETINGS' });
    await within(panel).findByText('Meeting 0');
    expect(within(panel).getAllByRole('button', { name: /^Meeting/ })).toHaveLength(10);
  });

  it("says so when the latest meetings can't be fetched", async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    setUp({ latest: { status: 500 }, results: { status: 200, body: waterResults } });
    renderApp('/search?q=water');
    const panel = await screen.findByRole('region', { name: 'LATEST MEETINGS' });
    expect(await within(panel).findByText("Sorry can't fetch meetings right now.")).toBeTruthy();
  });

  it('reads the search from the query string', async () => {
    const { searches } = setUp({ results: { status: 200, body: waterResults } });
    renderApp('/search?q=budget&date=all&sort=oldest&locality=Millbrook&state=MI&page=2');
    await screen.findByText('Showing 2 results from 2 meetings');
    expect(screen.getByLabelText<HTMLInputElement>('KEYWORDS').value).toBe('budget');
    const request = searches().find((call) => searchKind(call) === 'results');
    expect(searchCall(request!)).toEqual({
      current: 2,
      filters: [
        { field: 'locality', values: ['Millbrook'], type: 'all' },
        { field: 'state', values: ['MI'], type: 'all' },
      ],
      resultsPerPage: 10,
      searchTerm: 'budget',
      sortDirection: 'asc',
      sortField: 'upload_date',
      sortList: [],
      uploadedWithin: '',
    });
    const latestCall = searches().find((call) => searchKind(call) === 'latest');
    expect(searchCall(latestCall!).filters).toHaveLength(2);
    expect(searchCall(latestCall!).uploadedWithin).toBe('');
  });

  it('pages through more than ten results', async () => {
    const page = searchBody([resultItem({ id: 'p1' })], { results: 25, meetings: 3 });
    setUp({ results: { status: 200, body: page } });
    const app = renderApp('/search?q=water');
    await screen.findByText('Showing 25 results from 3 meetings');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?q=water&page=3'));
  });

  it('has no pages for ten results or fewer', async () => {
    setUp({ results: { status: 200, body: waterResults } });
    renderApp('/search?q=water');
    await screen.findByText('Showing 2 results from 2 meetings');
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it('offers all eight date options and the sort options, and Clear all resets locality and state', async () => {
    setUp({ results: { status: 200, body: waterResults } });
    const { router } = renderApp('/search?q=water&locality=Fairview&state=OH&date=2w');
    await screen.findByText('Showing 2 results from 2 meetings');
    fireEvent.click(screen.getByRole('button', { name: 'Filter/Sort Results' }));

    fireEvent.click(await screen.findByRole('combobox', { name: 'DATE' }));
    const dates = await screen.findByRole('listbox', { name: 'DATE' });
    expect(
      within(dates)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Past hour',
      'Past 24 hours',
      'Past week',
      'Past 2 weeks',
      'Past month',
      'Past 6 months',
      'Past year',
      'Everything',
    ]);
    fireEvent.click(within(dates).getByRole('option', { name: 'Everything' }));
    await waitFor(() => expect(router.state.location.search).toContain('date=all'));

    fireEvent.click(screen.getByRole('combobox', { name: 'SORT BY' }));
    const sorts = await screen.findByRole('listbox', { name: 'SORT BY' });
    expect(
      within(sorts)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Upload date (newest first)', 'Upload date (oldest first)']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=water&date=all'));
  });

  it('labels the add-alert button by what it would follow', async () => {
    setUp({ results: { status: 200, body: waterResults } });
    const { router } = renderApp('/search?date=all');
    const button = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Select filters to add alert',
    });
    expect(button.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('KEYWORDS'), { target: { value: 'water' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Keyword Alert' }).disabled).toBe(false);

    await router.navigate('/search?q=water&state=OH');
    expect(await screen.findByRole('button', { name: 'Add Locality + Keyword Alert' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('KEYWORDS'), { target: { value: ' ' } });
    expect(screen.getByRole('button', { name: 'Add Locality/Statewide Alert' })).toBeTruthy();
    // Clicking it without an alert handler changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Add Locality/Statewide Alert' }));
    expect(router.state.location.search).toBe('?q=water&state=OH');
  });

  it('opens the meeting drawer at the result segment from View More', async () => {
    const transcript = searchBody(
      [
        resultItem({ id: 't0', segment: 11, segment_start: '00:12:20', transcript: 'Before.' }),
        resultItem({
          id: 't1',
          segment: 12,
          segment_start: '00:12:34',
          transcript: 'Water rates go up.',
          speaker_name: null,
        }),
      ],
      { size: 500 },
    );
    const { searches } = setUp({
      results: { status: 200, body: waterResults },
      transcript: { status: 200, body: transcript },
      matches: {
        status: 200,
        body: searchBody([resultItem({ segment: 12, text_to_highlight: ['Water', 'rates'] })]),
      },
    });
    renderApp('/search?q=water');
    await screen.findByText('Showing 2 results from 2 meetings');
    fireEvent.click(screen.getAllByRole('button', { name: 'View More' })[0]!);

    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer).getByRole('heading', { name: 'Fairview City Council Special Session' }),
    ).toBeTruthy();
    const row = await within(drawer).findByRole('row', { current: true });
    expect(within(row).getByText('Unknown Speaker', { selector: 'td' })).toBeTruthy();
    await waitFor(() =>
      expect([...row.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Water', 'rates']),
    );

    const transcriptCall = searches().find((call) => searchKind(call) === 'transcript');
    expect(searchCall(transcriptCall!)).toEqual({
      current: 1,
      filters: [{ field: 'video_url', values: [FAIRVIEW_VIDEO], type: 'all' }],
      resultsPerPage: 500,
      searchTerm: '',
      sortDirection: 'asc',
      sortField: 'segment',
      sortList: [],
      uploadedWithin: '',
    });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a latest meeting without a target segment', async () => {
    setUp({
      results: { status: 200, body: waterResults },
      transcript: { status: 200, body: searchBody([resultItem({ video_url: MILLBROOK_VIDEO })]) },
    });
    renderApp('/search?q=water');
    const panel = await screen.findByRole('region', { name: 'LATEST MEETINGS' });
    fireEvent.click(await within(panel).findByRole('button', { name: /Millbrook Board of Education/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Good evening everyone.')).toBeTruthy();
    expect(within(drawer).queryByRole('row', { current: true })).toBeNull();
  });
});
