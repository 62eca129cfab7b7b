import {
  Alert,
  Anchor,
  Box,
  Button,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { normalizeUsername, useSignIn } from '../hooks/use-sign-in';
import { BETA_ACCESS_LINK_TEXT, BETA_ACCESS_NOTE, signInFailureMessage } from '../utils/messages';

const [beforeLink, afterLink] = BETA_ACCESS_NOTE.split(BETA_ACCESS_LINK_TEXT);

export const SESSION_ENDED_TEXT = 'Your session ended. Sign in again.';

/**
 * The Log In screen (spec §2). Success is handled by the session: the login route redirects.
 * `sessionEnded` says why a user who was signed in is here.
 */
export function LoginForm({ sessionEnded = false }: { sessionEnded?: boolean }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const failure = signIn.isError ? signInFailureMessage(signIn.error) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate({ username: normalizeUsername(username), password });
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={440} mx="auto">
      <Stack gap="lg">
        <Title order={1}>Log In</Title>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="EMAIL"
              type="email"
              name="username"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value.toLowerCase())}
              disabled={signIn.isPending}
              autoFocus
            />
            <PasswordInput
              label="PASSWORD"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              disabled={signIn.isPending}
            />
            <Box aria-live="assertive" data-testid="login-messages">
              {failure === null && sessionEnded && !signIn.isPending ? (
                <Alert color="civic" variant="light">
                  {SESSION_ENDED_TEXT}
                </Alert>
              ) : null}
              {failure ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
                  {failure}
                </Alert>
              ) : null}
            </Box>
            <Button type="submit" loading={signIn.isPending} fullWidth>
              Sign In
            </Button>
          </Stack>
        </form>
        <Text size="sm">
          {beforeLink}
          <Anchor component={Link} to="/contact">
            {BETA_ACCESS_LINK_TEXT}
          </Anchor>
          {afterLink}
        </Text>
      </Stack>
    </Paper>
  );
}
