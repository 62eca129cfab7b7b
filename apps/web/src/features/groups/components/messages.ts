import { GROUP_MESSAGES } from '@gavel/contract';
import { isApiError } from '../../../lib/api-client';

/** Loading failures: the server's message when present, else the fallback (spec §8 Groups). */
export function fetchFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && error.isNetworkError) {
    return GROUP_MESSAGES.communicationShort;
  }
  return (isApiError(error) ? error.serverMessage : undefined) ?? fallback;
}

/** Change failures: the server's message when present, else the fallback. */
export function changeFailure(error: unknown, fallback: string): string {
  if (!isApiError(error)) {
    return fallback;
  }
  if (error.isNetworkError) {
    return GROUP_MESSAGES.communication;
  }
  const fields = error.fieldErrors;
  return error.serverMessage ?? (fields ? Object.values(fields).flat().join(' ') : fallback);
}
