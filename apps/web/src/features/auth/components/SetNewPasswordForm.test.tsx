import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, type Answer } from '../../../test/fetch-mock';
import { firstTimeUser, returningUser, signedInRoutes } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const NEW_PASSWORD = 'a long new passphrase';

beforeEach(() => {
  document.cookie = 'csrftoken=csrf-1; path=/';
  window.localStorage.setItem('token', 'tok-temp');
});

/** A first-time user arrives at a protected page and is shown Set New Password. */
async function openSetNewPassword(routes: Record<string, Answer | Answer[]>, path = '/settings') {
  const mock = mockFetch({
    ...signedInRoutes(firstTimeUser),
    'POST /user_auth/check-password/': { status: 200, body: { score: 4, suggestions: [] } },
    ...routes,
  });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Set New Password' });
  return { ...mock, ...app };
}

function submit(newPassword = NEW_PASSWORD, confirmation = NEW_PASSWORD) {
  fireEvent.change(screen.getByLabelText(/^NEW PASSWORD/), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText(/^CONFIRM PASSWORD/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Set New Password screen', () => {
  it('shows the welcome text, both fields, the meter and both buttons', async () => {
    await openSetNewPassword({});
    expect(
      screen.getByText('Welcome! You need to change your temporary password before accessing your account.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^NEW PASSWORD/)).toBeTruthy();
    expect(screen.getByLabelText(/^CONFIRM PASSWORD/)).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // The account the new password is for, read-only (and for password managers).
    const email = screen.getByLabelText<HTMLInputElement>('EMAIL');
    expect(email.value).toBe(firstTimeUser.username);
    expect(email.readOnly).toBe(true);
  });

  it('stores the new token, records the sign-in, confirms and returns to the original page', async () => {
    const { calls, router } = await openSetNewPassword({
      'POST /user_auth/require-password-change/': {
        status: 200,
        body: { status: 'good', token: 'tok-real' },
      },
      'POST /user_auth/login-success/': { status: 200, body: { message: 'ok' } },
      'GET /user_auth/current_user/': [
        { status: 200, body: firstTimeUser },
        { status: 200, body: returningUser },
      ],
    });

    submit();

    expect(await screen.findByText('Password changed successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(calls('POST /user_auth/require-password-change/')[0]?.body).toEqual({
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(window.localStorage.getItem('token')).toBe('tok-real');
    const loginSuccess = calls('POST /user_auth/login-success/');
    expect(loginSuccess).toHaveLength(1);
    expect(loginSuccess[0]?.headers.get('Authorization')).toBe('Token tok-real');
  });

  it('does not send passwords that break the rules', async () => {
    const { calls } = await openSetNewPassword({});
    submit('short', 'short');
    expect(await screen.findByText('The new password must be at least 8 characters long.')).toBeTruthy();
    submit(NEW_PASSWORD, 'something else');
    expect(await screen.findByText('The new password and confirmation must match.')).toBeTruthy();
    expect(calls('POST /user_auth/require-password-change/')).toHaveLength(0);
  });

  it("shows the server's message", async () => {
    await openSetNewPassword({
      'POST /user_auth/require-password-change/': {
        status: 400,
        body: { message: 'Choose a new password, not the temporary one.' },
      },
    });
    submit();
    expect(await screen.findByText('Choose a new password, not the temporary one.')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('tok-temp');
  });

  it("falls back to 'Failed to change password.'", async () => {
    await openSetNewPassword({ 'POST /user_auth/require-password-change/': { status: 500 } });
    submit();
    expect(await screen.findByText('Failed to change password.')).toBeTruthy();
  });

  it('asks to try again when the server cannot be reached', async () => {
    await openSetNewPassword({
      'POST /user_auth/require-password-change/': new TypeError('Failed to fetch'),
    });
    submit();
    expect(await screen.findByText('Failed to change password. Please try again.')).toBeTruthy();
  });

  it('Cancel removes the stored token and returns to the logged-out login screen', async () => {
    await openSetNewPassword({});
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeTruthy();
  });
});
