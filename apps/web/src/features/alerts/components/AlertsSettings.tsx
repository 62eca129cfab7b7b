import { ALERT_MESSAGES, type Alert } from '@gavel/contract';
import { ActionIcon, Alert as Callout, Group, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useCreateAlert } from '../api/create-alert';
import { useDeleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/get-alerts';
import { useUpdateAlert } from '../api/update-alert';
import { alertErrorMessage, isDuplicate, toRequest, valuesOf, type AlertValues } from '../utils/alerts';
import { alertToast } from '../utils/toasts';
import { AlertDrawer, type DrawerMode } from './AlertDrawer';
import { AlertsTable, describeAlert } from './AlertsTable';
import { DeleteAlertModal } from './DeleteAlertModal';

type Tab = 'active' | 'inactive';

/** Settings → Alerts (spec §2, §4, §5, §8, §9). */
export function AlertsSettings() {
  const alerts = useAlerts();
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [tab, setTab] = useState<Tab>('active');
  const [drawer, setDrawer] = useState<DrawerMode | null>(null);
  const [deleting, setDeleting] = useState<Alert | null>(null);

  const save = async (mode: DrawerMode, values: AlertValues) => {
    if (mode.kind === 'duplicate') {
      if (isDuplicate(values, valuesOf(mode.alert))) {
        alertToast.duplicate(ALERT_MESSAGES.duplicate);
        return;
      }
      try {
        await create.mutateAsync({ ...toRequest(values), is_notifying: true, last_sent: null });
        alertToast.success(ALERT_MESSAGES.created);
        setDrawer(null);
        setTab('active');
      } catch (error) {
        alertToast.error(alertErrorMessage(error, 'create'));
      }
      return;
    }
    try {
      await update.mutateAsync({
        id: mode.alert.id,
        ...toRequest(values),
        is_notifying: mode.alert.is_notifying,
        last_sent: mode.alert.last_sent,
      });
      alertToast.success(ALERT_MESSAGES.updated);
      setDrawer(null);
    } catch (error) {
      alertToast.error(alertErrorMessage(error, 'update'));
    }
  };

  const toggle = async (alert: Alert) => {
    const next = !alert.is_notifying;
    try {
      await update.mutateAsync({
        id: alert.id,
        ...toRequest(valuesOf(alert)),
        is_notifying: next,
        last_sent: alert.last_sent,
      });
      alertToast.toggled(next ? ALERT_MESSAGES.activated : ALERT_MESSAGES.deactivated);
    } catch (error) {
      alertToast.error(alertErrorMessage(error, 'update'));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) {
      return;
    }
    try {
      await remove.mutateAsync({ id: deleting.id });
      alertToast.success(ALERT_MESSAGES.deleted);
      setDeleting(null);
    } catch (error) {
      alertToast.error(alertErrorMessage(error, 'delete'));
    }
  };

  const all = alerts.data ?? [];
  const active = all.filter((a) => a.is_notifying);
  const inactive = all.filter((a) => !a.is_notifying);
  const table = (kind: Tab, rows: Alert[], empty: string) => {
    if (alerts.isPending) {
      return <LoadingSpinner size="sm" label="Loading alerts" />;
    }
    if (alerts.isError) {
      return null;
    }
    if (rows.length === 0) {
      return <Text>{empty}</Text>;
    }
    return (
      <AlertsTable
        alerts={rows}
        kind={kind}
        onDuplicate={(alert) => setDrawer({ kind: 'duplicate', alert })}
        onEdit={(alert) => setDrawer({ kind: 'edit', alert })}
        onToggle={(alert) => void toggle(alert)}
        onDelete={setDeleting}
      />
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Alerts</Title>
        <Tooltip label="Create an alert on the Search page">
          <ActionIcon
            component={Link}
            to="/search"
            variant="light"
            size="lg"
            aria-label="Add an alert on the Search page"
          >
            <IconPlus size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {alerts.isError && (
        <Callout color="red" role="alert">
          {ALERT_MESSAGES.loadFailed}
        </Callout>
      )}
      <Tabs value={tab} onChange={(value) => setTab(value === 'inactive' ? 'inactive' : 'active')}>
        <Tabs.List>
          <Tabs.Tab value="active">Active Alerts</Tabs.Tab>
          <Tabs.Tab value="inactive">Inactive Alerts</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="active" pt="md">
          {table('active', active, ALERT_MESSAGES.emptyActive)}
        </Tabs.Panel>
        <Tabs.Panel value="inactive" pt="md">
          {table('inactive', inactive, ALERT_MESSAGES.emptyInactive)}
        </Tabs.Panel>
      </Tabs>
      <AlertDrawer
        mode={drawer}
        saving={create.isPending || update.isPending}
        onClose={() => setDrawer(null)}
        onSave={(mode, values) => void save(mode, values)}
      />
      <DeleteAlertModal
        description={deleting ? describeAlert(deleting) : null}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
