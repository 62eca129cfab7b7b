import type { PublicConfig } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCall } from './api-call';

/** Shown until the server's own settings arrive, and if they cannot be loaded. */
export const DEFAULT_PRODUCT_NAME = 'Gavel';

/** GET /api/config: public settings (product name, Request Access form URL). */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const body = await sendCall('publicConfig', {}, { signal, auth: false });
  // Checked by hand: the public pages load without the schema library.
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { requestAccessUrl, productName } = fields;
  if (typeof requestAccessUrl !== 'string' || typeof productName !== 'string') {
    throw new Error('The public settings are not in the expected form');
  }
  return { requestAccessUrl, productName };
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
