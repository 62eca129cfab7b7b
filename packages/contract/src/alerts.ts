import { z } from 'zod';
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from './keywords.ts';

/** Alerts (spec §3 Alert, §4, §5 Alert keywords, §7 /user_auth/alerts/, §8, §9). */
export const MAX_ALERTS_PER_USER = 100;
export const MAX_ALERT_KEYWORDS = MAX_KEYWORDS;
export const MAX_ALERT_KEYWORD_LENGTH = MAX_KEYWORD_LENGTH;
export const MAX_ALERT_PLACES = 100;
export const MAX_ALERT_PLACE_LENGTH = 200;

export const ALERT_MESSAGES = {
  created: "Created alert successfully. Manage it on the 'Alerts' page.",
  updated: 'Updated alert successfully.',
  deleted: 'Deleted alert successfully.',
  activated: 'Activated alert successfully.',
  deactivated: 'Deactivated alert successfully.',
  processing: 'An error occurred while processing your request.',
  createFailed: 'Failed to create alert.',
  updateFailed: 'Failed to update alert.',
  deleteFailed: 'Failed to delete alert.',
  createException: 'An unexpected error occurred while creating the alert.',
  updateException: 'An unexpected error occurred while updating the alert.',
  deleteException: 'An unexpected error occurred while deleting the alert.',
  loadFailed: 'Could not load alerts. Please try again later.',
  duplicate: 'Duplicate alerts detected! Please edit the alert before saving.',
  emptyActive:
    "You don't have active alerts. Go to Search page to create an alert, or check your inactive alerts",
  emptyInactive: "You don't have inactive alerts",
} as const;

/** Toast durations of spec §9. */
export const ALERT_TOAST_MS = { toggle: 2000, error: 2000, duplicate: 3000, other: 5000 } as const;

// Lists arrive as the spec sends them: an empty list is [''] (spec §3). The service validates
// the contents with clear messages; these bounds only stop absurd payloads.
const list = z.array(z.string().max(10_000)).max(1_000);

export const alertFields = z.object({
  keywords: list.default(['']),
  locality: list.default(['']),
  state: list.default(['']),
  is_notifying: z.boolean().default(true),
  last_sent: z.string().nullable().optional(),
});
export const createAlertRequest = alertFields;
export type CreateAlertRequest = z.input<typeof createAlertRequest>;

/** An alert's id: a positive integer within PostgreSQL's integer, so a larger one never reaches it. */
const alertId = z.number().int().positive().max(2_147_483_647);

export const updateAlertRequest = alertFields.extend({ id: alertId });
export type UpdateAlertRequest = z.input<typeof updateAlertRequest>;

export const deleteAlertRequest = z.object({ id: alertId });
export type DeleteAlertRequest = z.input<typeof deleteAlertRequest>;

export const alertSchema = z.object({
  id: z.number().int(),
  keywords: z.array(z.string()),
  locality: z.array(z.string()),
  state: z.array(z.string()),
  is_notifying: z.boolean(),
  /** The display flag of spec §3: the same as is_notifying. */
  active: z.boolean(),
  /** ISO date-time of the last digest that included this alert, or null. */
  last_sent: z.string().nullable(),
  /** ISO date-time when the alert was stopped from an email's unsubscribe link, or null. */
  stopped_from_email_at: z.string().nullable().optional(),
  /** The alert's private RSS feed of its matches. */
  rss_url: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsResponse = z.array(alertSchema);
export const deleteAlertResponse = z.object({ message: z.string() });

/** A list as the spec sends it: empty becomes ['']. */
export function toWireList(values: string[]): string[] {
  return values.length === 0 ? [''] : values;
}

/** A list from the wire: trimmed, without empty strings. */
export function fromWireList(values: string[]): string[] {
  return values.map((v) => v.trim()).filter((v) => v !== '');
}
