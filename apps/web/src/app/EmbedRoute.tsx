import { useParams } from 'react-router';
import { EmbedPage } from '../features/embed/components/EmbedPage';
import { usePageTitle } from '../lib/page-title';

export function EmbedRoute() {
  const { embedId = '' } = useParams();
  usePageTitle('Meeting excerpt');
  return <EmbedPage embedId={embedId} />;
}

export { EmbedRoute as Component };
