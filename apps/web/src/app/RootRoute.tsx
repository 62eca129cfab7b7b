import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useAuth } from '../features/auth/hooks/auth-context';

/** Shows only a spinner until the stored-token check finishes (spec §2). */
export function RootRoute() {
  const { state } = useAuth();
  if (state.status === 'unknown') {
    return <PageLoader label="Checking your session" />;
  }
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
