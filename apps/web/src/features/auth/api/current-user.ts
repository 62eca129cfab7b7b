import type { CurrentUser } from '@gavel/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';

/** GET /user_auth/current_user/: the signed-in user; an empty last_login means never signed in. */
export async function getCurrentUser(
  options: { signal?: AbortSignal; redirectOnAuthFailure?: boolean } = {},
): Promise<CurrentUser> {
  return callApi('currentUser', {}, options);
}

export const currentUserQueryKey = ['auth', 'current-user'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
  });
