import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_STATE, parseSearchState, searchStateParams, type SearchState } from './search-state';

describe('search state in the query string', () => {
  it('defaults to no keyword, the past week, newest first, page 1', () => {
    expect(parseSearchState(new URLSearchParams())).toEqual({
      q: '',
      uploadedWithin: '1w',
      sort: 'newest',
      localities: [],
      states: [],
      page: 1,
    });
  });

  it('round-trips every field', () => {
    const state: SearchState = {
      q: 'water rates, lead',
      uploadedWithin: '',
      sort: 'oldest',
      localities: ['Fairview', 'Lake County'],
      states: ['OH'],
      page: 3,
    };
    const params = searchStateParams(state);
    expect(params.toString()).toBe(
      'q=water+rates%2C+lead&date=all&sort=oldest&locality=Fairview&locality=Lake+County&state=OH&page=3',
    );
    expect(parseSearchState(params)).toEqual(state);
  });

  it('leaves the defaults out', () => {
    expect(searchStateParams(DEFAULT_SEARCH_STATE).toString()).toBe('');
  });

  it('trims the keyword', () => {
    expect(parseSearchState(new URLSearchParams('q=%20%20budget%20%20')).q).toBe('budget');
    expect(searchStateParams({ ...DEFAULT_SEARCH_STATE, q: '  budget ' }).get('q')).toBe('budget');
  });

  it('ignores values it cannot read', () => {
    const state = parseSearchState(
      new URLSearchParams('date=5y&sort=random&page=-2&locality=&state=OH&state=OH'),
    );
    expect(state.uploadedWithin).toBe('1w');
    expect(state.sort).toBe('newest');
    expect(state.page).toBe(1);
    expect(state.localities).toEqual([]);
    expect(state.states).toEqual(['OH']);
  });

  it('reads every date option', () => {
    for (const code of ['1h', '24h', '1w', '2w', '1M', '6M', '1y']) {
      expect(parseSearchState(new URLSearchParams({ date: code })).uploadedWithin).toBe(code);
    }
    expect(parseSearchState(new URLSearchParams({ date: 'all' })).uploadedWithin).toBe('');
  });
});
