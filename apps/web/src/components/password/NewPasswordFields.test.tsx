import type { PasswordStrength } from '@gavel/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '../../lib/password';
import { renderWithProviders } from '../../test/render';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPassword } from './use-new-password';
import type { CheckPasswordStrength } from './check-password';

function Harness({ check }: { check: CheckPasswordStrength }) {
  const form = useNewPassword({ checkStrength: check });
  return (
    <form>
      <NewPasswordFields form={form} />
      <button type="button" disabled={form.hasError} onClick={() => form.validate()}>
        Save
      </button>
    </form>
  );
}

function setup(strength: PasswordStrength = { score: 3, suggestions: ['Add another word or two.'] }) {
  const check = vi.fn<CheckPasswordStrength>(() => Promise.resolve(strength));
  renderWithProviders(<Harness check={check} />);
  return {
    check,
    newPassword: screen.getByLabelText(/^NEW PASSWORD/),
    confirmPassword: screen.getByLabelText(/^CONFIRM PASSWORD/),
    meter: () => screen.getByRole('progressbar'),
  };
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // Let the query's result reach the component.
  await act(() => vi.advanceTimersByTimeAsync(0));
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('new password: confirmation checked 1.5 s after typing stops', () => {
  it('shows the mismatch only once typing has stopped for 1.5 s', async () => {
    const { newPassword, confirmPassword } = setup();
    type(newPassword, 'correct horse battery');
    type(confirmPassword, 'correct horse');

    await advance(1499);
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH)).toBeNull();
    await advance(1);
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeTruthy();
  });

  it('starts the 1.5 s again on every keystroke', async () => {
    const { newPassword, confirmPassword } = setup();
    type(newPassword, 'correct horse battery');
    type(confirmPassword, 'c');
    await advance(1000);
    type(confirmPassword, 'co');
    await advance(1000);
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH)).toBeNull();
    await advance(500);
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeTruthy();
  });

  it('removes the error as soon as the confirmation matches', async () => {
    const { newPassword, confirmPassword } = setup();
    type(newPassword, 'correct horse battery');
    type(confirmPassword, 'correct horse');
    await advance(1500);
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeTruthy();

    type(confirmPassword, 'correct horse battery');
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH)).toBeNull();
  });

  it('says the password is too short, and blocks submission while an error shows', async () => {
    const { newPassword } = setup();
    type(newPassword, 'short');
    await advance(1500);
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    type(newPassword, 'long enough now');
    expect(screen.queryByText(PASSWORD_TOO_SHORT)).toBeNull();
  });

  it('shows every broken rule at once when the form is validated', () => {
    setup();
    act(() => {
      screen.getByRole('button', { name: 'Save' }).click();
    });
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeTruthy();
  });
});

describe('new password: strength meter', () => {
  it('is empty without text and at least 5% red with text before the server is asked', async () => {
    const { newPassword, meter, check } = setup();
    expect(meter().getAttribute('aria-valuenow')).toBe('0');

    type(newPassword, 'abc');
    await advance(400);
    expect(meter().getAttribute('aria-valuenow')).toBe('5');
    expect(meter().getAttribute('data-strength-color')).toBe('red');
    expect(check).not.toHaveBeenCalled();
  });

  it('asks the server from 8 characters on and shows its score and suggestions', async () => {
    const { newPassword, meter, check } = setup({ score: 3, suggestions: ['Add another word or two.'] });
    type(newPassword, 'abcdefgh');
    await advance(400);

    expect(check).toHaveBeenCalledWith('abcdefgh', expect.anything());
    expect(meter().getAttribute('aria-valuenow')).toBe('75');
    expect(meter().getAttribute('data-strength-color')).toBe('lime');
    expect(screen.getByText('Add another word or two.')).toBeTruthy();
    expect(screen.getByText('Strength: Good')).toBeTruthy();
  });

  it('waits for a pause in typing before asking the server', async () => {
    const { newPassword, check } = setup();
    type(newPassword, 'abcdefgh');
    await advance(100);
    type(newPassword, 'abcdefghi');
    await advance(100);
    type(newPassword, 'abcdefghij');
    await advance(400);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('abcdefghij', expect.anything());
  });

  it('fills the meter at score 4 in green', async () => {
    const { newPassword, meter } = setup({ score: 4, suggestions: [] });
    type(newPassword, 'a much longer passphrase');
    await advance(400);
    expect(meter().getAttribute('aria-valuenow')).toBe('100');
    expect(meter().getAttribute('data-strength-color')).toBe('green');
  });
});
