import type { CurrentUser } from '@gavel/contract';
import { createContext, useContext } from 'react';

/** The overall authentication states of spec §4. */
export type AuthState =
  | { status: 'unknown' }
  /**
   * `reason: 'logOut'` when the user has just logged out (they go to the home page);
   * `'sessionEnded'` when the session ended without them (a token revoked or expired elsewhere).
   */
  | { status: 'loggedOut'; reason?: 'logOut' | 'sessionEnded' }
  | { status: 'loggedIn'; user: CurrentUser }
  | { status: 'requiresPasswordChange'; user: CurrentUser };

export interface AuthContextValue {
  state: AuthState;
  /** A token is stored and its user known: logged in, or first a password change. */
  startSession: (user: CurrentUser) => void;
  /** The forced password change is done. */
  completePasswordChange: (user: CurrentUser) => void;
  /** Cancel on the Set New Password screen: drop the token, back to logged out. */
  cancelPasswordChange: () => void;
  /** Log Out: drop the token and everything else in local storage. */
  logOut: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) {
    throw new Error('useAuth must be used inside <AuthProvider>');
  }
  return context;
}

/** A user whose last_login is empty has never completed a sign-in (spec §4). */
export function hasNeverLoggedIn(user: CurrentUser): boolean {
  return user.last_login === null || user.last_login === '';
}

export function sessionStateFor(user: CurrentUser): AuthState {
  return hasNeverLoggedIn(user) ? { status: 'requiresPasswordChange', user } : { status: 'loggedIn', user };
}
