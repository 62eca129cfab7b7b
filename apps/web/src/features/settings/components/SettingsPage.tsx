import { Box, Group, NavLink, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBell, IconLock, IconUser, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';

const SECTIONS = [
  { hash: 'profile', label: 'Profile', icon: IconUser },
  { hash: 'password', label: 'Password', icon: IconLock },
  { hash: 'alerts', label: 'Alerts', icon: IconBell },
  { hash: 'groups', label: 'Groups', icon: IconUsersGroup },
] as const;
type SectionHash = (typeof SECTIONS)[number]['hash'];

function sectionOf(hash: string): SectionHash {
  const name = hash.replace(/^#/, '');
  return SECTIONS.find((section) => section.hash === name)?.hash ?? 'profile';
}

export interface SettingsPageProps {
  /** The Alerts section (#alerts). */
  alerts: ReactNode;
  /** The Groups section (#groups). */
  groups: ReactNode;
}

/**
 * The settings page (spec §2): a sidebar of Profile, Password, Alerts and Groups switched by hash
 * links, starting on Profile; on small screens the sidebar shows icons only.
 */
export function SettingsPage({ alerts, groups }: SettingsPageProps) {
  const { hash } = useLocation();
  const current = sectionOf(hash);
  const panels: Record<SectionHash, ReactNode> = {
    profile: <ProfileSection />,
    password: <PasswordSection />,
    alerts,
    groups,
  };

  return (
    <Stack gap="lg" component="section">
      <Title order={1}>Settings</Title>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box
          component="nav"
          aria-label="Settings sections"
          w={{ base: 52, sm: 200 }}
          style={{ flexShrink: 0 }}
        >
          {SECTIONS.map(({ hash: target, label, icon: Icon }) => (
            <NavLink
              key={target}
              href={`#${target}`}
              active={current === target}
              aria-current={current === target ? 'page' : undefined}
              leftSection={<Icon size={20} aria-hidden />}
              label={
                <>
                  <Text span visibleFrom="sm" inherit>
                    {label}
                  </Text>
                  <VisuallyHidden hiddenFrom="sm">{label}</VisuallyHidden>
                </>
              }
            />
          ))}
        </Box>
        <Box id={current} style={{ flex: 1, minWidth: 0 }} data-testid="settings-panel">
          {panels[current]}
        </Box>
      </Group>
    </Stack>
  );
}
