import { Container } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { LoginForm } from '../features/auth/components/LoginForm';
import { SetNewPasswordForm } from '../features/auth/components/SetNewPasswordForm';
import { useAuth } from '../features/auth/hooks/auth-context';
import { redirectTarget } from '../features/auth/utils/redirect-target';
import { usePageTitle } from '../lib/page-title';

/**
 * /login: the Log In screen, or Set New Password for a user who has never logged in. A logged-in
 * user goes back where they came from, or to /search.
 */
export function LoginRoute() {
  const { state } = useAuth();
  const location = useLocation();
  usePageTitle(state.status === 'requiresPasswordChange' ? 'Set New Password' : 'Log In');

  switch (state.status) {
    case 'loggedIn':
      return <Navigate to={redirectTarget(location.state)} replace />;
    case 'unknown':
      return <PageLoader />;
    case 'requiresPasswordChange':
      return (
        <Container size="sm" py={{ base: 'xl', sm: 64 }}>
          <SetNewPasswordForm />
        </Container>
      );
    case 'loggedOut':
      return (
        <Container size="sm" py={{ base: 'xl', sm: 64 }}>
          <LoginForm sessionEnded={state.reason === 'sessionEnded'} />
        </Container>
      );
  }
}
