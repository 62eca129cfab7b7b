import type { CurrentUser } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { tokenStorage } from '../../../lib/storage';
import { getCurrentUser } from '../api/current-user';
import { recordLoginSuccess } from '../api/login-success';
import { postTokenAuth } from '../api/token-auth';
import { MissingTokenError } from '../utils/messages';
import { hasNeverLoggedIn, useAuth } from './auth-context';

export interface Credentials {
  username: string;
  password: string;
}

/** The username is an email: lowercased on entry and again when signing in (spec §5 Login). */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

async function signIn({ username, password }: Credentials): Promise<CurrentUser> {
  const token = await postTokenAuth({ username: normalizeUsername(username), password });
  if (!token) {
    throw new MissingTokenError();
  }
  tokenStorage.set(token);
  let user: CurrentUser;
  try {
    user = await getCurrentUser({ redirectOnAuthFailure: false });
  } catch (error) {
    tokenStorage.remove();
    throw error;
  }
  // A first sign-in is recorded only once the temporary password has been replaced.
  if (!hasNeverLoggedIn(user)) {
    await recordLoginSuccess();
  }
  return user;
}

/** Sign in, then either start the session or ask for a new password (spec §4). */
export function useSignIn() {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => startSession(user),
  });
}
