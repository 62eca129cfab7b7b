import { AlertsSettings } from '../features/alerts/components/AlertsSettings';
import { GroupsSettings } from '../features/groups/components/GroupsSettings';
import { SettingsPage } from '../features/settings/components/SettingsPage';
import { usePageTitle } from '../lib/page-title';

export function SettingsRoute() {
  usePageTitle('Settings');
  return <SettingsPage alerts={<AlertsSettings />} groups={<GroupsSettings />} />;
}

export { SettingsRoute as Component };
