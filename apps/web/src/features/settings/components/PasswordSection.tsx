import { Alert, Box, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields } from '../../../components/password/NewPasswordFields';
import { useNewPassword } from '../../../components/password/use-new-password';
import { isApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_MESSAGES = {
  unknown: 'An unknown error occurred',
  failed: 'An error occurred while changing the password.',
  noResponse: 'Failed to communicate with the server.',
  success: 'Password changed successfully.',
} as const;
const SUCCESS_MS = 3000;

/** The message for a failed change (spec §8 Password, settings). */
export function passwordChangeFailure(error: unknown): string {
  if (!isApiError(error)) {
    return PASSWORD_MESSAGES.unknown;
  }
  if (error.isNetworkError) {
    return PASSWORD_MESSAGES.noResponse;
  }
  const fields = error.fieldErrors;
  return error.serverMessage ?? (fields ? Object.values(fields).flat().join(' ') : PASSWORD_MESSAGES.failed);
}

/** Change Password (spec §2, §5): current, new and confirmation, with the strength meter. */
export function PasswordSection() {
  const form = useNewPassword();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const hideSuccess = useTimeout(() => setSuccess(false), SUCCESS_MS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missingCurrent = current === '';
    setCurrentError(missingCurrent ? 'Enter your current password.' : null);
    if (!form.validate() || missingCurrent) {
      return;
    }
    setSuccess(false);
    change.mutate(
      { current_password: current, new_password: form.newPassword, confirm_password: form.confirmPassword },
      {
        onSuccess: () => {
          setCurrent('');
          form.reset();
          setSuccess(true);
          hideSuccess.clear();
          hideSuccess.start();
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={480}>
      <Title order={2}>Change Password</Title>
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Stack gap="md">
          <PasswordInput
            label="CURRENT PASSWORD"
            value={current}
            onChange={(event) => {
              setCurrent(event.currentTarget.value);
              setCurrentError(null);
            }}
            error={currentError}
            autoComplete="current-password"
            required
            disabled={change.isPending}
          />
          <NewPasswordFields form={form} disabled={change.isPending} />
          <Box aria-live="assertive" data-testid="password-messages">
            {change.isError ? (
              <Alert color="red" variant="light">
                {passwordChangeFailure(change.error)}
              </Alert>
            ) : null}
            {success ? (
              <Text c="#1e6b30" fw={600} role="status">
                {PASSWORD_MESSAGES.success}
              </Text>
            ) : null}
          </Box>
          <Group>
            <Button type="submit" loading={change.isPending} disabled={form.hasError}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
