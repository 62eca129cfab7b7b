import { XMLBuilder } from 'fast-xml-parser';
import { unmarked } from '../db/full-text.ts';
import type { AlertsRepository } from '../db/repositories/index.ts';
import { notFound } from '../domain/errors.ts';
import { transcriptLink } from '../alerts/digest.ts';

export const FEED_SIZE = 50;

/**
 * The private RSS feed of one alert: its most recent matches. The token is the credential; a
 * deleted alert's feed answers 404.
 */
export function alertFeed(deps: { alerts: AlertsRepository; publicUrl: string; productName: string }) {
  const { alerts, publicUrl, productName } = deps;
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return {
    async render(token: string): Promise<string> {
      const alert = /^[\w-]{16,100}$/.test(token) ? await alerts.byFeedToken(token) : undefined;
      if (!alert) {
        throw notFound('This feed does not exist. Its alert may have been deleted.');
      }
      const matches = await alerts.recentMatches(alert, FEED_SIZE);
      const followed = [...alert.keywords, ...alert.localities, ...alert.states].join(', ');
      return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
        rss: {
          '@_version': '2.0',
          channel: {
            title: `${productName} alert: ${followed}`,
            link: `${publicUrl}/settings#alerts`,
            description: `Meetings that mention ${followed}`,
            item: matches.map((m) => ({
              title: `${m.title.replace(/["“”]/g, '')} (${m.locality}, ${m.state.toUpperCase()})`,
              link: transcriptLink(publicUrl, m),
              guid: { '@_isPermaLink': 'false', '#text': `gavel-${m.meeting_id}-${m.ordinal}` },
              pubDate: m.upload_date.toUTCString(),
              description: unmarked(m.headline),
            })),
          },
        },
      })}`;
    },
  };
}
