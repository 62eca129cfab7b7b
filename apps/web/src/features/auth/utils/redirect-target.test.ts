import { describe, expect, it } from 'vitest';
import { loginRedirectState, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('goes back to the page the user came from, with its query and hash', () => {
    expect(
      redirectTarget(loginRedirectState({ pathname: '/settings', search: '?x=1', hash: '#alerts' })),
    ).toBe('/settings?x=1#alerts');
  });

  it('goes to /search when there was no page, or it was /login', () => {
    expect(redirectTarget(undefined)).toBe('/search');
    expect(redirectTarget(null)).toBe('/search');
    expect(redirectTarget({})).toBe('/search');
    expect(redirectTarget(loginRedirectState({ pathname: '/login', search: '', hash: '' }))).toBe('/search');
  });

  it('never leaves the site', () => {
    expect(redirectTarget({ from: { pathname: '//evil.example' } })).toBe('/search');
    expect(redirectTarget({ from: { pathname: 'https://evil.example/' } })).toBe('/search');
  });
});
