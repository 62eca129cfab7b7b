import type { CurrentUser } from '@gavel/contract';
import type { Answer } from './fetch-mock';

export const REQUEST_ACCESS_URL = 'https://forms.example.org/gavel-beta';

export const configRoute: Record<string, Answer> = {
  'GET /api/config': { status: 200, body: { requestAccessUrl: REQUEST_ACCESS_URL, productName: 'Gavel' } },
};

export const returningUser: CurrentUser = {
  id: 1,
  username: 'reporter@example.com',
  first_name: 'Ada',
  last_name: 'Reporter',
  last_login: '2026-01-05T14:00:00.000Z',
  timezone: 'US/Eastern',
};

export const firstTimeUser: CurrentUser = { ...returningUser, id: 2, last_login: null };

/** Answers for a stored token that checks out, for the given user. */
export function signedInRoutes(user: CurrentUser = returningUser): Record<string, Answer> {
  return {
    ...configRoute,
    'POST /api/token-verify/': { status: 200, body: { user: { id: user.id, username: user.username } } },
    'GET /user_auth/current_user/': { status: 200, body: user },
  };
}
