import { useParams } from 'react-router';
import { AlertsSettings } from '../features/alerts/components/AlertsSettings';
import { useAddAlertFromSearch } from '../features/alerts/hooks/use-add-alert-from-search';
import { useAuth } from '../features/auth/hooks/auth-context';
import { EmbedPage } from '../features/embed/components/EmbedPage';
import { MeetingDrawer } from '../features/meeting/components/MeetingDrawer';
import { TranscriptPage } from '../features/meeting/components/TranscriptPage';
import { useMeetingDrawerInHistory } from '../features/meeting/hooks/use-drawer-history';
import { SearchPage } from '../features/search/components/SearchPage';
import { SettingsPage } from '../features/settings/components/SettingsPage';
import { GroupsSettings } from '../features/groups/components/GroupsSettings';
import { usePageTitle } from '../lib/page-title';
import { DEFAULT_PRODUCT_NAME, usePublicConfig } from '../lib/public-config';

/** The signed-in user's profile time zone, if there is a signed-in user. */
function useUserTimeZone(): string | undefined {
  const { state } = useAuth();
  return state.status === 'loggedIn' ? state.user.timezone : undefined;
}

/** The search page, with the meeting drawer its results and latest meetings open. */
export function SearchRoute() {
  const config = usePublicConfig();
  const timeZone = useUserTimeZone();
  const drawer = useMeetingDrawerInHistory();
  const addAlert = useAddAlertFromSearch();
  usePageTitle('Search');
  return (
    <>
      <SearchPage
        productName={config.data?.productName ?? DEFAULT_PRODUCT_NAME}
        timeZone={timeZone}
        onOpenMeeting={drawer.open}
        onAddAlert={addAlert}
      />
      <MeetingDrawer drawer={drawer} timeZone={timeZone} />
    </>
  );
}

export function SettingsRoute() {
  usePageTitle('Settings');
  return <SettingsPage alerts={<AlertsSettings />} groups={<GroupsSettings />} />;
}

export function TranscriptRoute() {
  const { videoId = '' } = useParams();
  const { state } = useAuth();
  return (
    <TranscriptPage
      key={videoId}
      videoId={videoId}
      isLoggedIn={state.status === 'loggedIn'}
      timeZone={state.status === 'loggedIn' ? state.user.timezone : undefined}
    />
  );
}

export function EmbedRoute() {
  const { embedId = '' } = useParams();
  usePageTitle('Meeting excerpt');
  return <EmbedPage embedId={embedId} />;
}
