import { GROUP_MESSAGES, type ChannelItem, type GroupItem } from '@gavel/contract';
import {
  Badge,
  Group,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useRemoveGroupChannel } from '../api/remove-group-channel';
import { useUpdateGroupChannels } from '../api/update-group-channels';
import { availableChannels, channelStates } from '../utils/channel-search';
import { Chip } from './Chip';
import { ChangeStatus, ConfirmRemoval } from './ConfirmRemoval';
import { changeFailure } from './messages';
import classes from './Groups.module.css';

type Feedback = { kind: 'success' | 'error'; text: string; undo?: () => void } | null;

/** The Channels tab (spec §2): selected channels as removable chips, and a search to add more. */
export function GroupChannelsTab({ group, channels }: { group: GroupItem; channels: ChannelItem[] }) {
  const [text, setText] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [asking, setAsking] = useState<ChannelItem | null>(null);
  const update = useUpdateGroupChannels();
  const remove = useRemoveGroupChannel();
  const busy = update.isPending || remove.isPending;

  const inGroup = useMemo(() => new Set(group.channels), [group.channels]);
  const byId = useMemo(() => new Map(channels.map((channel) => [channel.id, channel])), [channels]);
  const selected = group.channels
    .map((id) => byId.get(id) ?? { id, name: `Channel ${id}`, state: '' })
    .sort((a, b) => a.name.localeCompare(b.name));
  const results = availableChannels(channels, inGroup, text, state);
  const showResults = text.trim() !== '' || state !== null;

  const add = (channel: ChannelItem) => {
    setFeedback(null);
    update.mutate(
      { group_id: group.id, channels: [...group.channels, channel.id] },
      {
        onSuccess: (message) => setFeedback({ kind: 'success', text: message || GROUP_MESSAGES.updated }),
        onError: (error) =>
          setFeedback({ kind: 'error', text: changeFailure(error, GROUP_MESSAGES.updateFailed) }),
      },
    );
  };
  const drop = (channel: ChannelItem) => {
    setFeedback(null);
    remove.mutate(
      { groupId: group.id, channelId: channel.id },
      {
        onSuccess: (message) => {
          setAsking(null);
          setFeedback({ kind: 'success', text: message || GROUP_MESSAGES.removed, undo: () => add(channel) });
        },
        onError: (error) =>
          setFeedback({ kind: 'error', text: changeFailure(error, GROUP_MESSAGES.removeFailed) }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={4}>Selected Channels</Title>
        {selected.length === 0 ? (
          <Text c="dimmed">No channels selected yet.</Text>
        ) : (
          <ScrollArea.Autosize mah="15rem" type="auto">
            <Group gap="xs" data-testid="selected-channels" role="list" aria-label="Selected channels">
              {selected.map((channel) => (
                <Chip
                  key={channel.id}
                  removeLabel={`Remove ${channel.name}`}
                  onRemove={() => setAsking(channel)}
                  disabled={busy}
                >
                  {channel.name}
                  {channel.state ? ` (${channel.state})` : ''}
                </Chip>
              ))}
            </Group>
          </ScrollArea.Autosize>
        )}
      </Stack>

      {asking ? (
        <ConfirmRemoval
          question={`Remove ${asking.name} from the group? Its meetings leave the group's searches and alerts.`}
          busy={remove.isPending}
          onConfirm={() => drop(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}

      <Stack gap="xs">
        <Title order={4}>Add Channels</Title>
        <TextInput
          aria-label="Search channels"
          placeholder="Search channels..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setState(null);
          }}
        />
        {text.trim() === '' ? (
          <Select
            label="Or select a state..."
            data={[
              { value: '', label: 'Select a state...' },
              ...channelStates(channels).map((s) => ({ value: s, label: s })),
            ]}
            value={state ?? ''}
            allowDeselect={false}
            onChange={(value) => setState(value ? value : null)}
            maw={260}
          />
        ) : null}
        {showResults ? (
          results.length === 0 ? (
            <Text c="dimmed">No matching channels found</Text>
          ) : (
            <ScrollArea.Autosize mah="15rem" type="auto" className={classes.results}>
              <Stack gap={0} role="list" aria-label="Matching channels">
                {results.map((channel) => (
                  <UnstyledButton
                    key={channel.id}
                    role="listitem"
                    className={classes.result}
                    onClick={() => add(channel)}
                    disabled={busy}
                    aria-label={`Add ${channel.name} (${channel.state})`}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Text>{channel.name}</Text>
                      <Badge variant="light" color="gray">
                        {channel.state}
                      </Badge>
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )
        ) : null}
      </Stack>

      <ChangeStatus feedback={feedback} />
    </Stack>
  );
}
