import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Logo.module.css';

/** The wordmark; links to the home page. */
export function Logo({ name = 'Gavel' }: { name?: string }) {
  return (
    <Link to="/" className={classes.link} aria-label={`${name} home`}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={34} radius="sm" aria-hidden>
          <IconGavel size={22} stroke={1.8} />
        </ThemeIcon>
        <Text component="span" className={classes.wordmark}>
          {name}
        </Text>
      </Group>
    </Link>
  );
}
