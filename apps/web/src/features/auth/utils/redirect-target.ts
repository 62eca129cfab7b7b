import type { Location } from 'react-router';

/** Where a user goes after signing in when they did not come from a protected page. */
export const DEFAULT_AFTER_LOGIN = '/search';
export const LOGIN_PATH = '/login';

/** What a protected route puts in the navigation state when it sends a visitor to /login. */
export interface LoginRedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function loginRedirectState(from: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState {
  return { from: { pathname: from.pathname, search: from.search, hash: from.hash } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The path the user came from (kept in the navigation state), or /search when there was none
 * or it was /login (spec §2 Login screen).
 */
export function redirectTarget(navigationState: unknown): string {
  const from = isRecord(navigationState) ? navigationState.from : undefined;
  if (!isRecord(from) || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (from.pathname === LOGIN_PATH || from.pathname.startsWith(`${LOGIN_PATH}/`)) {
    return DEFAULT_AFTER_LOGIN;
  }
  // Only same-site paths: '//host' would leave the app.
  if (from.pathname.startsWith('//')) {
    return DEFAULT_AFTER_LOGIN;
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
