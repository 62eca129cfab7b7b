import type { CurrentUser } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { clearLocalStorage, tokenStorage } from '../../../lib/storage';
import { getCurrentUser } from '../api/current-user';
import { postLogout } from '../api/logout';
import { postTokenVerify } from '../api/token-verify';
import { AuthContext, sessionStateFor, type AuthContextValue, type AuthState } from '../hooks/auth-context';

const LOGGED_OUT: AuthState = { status: 'loggedOut' };
/** The session ended without the user: a revoked or expired token, a sign-out in another tab. */
const SESSION_ENDED: AuthState = { status: 'loggedOut', reason: 'sessionEnded' };

/** Checks the stored token: verify it, then load the user it belongs to. */
async function checkStoredToken(signal: AbortSignal): Promise<CurrentUser> {
  await postTokenVerify(signal);
  return getCurrentUser({ signal, redirectOnAuthFailure: false });
}

/**
 * Holds the authentication state (spec §4). With no stored token the visitor is logged out at
 * once; with one the state is unknown until the token and its user have been checked.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() =>
    tokenStorage.get() ? { status: 'unknown' } : LOGGED_OUT,
  );

  useEffect(() => {
    if (!tokenStorage.get()) {
      return undefined;
    }
    const controller = new AbortController();
    checkStoredToken(controller.signal).then(
      (user) => {
        if (!controller.signal.aborted) {
          setState(sessionStateFor(user));
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) {
          return;
        }
        if (isApiError(error) && (error.status === 400 || error.status === 401)) {
          tokenStorage.remove();
          setState(SESSION_ENDED);
        } else {
          // The server could not be asked; keep the token for the next visit.
          console.error('Could not check the stored session', error);
          setState(LOGGED_OUT);
        }
      },
    );
    return () => controller.abort();
  }, []);

  // Whoever removes the token (a failed refresh, another tab logging out) ends the session here too.
  useEffect(
    () =>
      tokenStorage.subscribe((token) => {
        if (token === null) {
          setState((current) => (current.status === 'loggedOut' ? current : SESSION_ENDED));
        }
      }),
    [],
  );

  const startSession = useCallback((user: CurrentUser) => setState(sessionStateFor(user)), []);

  const completePasswordChange = useCallback(
    (user: CurrentUser) => setState({ status: 'loggedIn', user }),
    [],
  );

  const cancelPasswordChange = useCallback(() => {
    tokenStorage.remove();
    setState(LOGGED_OUT);
  }, []);

  const logOut = useCallback(() => {
    const token = tokenStorage.get();
    if (token) {
      void postLogout(token);
    }
    clearLocalStorage();
    queryClient.clear();
    setState({ status: 'loggedOut', reason: 'logOut' });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ state, startSession, completePasswordChange, cancelPasswordChange, logOut }),
    [state, startSession, completePasswordChange, cancelPasswordChange, logOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
