import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { useAuth } from '../features/auth/hooks/auth-context';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
}

// Toasts answer what signed-in users do: their container loads with the first signed-in page.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The toasts, at the bottom, where they cover none of the header's links and buttons. */
function Toasts() {
  const { state } = useAuth();
  if (state.status !== 'loggedIn') {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" limit={4} />
    </Suspense>
  );
}

/** Theme, toasts, dialogs, server state and the session, around the whole app. */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Toasts />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
