import { apiPaths, type CurrentUser } from '@gavel/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/schemas';

/** GET /user_auth/current_user/: the signed-in user; an empty last_login means never signed in. */
export async function getCurrentUser(
  options: { signal?: AbortSignal; redirectOnAuthFailure?: boolean } = {},
): Promise<CurrentUser> {
  const body = await apiClient.get(apiPaths.currentUser, options);
  const { currentUserResponse } = await loadSchemas();
  return currentUserResponse.parse(body);
}

export const currentUserQueryKey = ['auth', 'current-user'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
  });
