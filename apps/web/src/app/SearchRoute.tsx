import { lazy, Suspense } from 'react';
import { useAddAlertFromSearch } from '../features/alerts/hooks/use-add-alert-from-search';
import { useAuth } from '../features/auth/hooks/auth-context';
import { useMeetingDrawerInHistory } from '../features/meeting/hooks/use-drawer-history';
import { SearchPage } from '../features/search/components/SearchPage';
import { usePageTitle } from '../lib/page-title';
import { DEFAULT_PRODUCT_NAME, usePublicConfig } from '../lib/public-config';

// The drawer (player, transcript, summary, embeds) loads when a meeting is first opened.
const MeetingDrawer = lazy(() =>
  import('../features/meeting/components/MeetingDrawer').then((module) => ({
    default: module.MeetingDrawer,
  })),
);

/** The search page, with the meeting drawer its results and latest meetings open. */
export function SearchRoute() {
  const config = usePublicConfig();
  const { state } = useAuth();
  const timeZone = state.status === 'loggedIn' ? state.user.timezone : undefined;
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
      {drawer.selection !== null ? (
        <Suspense fallback={null}>
          <MeetingDrawer drawer={drawer} timeZone={timeZone} />
        </Suspense>
      ) : null}
    </>
  );
}

export { SearchRoute as Component };
