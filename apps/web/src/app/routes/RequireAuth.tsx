import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { LOGIN_PATH, loginRedirectState } from '../../features/auth/utils/redirect-target';

/** Logged-in pages: anyone else is shown the login screen, then brought back here. */
export function RequireAuth() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loggedIn') {
    return <Outlet />;
  }
  return <Navigate to={LOGIN_PATH} replace state={loginRedirectState(location)} />;
}
