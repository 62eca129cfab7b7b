import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/auth/hooks/auth-context';
import { LOGIN_PATH, loginRedirectState } from '../features/auth/utils/redirect-target';

/**
 * Logged-in pages: anyone else is shown the login screen, then brought back here. Someone who
 * has just logged out goes to the home page instead (spec §2 Log Out).
 */
export function RequireAuth() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loggedIn') {
    return <Outlet />;
  }
  if (state.status === 'loggedOut' && state.reason === 'logOut') {
    return <Navigate to="/" replace />;
  }
  return <Navigate to={LOGIN_PATH} replace state={loginRedirectState(location)} />;
}
