import { randomBytes } from 'node:crypto';
import {
  fromWireList,
  MAX_ALERT_KEYWORD_LENGTH,
  MAX_ALERT_KEYWORDS,
  MAX_ALERT_PLACE_LENGTH,
  MAX_ALERT_PLACES,
  MAX_ALERTS_PER_USER,
  toWireList,
  type Alert as AlertResponse,
  type alertFields,
} from '@gavel/contract';
import type { z } from 'zod';
import type { AlertsRepository } from '../db/repositories/index.ts';
import type { AlertFields } from '../db/repositories/alerts.repository.ts';
import type { Alert } from '../db/schema.ts';
import { FieldErrors, notFound } from '../domain/errors.ts';

type ParsedAlert = z.output<typeof alertFields>;

export const ALERT_NOT_FOUND = 'Alert not found.';
export const ALERT_NEEDS_SOMETHING = 'An alert needs at least one keyword, locality or state.';

/** The private feed URL of an alert. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/alerts/feed/${token}`;
}

/** Unique values, keeping the first spelling (keywords compare without case). */
function unique(values: string[], key: (v: string) => string = (v) => v): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = key(v);
    if (seen.has(k)) {
      return false;
    }
    seen.add(k);
    return true;
  });
}

/** Checks and normalises an alert's lists; throws {field: [messages]} for anything wrong. */
export function validateAlert(body: ParsedAlert): AlertFields {
  const errors: Record<string, string[]> = {};
  const keywords = unique(
    fromWireList(body.keywords).map((k) => k.replace(/\s+/g, ' ')),
    (k) => k.toLowerCase(),
  );
  const localities = unique(fromWireList(body.locality));
  const states = unique(fromWireList(body.state).map((s) => s.toUpperCase()));
  if (keywords.length > MAX_ALERT_KEYWORDS) {
    (errors.keywords ??= []).push(`An alert can follow at most ${MAX_ALERT_KEYWORDS} keywords.`);
  }
  if (keywords.some((k) => k.length > MAX_ALERT_KEYWORD_LENGTH)) {
    (errors.keywords ??= []).push(`Each keyword can be at most ${MAX_ALERT_KEYWORD_LENGTH} characters.`);
  }
  if (keywords.some((k) => /[\p{Cc}\p{Cs}]/u.test(k))) {
    (errors.keywords ??= []).push('Keywords cannot contain control characters.');
  }
  if (localities.length > MAX_ALERT_PLACES) {
    (errors.locality ??= []).push(`An alert can follow at most ${MAX_ALERT_PLACES} localities.`);
  }
  if (localities.some((l) => l.length > MAX_ALERT_PLACE_LENGTH)) {
    (errors.locality ??= []).push(`Each locality can be at most ${MAX_ALERT_PLACE_LENGTH} characters.`);
  }
  if (states.some((s) => !/^[A-Z]{2}$/.test(s))) {
    (errors.state ??= []).push('Each state must be a two-letter code, such as OH.');
  }
  if (states.length > MAX_ALERT_PLACES) {
    (errors.state ??= []).push(`An alert can follow at most ${MAX_ALERT_PLACES} states.`);
  }
  if (keywords.length === 0 && localities.length === 0 && states.length === 0) {
    errors.non_field_errors = [ALERT_NEEDS_SOMETHING];
  }
  if (Object.keys(errors).length > 0) {
    throw new FieldErrors(errors);
  }
  return { keywords, localities, states, is_notifying: body.is_notifying };
}

const newFeedToken = () => randomBytes(24).toString('base64url');

export function presentAlert(alert: Alert, publicUrl: string): AlertResponse {
  return {
    id: alert.id,
    keywords: toWireList(alert.keywords),
    locality: toWireList(alert.localities),
    state: toWireList(alert.states),
    is_notifying: alert.is_notifying,
    active: alert.is_notifying,
    last_sent: alert.last_sent ? alert.last_sent.toISOString() : null,
    stopped_from_email_at: alert.stopped_from_email_at ? alert.stopped_from_email_at.toISOString() : null,
    rss_url: feedUrl(publicUrl, alert.feed_token),
  };
}

/** Alerts of one user: every call sees and changes only the caller's own alerts. */
export function alertsService(deps: { alerts: AlertsRepository; publicUrl: string }) {
  const { alerts, publicUrl } = deps;
  const present = (alert: Alert) => presentAlert(alert, publicUrl);
  return {
    async list(userId: number): Promise<AlertResponse[]> {
      return (await alerts.list(userId)).map(present);
    },

    async create(userId: number, body: ParsedAlert): Promise<AlertResponse> {
      const fields = validateAlert(body);
      if ((await alerts.count(userId)) >= MAX_ALERTS_PER_USER) {
        throw new FieldErrors({
          non_field_errors: [`You can have at most ${MAX_ALERTS_PER_USER} alerts. Delete one first.`],
        });
      }
      return present(await alerts.create(userId, fields, newFeedToken()));
    },

    /** A new private RSS address for one of the user's alerts; the old one stops working. */
    async rotateFeed(userId: number, id: number): Promise<AlertResponse> {
      const rotated = await alerts.rotateFeedToken(userId, id, newFeedToken());
      if (!rotated) {
        throw notFound(ALERT_NOT_FOUND);
      }
      return present(rotated);
    },

    async update(userId: number, id: number, body: ParsedAlert): Promise<AlertResponse> {
      const fields = validateAlert(body);
      const updated = await alerts.update(userId, id, fields);
      if (!updated) {
        throw notFound(ALERT_NOT_FOUND);
      }
      return present(updated);
    },

    async remove(userId: number, id: number): Promise<{ message: string }> {
      if (!(await alerts.delete(userId, id))) {
        throw notFound(ALERT_NOT_FOUND);
      }
      return { message: 'Alert deleted.' };
    },
  };
}

export type AlertsService = ReturnType<typeof alertsService>;
