import { useParams } from 'react-router';
import { useAuth } from '../features/auth/hooks/auth-context';
import { TranscriptPage } from '../features/meeting/components/TranscriptPage';

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

export { TranscriptRoute as Component };
