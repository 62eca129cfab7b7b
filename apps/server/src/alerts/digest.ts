import { formatApDate } from '@gavel/contract';
import type { AlertMatch } from '../db/repositories/alerts.repository.ts';
import { phraseParts, type MarkedPart } from '../db/full-text.ts';

/** One digest: what a user is told about the new matches of their alerts. */
export interface Digest {
  subject: string;
  text: string;
  html: string;
  slack: { text: string; blocks: unknown[] };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** Slack mrkdwn escapes only these three. */
const escapeSlack = (s: string) => s.replace(/[&<>]/g, (c) => ESCAPES[c] ?? c);

/** AP dates already written, by zone and moment: a cycle writes the same few thousands of times. */
const apDates = new Map<string, string>();

function apDate(date: Date, timeZone: string): string {
  const key = `${timeZone} ${date.getTime()}`;
  let written = apDates.get(key);
  if (written === undefined) {
    written = formatApDate(date, timeZone);
    if (apDates.size >= 10_000) {
      apDates.clear();
    }
    apDates.set(key, written);
  }
  return written;
}

/** The link to the moment of the match: /transcript/{encoded video url}?t=SECONDS. */
export function transcriptLink(publicUrl: string, match: Pick<DigestItem, 'video_url' | 'start_seconds'>) {
  return `${publicUrl}/transcript/${encodeURIComponent(match.video_url)}?t=${Math.floor(match.start_seconds)}`;
}

/** What a digest shows of one matched segment. */
export type DigestItem = Pick<
  AlertMatch,
  | 'meeting_id'
  | 'ordinal'
  | 'start_seconds'
  | 'headline'
  | 'title'
  | 'video_url'
  | 'upload_date'
  | 'locality'
  | 'state'
> & {
  /** The digest's alerts this segment matched (all of them when not given). */
  alert_ids?: number[];
};

/** One alert a digest answers, with the link that stops it. */
export interface DigestAlert {
  id: number;
  keywords: string[];
  stopLink?: string;
}

/**
 * The most matches one digest lists; past this it gives the count of the rest and a link to
 * search them (a word said a hundred times in a night is news once, not a hundred times).
 */
export const MAX_DIGEST_ITEMS = 25;

const titleOf = (m: DigestItem) => m.title.replace(/["“”]/g, '');

/**
 * One user's digest of `total` new matched segments, listing `items` (the first of them, one per
 * segment, at most MAX_DIGEST_ITEMS); `keywords` are the user's followed words that matched,
 * for the link to the rest.
 */
export function buildDigest(
  items: DigestItem[],
  options: {
    publicUrl: string;
    timeZone: string;
    productName: string;
    total: number;
    keywords: string[];
    /** The alerts the digest answers, in order; its matches are grouped by them. */
    alerts?: DigestAlert[];
    /** The link that stops every alert the digest answers. */
    stopAllLink?: string;
  },
): Digest {
  const { publicUrl, timeZone, productName, total: count } = options;
  const listed = items.slice(0, MAX_DIGEST_ITEMS);
  const subject = `${productName}: ${count} new ${count === 1 ? 'match' : 'matches'} for your alerts`;
  const manage = `${publicUrl}/settings#alerts`;
  const more = count - listed.length;
  const moreLink = `${publicUrl}/search?${new URLSearchParams({ q: options.keywords.join(', '), date: '1w' }).toString()}`;
  const moreLine = more > 0 ? `and ${more} more ${more === 1 ? 'match' : 'matches'}` : '';
  const heading = `${count} new ${count === 1 ? 'match' : 'matches'} for your alerts.`;
  const groups = groupDigest(listed, options.alerts, options.keywords, publicUrl, timeZone);
  const stopAll = options.stopAllLink;

  // Each form is built when it is first read: a user gets the email or the Slack message.
  const text = () => {
    const blocks = groups.map((g) =>
      [
        ...(g.alert ? [`Alert: ${g.alert.keywords.join(', ')}`] : []),
        ...(g.alert?.stopLink ? [`Stop this alert: ${g.alert.stopLink}`] : []),
        ...g.meetings.map((m) =>
          [
            '',
            m.title,
            `${m.place} · ${m.date}`,
            ...m.moments.map(
              (x) => `- ${x.parts.map((p) => (p.marked ? `*${p.text}*` : p.text)).join('')}\n${x.link}`,
            ),
          ].join('\n'),
        ),
      ].join('\n'),
    );
    return [
      heading,
      '',
      blocks.join('\n\n'),
      ...(moreLine ? ['', `…${moreLine}: ${moreLink}`] : []),
      '',
      ...(stopAll ? [`Stop these alerts: ${stopAll}`] : []),
      `Manage your alerts: ${manage}`,
    ].join('\n');
  };

  const html = () => {
    const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
    const blocks = groups.map((g) => {
      const head = g.alert
        ? `<h2 style="font-size:18px;margin:24px 0 4px">${escapeHtml(g.alert.keywords.join(', '))}</h2>
${g.alert.stopLink ? `<p style="margin:0 0 8px">${link(g.alert.stopLink, 'Stop this alert')}</p>\n` : ''}`
        : '';
      const meetings = g.meetings.map((m) => {
        const moments = m.moments.map((x) => {
          const snippet = x.parts
            .map((p) => (p.marked ? `<strong>${escapeHtml(p.text)}</strong>` : escapeHtml(p.text)))
            .join('');
          return `<li style="margin-bottom:8px"><span>${snippet}</span> <a href="${escapeHtml(x.link)}">${escapeHtml(x.time)}</a></li>`;
        });
        return `<p style="margin:12px 0 4px"><strong>${escapeHtml(m.title)}</strong><br>
<span>${escapeHtml(m.place)} · ${escapeHtml(m.date)}</span></p>
<ul style="padding-left:18px">
${moments.join('\n')}
</ul>`;
      });
      return `${head}${meetings.join('\n')}`;
    });
    return `<!doctype html>
<html><body style="font-family:Georgia,serif;line-height:1.5">
<p>${heading}</p>
${blocks.join('\n')}
${moreLine ? `<p>…<a href="${escapeHtml(moreLink)}">${moreLine}</a></p>\n` : ''}<p>${stopAll ? `${link(stopAll, 'Stop these alerts')} · ` : ''}${link(manage, 'Manage your alerts')}</p>
</body></html>`;
  };

  const slack = () => {
    const slackLink = (href: string, label: string) => `<${href}|${escapeSlack(label)}>`;
    const sections = groups.flatMap((g) => [
      ...(g.alert
        ? [
            `*${escapeSlack(g.alert.keywords.join(', '))}*${g.alert.stopLink ? `  ${slackLink(g.alert.stopLink, 'Stop this alert')}` : ''}`,
          ]
        : []),
      ...g.meetings.map((m) =>
        [
          `*${escapeSlack(m.title)}*\n${escapeSlack(m.place)} · ${m.date}`,
          ...m.moments.map(
            (x) =>
              `• ${x.parts.map((p) => (p.marked ? `*${escapeSlack(p.text)}*` : escapeSlack(p.text))).join('')} ${slackLink(x.link, x.time)}`,
          ),
        ].join('\n'),
      ),
    ]);
    const slackMore = moreLine ? `<${moreLink}|…${moreLine}>` : '';
    const foot = `${stopAll ? `${slackLink(stopAll, 'Stop these alerts')} · ` : ''}<${manage}|Manage your alerts>`;
    return {
      text: `${subject}\n\n${sections.join('\n\n')}${slackMore ? `\n\n${slackMore}` : ''}\n\n${foot}`,
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: subject.slice(0, 150) } },
        ...sections.map((item) => ({
          type: 'section',
          text: { type: 'mrkdwn', text: item.slice(0, 3000) },
        })),
        ...(slackMore ? [{ type: 'section', text: { type: 'mrkdwn', text: slackMore } }] : []),
        { type: 'context', elements: [{ type: 'mrkdwn', text: foot }] },
      ].slice(0, 50),
    };
  };
  return {
    subject,
    get text() {
      return text();
    },
    get html() {
      return html();
    },
    get slack() {
      return slack();
    },
  };
}

