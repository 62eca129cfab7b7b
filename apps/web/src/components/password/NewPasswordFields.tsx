import { PasswordInput, Stack } from '@mantine/core';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import type { NewPasswordForm } from './use-new-password';

export interface NewPasswordFieldsProps {
  form: NewPasswordForm;
  newPasswordLabel?: string;
  confirmPasswordLabel?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The NEW PASSWORD and CONFIRM PASSWORD inputs with the strength meter between them. */
export function NewPasswordFields({
  form,
  newPasswordLabel = 'NEW PASSWORD',
  confirmPasswordLabel = 'CONFIRM PASSWORD',
  disabled = false,
  autoFocus = false,
}: NewPasswordFieldsProps) {
  return (
    <Stack gap="sm">
      <PasswordInput
        label={newPasswordLabel}
        value={form.newPassword}
        onChange={(event) => form.setNewPassword(event.currentTarget.value)}
        error={form.errors.newPassword}
        autoComplete="new-password"
        required
        disabled={disabled}
        autoFocus={autoFocus}
      />
      <PasswordStrengthMeter
        score={form.strength.score}
        hasText={form.newPassword !== ''}
        message={form.strength.message}
      />
      <PasswordInput
        label={confirmPasswordLabel}
        value={form.confirmPassword}
        onChange={(event) => form.setConfirmPassword(event.currentTarget.value)}
        error={form.errors.confirmPassword}
        autoComplete="new-password"
        required
        disabled={disabled}
      />
    </Stack>
  );
}
