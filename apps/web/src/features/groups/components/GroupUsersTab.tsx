import { GROUP_MESSAGES, type GroupUser } from '@gavel/contract';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useAddGroupUser } from '../api/add-group-user';
import { useGroupUsers } from '../api/get-group-users';
import { useRemoveGroupUser } from '../api/remove-group-user';
import { putGroupAdmin, useSetGroupAdmin } from '../api/set-group-admin';
import { Chip } from './Chip';
import { ChangeStatus, ConfirmRemoval } from './ConfirmRemoval';
import { changeFailure, fetchFailure } from './messages';

type Feedback = { kind: 'success' | 'error'; text: string; undo?: () => void } | null;

/** A member as listed: their name and email, or the email alone. */
const memberLabel = (user: GroupUser) => (user.name ? `${user.name} (${user.email})` : user.email);

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
  const admin = useSetGroupAdmin(groupId);
  const [asking, setAsking] = useState<GroupUser | null>(null);
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

  const setAdmin = (user: GroupUser, isAdmin: boolean) => {
    setFeedback(null);
    admin.mutate(
      { groupId, email: user.email, isAdmin },
      {
        onSuccess: (message) => setFeedback({ kind: 'success', text: message }),
        onError: (error) =>
          setFeedback({ kind: 'error', text: changeFailure(error, 'Failed to change the admin rights') }),
      },
    );
  };

  // Undo of a removal: the member comes back, an admin again if they were one.
  const restore = (user: GroupUser) => {
    setFeedback(null);
    add.mutate(
      { group_id: groupId, email: user.email, confirm_creation: false },
      {
        onSuccess: () => {
          const back = () =>
            setFeedback({ kind: 'success', text: `${memberLabel(user)} is back in the group.` });
          if (!user.is_admin) {
            back();
            return;
          }
          putGroupAdmin({ groupId, email: user.email, isAdmin: true })
            .then(() => users.refetch())
            .then(back, (error: unknown) =>
              setFeedback({ kind: 'error', text: changeFailure(error, 'Failed to change the admin rights') }),
            );
        },
        onError: (error) =>
          setFeedback({ kind: 'error', text: changeFailure(error, GROUP_MESSAGES.addUserFailed) }),
      },
    );
  };

  const drop = (user: GroupUser) => {
    setFeedback(null);
    remove.mutate(
      { groupId, email: user.email },
      {
        onSuccess: (message) => {
          setAsking(null);
          setFeedback({ kind: 'success', text: message, undo: () => restore(user) });
        },
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
              onRemove={() => setAsking(user)}
              disabled={remove.isPending}
              actions={
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => setAdmin(user, !user.is_admin)}
                  disabled={admin.isPending}
                  aria-label={`${user.is_admin ? 'Remove admin rights of' : 'Make admin'} ${user.email}`}
                >
                  {user.is_admin ? 'Remove admin' : 'Make admin'}
                </Button>
              }
            >
              {memberLabel(user)}
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

      {asking ? (
        <ConfirmRemoval
          question={`Remove ${memberLabel(asking)} from the group? They will no longer see its channels.`}
          busy={remove.isPending}
          onConfirm={() => drop(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}

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

      <ChangeStatus feedback={feedback} />
    </Stack>
  );
}
