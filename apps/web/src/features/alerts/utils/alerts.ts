import { ALERT_MESSAGES, formatApDate, fromWireList, type Alert } from '@gavel/contract';
import { isApiError } from '../../../lib/api-client';

/** An alert as the drawer edits it: plain lists, no empty strings. */
export interface AlertValues {
  keywords: string[];
  locality: string[];
  state: string[];
}

export function valuesOf(alert: Alert): AlertValues {
  return {
    keywords: fromWireList(alert.keywords),
    locality: fromWireList(alert.locality),
    state: fromWireList(alert.state),
  };
}

/** The request lists: an empty list is sent as [''] (spec §3). */
export function toRequest(values: AlertValues) {
  const wire = (list: string[]) => (list.length === 0 ? [''] : list);
  return { keywords: wire(values.keywords), locality: wire(values.locality), state: wire(values.state) };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The duplicate check of spec §5: keyword, locality and state lists all identical. */
export function isDuplicate(values: AlertValues, source: AlertValues): boolean {
  return (
    sameList(values.keywords, source.keywords) &&
    sameList(values.locality, source.locality) &&
    sameList(values.state, source.state)
  );
}

export type AlertAction = 'create' | 'update' | 'delete';

const FALLBACK: Record<AlertAction, string> = {
  create: ALERT_MESSAGES.createFailed,
  update: ALERT_MESSAGES.updateFailed,
  delete: ALERT_MESSAGES.deleteFailed,
};
const EXCEPTION: Record<AlertAction, string> = {
  create: ALERT_MESSAGES.createException,
  update: ALERT_MESSAGES.updateException,
  delete: ALERT_MESSAGES.deleteException,
};

/**
 * The toast for a failed call (spec §8): the server's detail messages joined; a server fault is
 * 'An error occurred while processing your request.'; no answer at all is the unexpected-error
 * text; otherwise the fallback of the action.
 */
export function alertErrorMessage(error: unknown, action: AlertAction): string {
  if (!isApiError(error) || error.isNetworkError) {
    return EXCEPTION[action];
  }
  if (error.status >= 500) {
    return ALERT_MESSAGES.processing;
  }
  const fields = error.fieldErrors;
  if (fields) {
    return Object.values(fields).flat().join(' ');
  }
  return error.serverMessage ?? FALLBACK[action];
}

/** Last sent in US Eastern, as every other date, in AP style: "Nov. 3, 2026"; empty when never sent. */
export function formatLastSent(value: string | null): string {
  if (!value) {
    return '';
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatApDate(date, 'US/Eastern');
}
