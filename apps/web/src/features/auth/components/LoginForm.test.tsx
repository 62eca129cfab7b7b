import { TEMPORARY_PASSWORD_EXPIRED } from '@gavel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, type Answer } from '../../../test/fetch-mock';
import { configRoute, firstTimeUser, returningUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

beforeEach(() => {
  document.cookie = 'csrftoken=csrf-1; path=/';
});

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('EMAIL'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('PASSWORD'), { target: { value: password } });
}

async function signIn(
  routes: Record<string, Answer>,
  email = 'reporter@example.com',
  password = 'secret-pass',
) {
  const mock = mockFetch({ ...configRoute, ...routes });
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Log In' });
  fillIn(email, password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return { ...mock, ...app };
}

describe('login screen', () => {
  it('has the title, the EMAIL and PASSWORD fields, the Sign In button and the beta note', async () => {
    mockFetch(configRoute);
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(screen.getByLabelText('EMAIL').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('PASSWORD').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();

    const main = screen.getByRole('main');
    const note = within(main).getByText(
      (_content, element) =>
        element?.tagName === 'P' &&
        element.textContent === "Don't have a login? Contact us to set up beta access.",
    );
    const contact = within(note).getByRole('link', { name: 'Contact us' });
    expect(contact.getAttribute('href')).toBe('/contact');
  });

  it('lowercases the username as it is typed and when signing in', async () => {
    const { calls } = await signIn(
      { 'POST /api/token-auth/': { status: 400, body: { message: 'x' } } },
      'Reporter@Example.COM',
    );
    expect(screen.getByLabelText<HTMLInputElement>('EMAIL').value).toBe('reporter@example.com');
    await waitFor(() => expect(calls('POST /api/token-auth/')).toHaveLength(1));
    expect(calls('POST /api/token-auth/')[0]?.body).toEqual({
      username: 'reporter@example.com',
      password: 'secret-pass',
    });
  });

  it("says 'Oops' when the answer has no token", async () => {
    await signIn({ 'POST /api/token-auth/': { status: 200, body: {} } });
    expect(await screen.findByText("Oops - something doesn't look right. Try again.")).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says the credentials were rejected', async () => {
    await signIn({
      'POST /api/token-auth/': {
        status: 400,
        body: { message: 'Invalid username or password. Please try again.' },
      },
    });
    expect(await screen.findByText('Invalid username or password. Please try again.')).toBeTruthy();
  });

  it('shows the same text whatever the server says about rejected credentials', async () => {
    await signIn({ 'POST /api/token-auth/': { status: 401, body: { detail: 'no such user' } } });
    expect(await screen.findByText('Invalid username or password. Please try again.')).toBeTruthy();
  });

  it("shows the server's message when there were too many attempts", async () => {
    await signIn({
      'POST /api/token-auth/': {
        status: 429,
        body: { message: 'Too many sign-in attempts. Wait a few minutes.' },
      },
    });
    expect(await screen.findByText('Too many sign-in attempts. Wait a few minutes.')).toBeTruthy();
  });

  it('says an expired temporary password needs a new invitation', async () => {
    await signIn({
      'POST /api/token-auth/': { status: 403, body: { message: TEMPORARY_PASSWORD_EXPIRED } },
    });
    expect(await screen.findByText(TEMPORARY_PASSWORD_EXPIRED)).toBeTruthy();
  });

  it('says when the server cannot be reached', async () => {
    await signIn({ 'POST /api/token-auth/': new TypeError('Failed to fetch') });
    expect(await screen.findByText('Failed to communicate with the server.')).toBeTruthy();
  });

  it('stores the token, records the sign-in and goes to /search', async () => {
    const { calls, router } = await signIn({
      'POST /api/token-auth/': { status: 200, body: { token: 'tok-new' } },
      'GET /user_auth/current_user/': { status: 200, body: returningUser },
      'POST /user_auth/login-success/': { status: 200, body: { message: 'ok' } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Gavel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
    expect(window.localStorage.getItem('token')).toBe('tok-new');
    expect(calls('GET /user_auth/current_user/')[0]?.headers.get('Authorization')).toBe('Token tok-new');
    expect(calls('POST /user_auth/login-success/')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('asks a first-time user for a new password instead, without recording the sign-in', async () => {
    const { calls, router } = await signIn({
      'POST /api/token-auth/': { status: 200, body: { token: 'tok-temp' } },
      'GET /user_auth/current_user/': { status: 200, body: firstTimeUser },
    });

    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeTruthy();
    expect(
      screen.getByText('Welcome! You need to change your temporary password before accessing your account.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls('POST /user_auth/login-success/')).toHaveLength(0);
  });
});
