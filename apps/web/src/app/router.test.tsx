import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { configRoute, REQUEST_ACCESS_URL, returningUser, signedInRoutes } from '../test/fixtures';
import { NO_REQUEST_FORM_TEXT } from '../features/contact/components/BetaAccessNote';
import { renderApp } from '../test/render';

beforeEach(() => {
  document.cookie = 'csrftoken=csrf-1; path=/';
});

describe('logged-out visitors', () => {
  it('are sent from /search to the login screen, then back to /search after signing in', async () => {
    const { calls } = mockFetch({
      ...configRoute,
      'POST /api/token-auth/': { status: 200, body: { token: 'tok' } },
      'GET /user_auth/current_user/': { status: 200, body: returningUser },
      'POST /user_auth/login-success/': { status: 200, body: { message: 'ok' } },
    });
    const { router } = renderApp('/search?q=budget');

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    fireEvent.change(screen.getByLabelText('EMAIL'), { target: { value: 'reporter@example.com' } });
    fireEvent.change(screen.getByLabelText('PASSWORD'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=budget');
    expect(calls('POST /user_auth/login-success/')).toHaveLength(1);
  });

  it('are sent from /settings to the login screen', async () => {
    mockFetch(configRoute);
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('see the logged-out state at once when no token is stored, without asking the server', async () => {
    const { calls } = mockFetch(configRoute);
    renderApp('/');
    // Once the home page's code has loaded; the session is not asked about.
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(within(nav).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/contact');
    expect(within(nav).queryByRole('link', { name: 'Search' })).toBeNull();
    expect(calls('POST /api/token-verify/')).toHaveLength(0);
    expect(await screen.findByRole('link', { name: 'Request Access' })).toBeTruthy();
  });

  it('see the home page at unknown paths', async () => {
    mockFetch(configRoute);
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: /Every public meeting/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('get the beta-access note on /contact, linking to the Request Access form', async () => {
    mockFetch(configRoute);
    renderApp('/contact');
    const formLink = await screen.findByRole('link', { name: /Open the request form/ });
    expect(formLink.getAttribute('href')).toBe(REQUEST_ACCESS_URL);
    expect(screen.queryByRole('heading', { name: 'Send us a message' })).toBeNull();
  });

  it('without a request form, Request Access goes to /contact, which says how to get an invitation', async () => {
    mockFetch({ 'GET /api/config': { status: 200, body: { requestAccessUrl: '', productName: 'Gavel' } } });
    renderApp('/about');
    const link = await screen.findByRole('link', { name: 'Request Access' });
    expect(link.getAttribute('href')).toBe('/contact');
    fireEvent.click(link);
    expect(await screen.findByText(NO_REQUEST_FORM_TEXT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open the request form/ })).toBeNull();
  });

  it('can open the public transcript route', async () => {
    mockFetch({
      ...configRoute,
      'POST /user_auth/search/': {
        status: 200,
        body: {
          meta: { page: { current: 1, size: 500, total_pages: 0, total_results: 0 }, total_meetings: 0 },
          results: [],
        },
      },
    });
    renderApp('/transcript/https%3A%2F%2Fvideos.example.org%2Fv%2F1');
    expect(await screen.findByRole('heading', { name: 'No transcript found' })).toBeTruthy();
  });

  it('see embeds without the site header', async () => {
    mockFetch({
      ...configRoute,
      'GET /embed/abc123': new Response('<h1>Meeting excerpt</h1>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    });
    renderApp('/embed/abc123');
    expect(await screen.findByRole('heading', { name: 'Meeting excerpt' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('stored token', () => {
  it('shows only a spinner until the check finishes, then the logged-in header', async () => {
    window.localStorage.setItem('token', 'tok');
    let release: () => void = () => undefined;
    const verified = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch({
      ...signedInRoutes(),
      'POST /api/token-verify/': async () => {
        await verified;
        return { status: 200, body: { user: { id: 1, username: returningUser.username } } };
      },
    });
    renderApp('/');

    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();

    release();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['About', 'Contact', 'Search', 'Settings']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  it('lets a logged-in user into /search and sends them from /login to /search', async () => {
    window.localStorage.setItem('token', 'tok');
    mockFetch(signedInRoutes());
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gavel' })).toBeTruthy();
  });

  it('sends a user who never logged in to Set New Password', async () => {
    window.localStorage.setItem('token', 'tok');
    mockFetch(signedInRoutes({ ...returningUser, last_login: null }));
    const { router } = renderApp('/search');
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('drops a token that cannot be renewed and shows the page logged out', async () => {
    window.localStorage.setItem('token', 'stale');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockFetch({
      ...configRoute,
      'POST /api/token-verify/': { status: 401, body: { message: 'expired' } },
      'POST /api/token-refresh/': { status: 401, body: { message: 'Sign in again.' } },
    });
    const { router } = renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'How Gavel works' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(calls('POST /api/token-refresh/')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it('shows the contact form heading to a logged-in user', async () => {
    window.localStorage.setItem('token', 'tok');
    mockFetch(signedInRoutes());
    renderApp('/contact');
    expect(await screen.findByRole('heading', { name: 'Send us a message' })).toBeTruthy();
  });

  it('Log Out clears the token and all local storage, then goes to /', async () => {
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('search-filters', '{"state":["MI"]}');
    const { calls } = mockFetch({
      ...signedInRoutes(),
      'POST /user_auth/logout/': { status: 200, body: { message: 'Signed out.' } },
    });
    const { router } = renderApp('/settings');

    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.length).toBe(0);
    // The session ends on the server too, with the token being dropped.
    await waitFor(() =>
      expect(calls('POST /user_auth/logout/')[0]?.headers.get('Authorization')).toBe('Token tok'),
    );
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeTruthy();
  });
});