/** A moment's time in the meeting, as a link label: 1:02:03 or 4:05. */
function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

interface DigestGroup {
  alert?: DigestAlert;
  meetings: {
    title: string;
    place: string;
    date: string;
    moments: { parts: MarkedPart[]; link: string; time: string }[];
  }[];
}

/** The listed matches by alert (in the alerts' order), then by meeting, in the order listed. */
function groupDigest(
  listed: DigestItem[],
  alerts: DigestAlert[] | undefined,
  keywords: string[],
  publicUrl: string,
  timeZone: string,
): DigestGroup[] {
  const sets: { alert?: DigestAlert; items: DigestItem[]; phrases: string[] }[] = alerts
    ? alerts.map((alert) => ({
        alert,
        phrases: alert.keywords,
        items: listed.filter((m) => !m.alert_ids || m.alert_ids.includes(alert.id)),
      }))
    : [{ items: listed, phrases: keywords }];
  return sets
    .filter((set) => set.items.length > 0)
    .map((set) => {
      const meetings = new Map<number, DigestGroup['meetings'][number]>();
      for (const m of set.items) {
        let meeting = meetings.get(m.meeting_id);
        if (!meeting) {
          meeting = {
            title: titleOf(m),
            place: `${m.locality}, ${m.state.toUpperCase()}`,
            date: apDate(m.upload_date, timeZone),
            moments: [],
          };
          meetings.set(m.meeting_id, meeting);
        }
        meeting.moments.push({
          parts: phraseParts(m.headline, set.phrases),
          link: transcriptLink(publicUrl, m),
          time: clock(m.start_seconds),
        });
      }
      return { ...(set.alert ? { alert: set.alert } : {}), meetings: [...meetings.values()] };
    });
}
