import { ALERT_MESSAGES } from '@gavel/contract';
import { useCallback } from 'react';
import { useCreateAlert } from '../api/create-alert';
import { alertErrorMessage, toRequest } from '../utils/alerts';
import { alertToast } from '../utils/toasts';

/** What the search page's add-alert button follows: its keywords (whitespace removed) and filters. */
export interface SearchAlertDraft {
  keywords: string[];
  localities: string[];
  states: string[];
}

/**
 * Creates an alert from the search page (spec §4) and shows the created toast for 5 s; resolves
 * to true on success, so the button stays disabled until the draft changes.
 */
export function useAddAlertFromSearch(): (draft: SearchAlertDraft) => Promise<boolean> {
  const { mutateAsync } = useCreateAlert();
  return useCallback(
    async (draft) => {
      try {
        await mutateAsync({
          ...toRequest({
            keywords: draft.keywords.map((k) => k.trim()).filter((k) => k !== ''),
            locality: draft.localities,
            state: draft.states,
          }),
          is_notifying: true,
          last_sent: null,
        });
        alertToast.success(ALERT_MESSAGES.created);
        return true;
      } catch (error) {
        alertToast.error(alertErrorMessage(error, 'create'));
        return false;
      }
    },
    [mutateAsync],
  );
}
