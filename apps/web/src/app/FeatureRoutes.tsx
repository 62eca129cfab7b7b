import { useParams } from 'react-router';
import { useAuth } from '../features/auth/hooks/auth-context';
import { EmbedPage } from '../features/embed/components/EmbedPage';
import { TranscriptPage } from '../features/meeting/components/TranscriptPage';
import { SearchPage } from '../features/search/components/SearchPage';
import { SettingsPage } from '../features/settings/components/SettingsPage';
import { usePageTitle } from '../lib/page-title';
import { DEFAULT_PRODUCT_NAME, usePublicConfig } from '../lib/public-config';

export function SearchRoute() {
  const config = usePublicConfig();
  usePageTitle('Search');
  return <SearchPage productName={config.data?.productName ?? DEFAULT_PRODUCT_NAME} />;
}

export function SettingsRoute() {
  usePageTitle('Settings');
  return <SettingsPage />;
}

export function TranscriptRoute() {
  const { videoId = '' } = useParams();
  const { state } = useAuth();
  usePageTitle('Meeting transcript');
  return <TranscriptPage videoId={videoId} isLoggedIn={state.status === 'loggedIn'} />;
}

export function EmbedRoute() {
  const { embedId = '' } = useParams();
  usePageTitle('Meeting excerpt');
  return <EmbedPage embedId={embedId} />;
}
