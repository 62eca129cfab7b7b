import { CloseButton, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Groups.module.css';

/** A removable chip: its label, and an x button named for what it removes. */
export function Chip({
  children,
  removeLabel,
  onRemove,
  disabled = false,
  actions,
}: {
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
  /** More controls, before the x. */
  actions?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.chip} role="listitem">
      <Text size="sm" component="span">
        {children}
      </Text>
      {actions}
      <CloseButton size="sm" aria-label={removeLabel} onClick={onRemove} disabled={disabled} />
    </Group>
  );
}
