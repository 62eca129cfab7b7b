import { Stack, Text, Title } from '@mantine/core';

/** The settings page (spec §2 Settings page): Profile, Password, Alerts and Groups come next. */
export function SettingsPage() {
  return (
    <Stack gap="sm" component="section">
      <Title order={1}>Settings</Title>
      <Text>Your profile, password, alerts and groups.</Text>
    </Stack>
  );
}
