import { formatApDate, type Alert } from '@gavel/contract';
import { ActionIcon, Anchor, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBell, IconBellOff, IconCopy, IconPencil, IconRss, IconTrash } from '@tabler/icons-react';
import { formatLastSent, valuesOf } from '../utils/alerts';
import { NewFeedAddressButton } from './NewFeedAddressButton';
import classes from './AlertsTable.module.css';

export interface AlertsTableProps {
  alerts: Alert[];
  kind: 'active' | 'inactive';
  onDuplicate: (alert: Alert) => void;
  onEdit: (alert: Alert) => void;
  onToggle: (alert: Alert) => void;
  onDelete: (alert: Alert) => void;
}

/** What an alert follows, in a few words (for labels and the delete question). */
export function describeAlert(alert: Alert): string {
  const { keywords, locality, state } = valuesOf(alert);
  return [...keywords, ...locality, ...state].join(', ');
}

const list = (values: string[]) => (values.length === 0 ? <Text c="dimmed">Any</Text> : values.join(', '));

/**
 * The active or inactive alerts (spec §2, §4). Active rows: Keywords, Locality, State, Last sent,
 * then duplicate and edit (with the RSS feed link), the bell toggle, and delete. Inactive rows
 * are greyed, with only the toggle and delete.
 */
export function AlertsTable({ alerts, kind, onDuplicate, onEdit, onToggle, onDelete }: AlertsTableProps) {
  const active = kind === 'active';
  return (
    <Table.ScrollContainer minWidth={560} className={classes.scroll}>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        aria-label={active ? 'Active alerts' : 'Inactive alerts'}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Keywords</Table.Th>
            <Table.Th>Locality</Table.Th>
            <Table.Th>State</Table.Th>
            {active && <Table.Th>Last sent</Table.Th>}
            {active && (
              <Table.Th>
                <VisuallyHidden>Duplicate, edit and feed</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th>
              <VisuallyHidden>Activate or deactivate</VisuallyHidden>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>Delete</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alerts.map((alert) => {
            const values = valuesOf(alert);
            const name = describeAlert(alert);
            return (
              <Table.Tr key={alert.id} c={active ? undefined : 'dimmed'} data-inactive={!active || undefined}>
                <Table.Td className={classes.main}>
                  {list(values.keywords)}
                  {!active && alert.stopped_from_email_at && (
                    <Text size="xs" c="dimmed">
                      Stopped from an email on {formatApDate(alert.stopped_from_email_at)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label="Locality">{list(values.locality)}</Table.Td>
                <Table.Td data-label="State">{list(values.state)}</Table.Td>
                {active && (
                  <Table.Td data-label="Last sent">{formatLastSent(alert.last_sent) || '—'}</Table.Td>
                )}
                {active && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Duplicate">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Duplicate alert ${name}`}
                          onClick={() => onDuplicate(alert)}
                        >
                          <IconCopy size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Edit">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit alert ${name}`}
                          onClick={() => onEdit(alert)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Private RSS feed">
                        <Anchor
                          href={alert.rss_url}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={`RSS feed of alert ${name}`}
                        >
                          <IconRss size={18} aria-hidden style={{ verticalAlign: 'middle' }} />
                        </Anchor>
                      </Tooltip>
                      <NewFeedAddressButton alert={alert} name={name} />
                    </Group>
                  </Table.Td>
                )}
                <Table.Td>
                  <Tooltip label={active ? 'Deactivate' : 'Activate'}>
                    <ActionIcon
                      variant="subtle"
                      color={active ? undefined : 'gray'}
                      aria-label={`${active ? 'Deactivate' : 'Activate'} alert ${name}`}
                      onClick={() => onToggle(alert)}
                    >
                      {active ? <IconBell size={18} aria-hidden /> : <IconBellOff size={18} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete alert ${name}`}
                      onClick={() => onDelete(alert)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
