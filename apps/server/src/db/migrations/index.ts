import type { Migration } from 'kysely/migration';
import * as initial from './0001_initial.ts';
import * as summaries from './0002_summaries.ts';
import * as ingest from './0003_ingest.ts';
import * as alerts from './0004_alerts.ts';
import * as contact from './0005_contact.ts';
import * as embeds from './0006_embeds.ts';
import * as alertWatermarks from './0007_alert_watermarks.ts';
import * as passwordSetAt from './0008_password_set_at.ts';
import * as alertStoppedFromEmail from './0009_alert_stopped_from_email.ts';
import * as mediaIngest from './0010_media_ingest.ts';
import * as segmentSpeakers from './0011_segment_speakers.ts';

/** Every migration, in order. Add new ones at the end; never edit a released one. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_summaries': summaries,
  '0003_ingest': ingest,
  '0004_alerts': alerts,
  '0005_contact': contact,
  '0006_embeds': embeds,
  '0007_alert_watermarks': alertWatermarks,
  '0008_password_set_at': passwordSetAt,
  '0009_alert_stopped_from_email': alertStoppedFromEmail,
  '0010_media_ingest': mediaIngest,
  '0011_segment_speakers': segmentSpeakers,
};
