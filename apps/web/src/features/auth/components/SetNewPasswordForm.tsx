import { Alert, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, type FormEvent } from 'react';
import type { CheckPasswordStrength } from '../../../components/password/check-password';
import { NewPasswordFields } from '../../../components/password/NewPasswordFields';
import { useNewPassword } from '../../../components/password/use-new-password';
import { useAuth } from '../hooks/auth-context';
import { useForcedPasswordChange } from '../hooks/use-forced-password-change';
import { FORCED_CHANGE_WELCOME, forcedChangeFailureMessage } from '../utils/messages';

/** The Set New Password screen for a user who has never logged in (spec §2, §5). */
export function SetNewPasswordForm({ checkStrength }: { checkStrength?: CheckPasswordStrength }) {
  const form = useNewPassword(checkStrength ? { checkStrength } : {});
  const change = useForcedPasswordChange();
  const { state, cancelPasswordChange } = useAuth();
  const username = state.status === 'requiresPasswordChange' ? state.user.username : undefined;
  const failure = change.isError ? forcedChangeFailureMessage(change.error) : null;

  // The server's answer was about the password that was sent: typing another one clears it.
  const { reset } = change;
  useEffect(() => {
    reset();
  }, [form.newPassword, form.confirmPassword, reset]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.hasError || !form.validate()) {
      return;
    }
    change.mutate({ new_password: form.newPassword, confirm_password: form.confirmPassword });
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto">
      <Stack gap="lg">
        <Title order={1}>Set New Password</Title>
        <Text>{FORCED_CHANGE_WELCOME}</Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {username ? (
              // Shows whose password this is, and lets password managers file the new one correctly.
              <TextInput
                label="EMAIL"
                name="username"
                value={username}
                readOnly
                autoComplete="username"
                variant="filled"
              />
            ) : null}
            <NewPasswordFields form={form} disabled={change.isPending} autoFocus />
            <Box aria-live="assertive" data-testid="password-change-messages">
              {failure ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
                  {failure}
                </Alert>
              ) : null}
            </Box>
            <Group gap="sm">
              <Button type="submit" loading={change.isPending} disabled={form.hasError}>
                Change Password
              </Button>
              <Button variant="default" onClick={cancelPasswordChange} disabled={change.isPending}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
