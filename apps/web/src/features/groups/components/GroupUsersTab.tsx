import { GROUP_MESSAGES } from '@gavel/contract';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useAddGroupUser } from '../api/add-group-user';
import { useGroupUsers } from '../api/get-group-users';
import { useRemoveGroupUser } from '../api/remove-group-user';
import { Chip } from './Chip';
import { changeFailure, fetchFailure } from './messages';

type Feedback = { kind: 'success' | 'error'; text: string } | null;

function needsConfirmation(error: unknown): string | null {
  if (isApiError(error) && error.status === 404) {
    const body = error.body as { requires_confirmation?: unknown } | undefined;
    if (body?.requires_confirmation === true) {
      return error.serverMessage ?? 'No account uses this email. Create one and send an invitation?';
    }
  }
  return null;
}

/** The Users tab (spec §2, §4): current members, and adding one by email with confirmation. */
export function GroupUsersTab({ groupId }: { groupId: number }) {
  const users = useGroupUsers(groupId, true);
  const add = useAddGroupUser(groupId);
  const remove = useRemoveGroupUser(groupId);
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [confirmation, setConfirmation] = useState<{ email: string; text: string } | null>(null);

  const send = (target: string, confirm: boolean) => {
    setFeedback(null);
    add.mutate(
      { group_id: groupId, email: target, confirm_creation: confirm },
      {
        onSuccess: (message) => {
          setConfirmation(null);
          setEmail('');
          setFeedback({ kind: 'success', text: message });
        },
        onError: (error) => {
          const question = confirm ? null : needsConfirmation(error);
          if (question) {
            setConfirmation({ email: target, text: question });
            return;
          }
          setConfirmation(null);
          setFeedback({ kind: 'error', text: changeFailure(error, GROUP_MESSAGES.addUserFailed) });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = email.trim();
    if (target !== '') {
      send(target, false);
    }
  };

  const drop = (target: string) => {
    setFeedback(null);
    remove.mutate(
      { groupId, email: target },
      {
        onSuccess: (message) => setFeedback({ kind: 'success', text: message }),
        onError: (error) =>
          setFeedback({ kind: 'error', text: changeFailure(error, GROUP_MESSAGES.removeUserFailed) }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={4}>Current Users</Title>
        {users.isPending ? <Text>Loading...</Text> : null}
        {users.isError ? (
          <Text c="red.9">{fetchFailure(users.error, 'Failed to fetch group users')}</Text>
        ) : null}
        <Group gap="xs" data-testid="current-users" role="list" aria-label="Current users">
          {users.data?.map((user) => (
            <Chip
              key={user.email}
              removeLabel={`Remove ${user.email}`}
              onRemove={() => drop(user.email)}
              disabled={remove.isPending}
            >
              {user.email}
              {user.is_admin ? (
                <Badge ml={6} size="xs" color="blue">
                  ADMIN
                </Badge>
              ) : null}
              {user.is_pending_invite ? (
                <Badge ml={6} size="xs" color="yellow" c="dark">
                  PENDING INVITE
                </Badge>
              ) : null}
            </Chip>
          ))}
        </Group>
      </Stack>

      <form onSubmit={onSubmit} aria-label="Add user by email">
        <Stack gap="xs">
          <Title order={4}>Add User by Email</Title>
          <Group gap="xs" align="flex-start">
            <TextInput
              type="email"
              aria-label="Email of the user to add"
              placeholder="reporter@newsroom.org"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setConfirmation(null);
              }}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" disabled={email.trim() === '' || add.isPending} loading={add.isPending}>
              Add User
            </Button>
          </Group>
        </Stack>
      </form>

      {confirmation ? (
        <Paper
          p="md"
          radius="sm"
          bg="yellow.1"
          withBorder
          style={{ borderColor: 'var(--mantine-color-yellow-5)' }}
        >
          <Stack gap="sm">
            <Text>{confirmation.text}</Text>
            <Group gap="sm">
              <Button
                color="yellow"
                c="dark"
                onClick={() => send(confirmation.email, true)}
                loading={add.isPending}
              >
                Yes, Create User
              </Button>
              <Button variant="default" onClick={() => setConfirmation(null)} disabled={add.isPending}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}

      <Text role="status" aria-live="polite" c={feedback?.kind === 'error' ? 'red.9' : '#1e6b30'} fw={600}>
        {feedback?.text ?? ''}
      </Text>
    </Stack>
  );
}
