import type { PasswordStrength } from '@gavel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-call';
import { shouldCheckStrength } from '../../lib/password';

export type CheckPasswordStrength = (password: string, signal?: AbortSignal) => Promise<PasswordStrength>;

/** POST /user_auth/check-password/: the server's score (0 to 4) and suggestions for a password. */
export const checkPassword: CheckPasswordStrength = async (password, signal) => {
  // A strength check never ends a session: one still under way when a password change replaces
  // the token is refused (401) and simply not shown.
  return callApi(
    'checkPassword',
    { body: { password } },
    { signal, refreshOnUnauthorized: false, redirectOnAuthFailure: false },
  );
};

export const checkPasswordQueryOptions = (password: string, check: CheckPasswordStrength = checkPassword) =>
  queryOptions({
    queryKey: ['check-password', password],
    queryFn: ({ signal }) => check(password, signal),
    enabled: shouldCheckStrength(password),
    // Passwords are not worth keeping around once the form moves on.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function usePasswordStrength(password: string, check?: CheckPasswordStrength) {
  return useQuery(checkPasswordQueryOptions(password, check));
}
