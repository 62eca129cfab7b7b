import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { LoginForm } from '../features/auth/components/LoginForm';
import { useAuth } from '../features/auth/hooks/auth-context';
import { redirectTarget } from '../features/auth/utils/redirect-target';
import { usePageTitle } from '../lib/page-title';

// The first password screen (with its strength meter) loads only for a first sign-in.
const SetNewPasswordForm = lazy(() =>
  import('../features/auth/components/SetNewPasswordForm').then((module) => ({
    default: module.SetNewPasswordForm,
  })),
);

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
          <Suspense fallback={<PageLoader />}>
            <SetNewPasswordForm />
          </Suspense>
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
