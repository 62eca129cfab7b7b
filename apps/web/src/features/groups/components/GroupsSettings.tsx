import { GROUP_MESSAGES } from '@gavel/contract';
import { Alert, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAllChannels } from '../api/get-all-channels';
import { useGroups } from '../api/get-groups';
import { GroupChannelsTab } from './GroupChannelsTab';
import { GroupUsersTab } from './GroupUsersTab';
import { fetchFailure } from './messages';

/** Groups (Channel Configuration), spec §2: each group the user administers, with two tabs. */
export function GroupsSettings() {
  const groups = useGroups();
  const channels = useAllChannels();
  const [tabs, setTabs] = useState<Record<number, string>>({});

  return (
    <Stack gap="md">
      <Title order={2}>Channel Configuration</Title>
      {groups.isPending ? <Text>Loading...</Text> : null}
      {groups.isError ? (
        <Alert color="red">{fetchFailure(groups.error, GROUP_MESSAGES.channelsFetchFailed)}</Alert>
      ) : null}
      {channels.isError ? (
        <Alert color="red">{fetchFailure(channels.error, GROUP_MESSAGES.availableFetchFailed)}</Alert>
      ) : null}
      {groups.isSuccess && groups.data.length === 0 ? (
        <Text>No groups available for configuration.</Text>
      ) : null}
      {groups.data?.map((group) => {
        const tab = tabs[group.id] ?? 'channels';
        return (
          <Paper key={group.id} withBorder p="md" radius="md" component="section" aria-label={group.name}>
            <Stack gap="sm">
              <Title order={3}>{group.name}</Title>
              <Tabs
                value={tab}
                onChange={(value) => setTabs((all) => ({ ...all, [group.id]: value ?? 'channels' }))}
              >
                <Tabs.List>
                  <Tabs.Tab value="channels">Channels</Tabs.Tab>
                  <Tabs.Tab value="users">Users</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="channels" pt="md">
                  <GroupChannelsTab group={group} channels={channels.data ?? []} />
                </Tabs.Panel>
                <Tabs.Panel value="users" pt="md">
                  {tab === 'users' ? <GroupUsersTab groupId={group.id} /> : null}
                </Tabs.Panel>
              </Tabs>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
