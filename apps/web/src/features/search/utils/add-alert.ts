import { splitKeywords } from '@gavel/contract';

/** The search-page add-alert button (spec §4 Search-page add-alert button). */
export const ADD_ALERT_LABELS = {
  none: 'Select filters to add alert',
  keyword: 'Add Keyword Alert',
  place: 'Add Locality/Statewide Alert',
  both: 'Add Locality + Keyword Alert',
} as const;

export interface AlertDraft {
  /** The keywords, split on commas, each trimmed. */
  keywords: string[];
  localities: string[];
  states: string[];
}

export function alertDraft(term: string, localities: string[], states: string[]): AlertDraft {
  return { keywords: splitKeywords(term), localities, states };
}

/** The label for what would be followed: keywords, places, both, or nothing yet. */
export function addAlertLabel(draft: AlertDraft): string {
  const hasKeyword = draft.keywords.length > 0;
  const hasPlace = draft.localities.length > 0 || draft.states.length > 0;
  if (hasKeyword && hasPlace) {
    return ADD_ALERT_LABELS.both;
  }
  if (hasKeyword) {
    return ADD_ALERT_LABELS.keyword;
  }
  if (hasPlace) {
    return ADD_ALERT_LABELS.place;
  }
  return ADD_ALERT_LABELS.none;
}

/** Identifies a draft, so the button stays disabled after a success until the draft changes. */
export function alertDraftKey(draft: AlertDraft): string {
  return JSON.stringify([draft.keywords, [...draft.localities].sort(), [...draft.states].sort()]);
}
