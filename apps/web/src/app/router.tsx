import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { apiClient } from '../lib/api-client';
import { loginRedirectState } from '../features/auth/utils/redirect-target';
import { AppLayout, BareLayout, SiteLayout } from './Layouts';
import { ContactRoute } from './ContactRoute';
import { RequireAuth } from './RequireAuth';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';

/** Each public page is loaded with its own code: the home page's is not in the sign-in page's. */
const homePage = async () => ({ Component: (await import('./pages/HomePage')).HomePage });

/**
 * The routes of spec §2. Any unknown path shows the home page. The public pages are in the first
 * load; search, settings, the transcript page and the embed view load when first visited.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, lazy: homePage },
          { path: 'about', lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }) },
          { path: 'contact', element: <ContactRoute /> },
          { path: 'login', lazy: async () => ({ Component: (await import('./LoginRoute')).LoginRoute }) },
          { path: '*', lazy: homePage },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              { path: 'search', lazy: () => import('./SearchRoute') },
              { path: 'settings', lazy: () => import('./SettingsRoute') },
            ],
          },
          { path: 'transcript/:videoId', lazy: () => import('./TranscriptRoute') },
        ],
      },
      {
        element: <BareLayout />,
        children: [{ path: 'embed/:embedId', lazy: () => import('./EmbedRoute') }],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. The API client leaves for /login through it when a session cannot be
 * renewed, remembering the page so the user comes back to it after signing in.
 */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(appRoutes);
  apiClient.setNavigate((path) => {
    void router.navigate(path, { state: loginRedirectState(router.state.location) });
  });
  return router;
}
