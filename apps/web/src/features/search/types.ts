import type { SearchResultItem } from '@gavel/contract';
import type { AlertDraft } from './utils/add-alert';

/** What the page asks the app to open in the meeting drawer. */
export interface OpenMeetingRequest {
  /** The result or latest-meetings item that was clicked. */
  meeting: SearchResultItem;
  /** The segment to scroll to: set only for a result with a transcript and a start (spec §4). */
  targetSegment: number | null;
  /** The keywords the results were found with, to highlight in the transcript. */
  searchTerm: string;
}

/**
 * Creates an alert from the search page. Resolving to true marks it saved: the button is then
 * disabled until the keyword, locality or state changes (spec §4).
 */
export type AddAlertHandler = (draft: AlertDraft) => Promise<boolean> | boolean | void;
