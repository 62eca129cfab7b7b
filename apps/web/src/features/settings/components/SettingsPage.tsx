import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SettingsPageProps {
  /** The Alerts section (hash #alerts). */
  alerts?: ReactNode;
}

/** The settings page (spec §2 Settings page): Profile, Password, Alerts and Groups come next. */
export function SettingsPage({ alerts }: SettingsPageProps) {
  return (
    <Stack gap="sm" component="section">
      <Title order={1}>Settings</Title>
      <Text>Your profile, password, alerts and groups.</Text>
      {alerts && (
        <section id="alerts" aria-label="Alerts">
          {alerts}
        </section>
      )}
    </Stack>
  );
}
