import { formatApDate } from '@gavel/contract';
import type { AlertMatch } from '../db/repositories/alerts.repository.ts';

/** One digest: what a user is told about the new matches of their alerts. */
export interface Digest {
  subject: string;
  text: string;
  html: string;
  slack: { text: string; blocks: unknown[] };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

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

/** The snippet's parts, with the matched keywords marked (the headline marks them << >>). */
function snippetParts(headline: string): { text: string; bold: boolean }[] {
  return headline
    .split(/(<<.*?>>)/s)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('<<') && part.endsWith('>>')
        ? { text: part.slice(2, -2), bold: true }
        : { text: part, bold: false },
    );
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
>;

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
  options: { publicUrl: string; timeZone: string; productName: string; total: number; keywords: string[] },
): Digest {
  const { publicUrl, timeZone, productName, total: count } = options;
  const listed = items.slice(0, MAX_DIGEST_ITEMS);
  const subject = `${productName}: ${count} new ${count === 1 ? 'match' : 'matches'} for your alerts`;
  const manage = `${publicUrl}/settings#alerts`;
  const more = count - listed.length;
  const moreLink = `${publicUrl}/search?${new URLSearchParams({ q: options.keywords.join(', '), date: '1w' }).toString()}`;
  const moreLine = more > 0 ? `and ${more} more ${more === 1 ? 'match' : 'matches'}` : '';

  // What every form shows of each listed segment, worked out once.
  const entries = listed.map((m) => ({
    parts: snippetParts(m.headline),
    title: titleOf(m),
    place: `${m.locality}, ${m.state.toUpperCase()}`,
    date: apDate(m.upload_date, timeZone),
    link: transcriptLink(publicUrl, m),
  }));
  const heading = `${count} new ${count === 1 ? 'match' : 'matches'} for your alerts.`;

  // Each form is built when it is first read: a user gets the email or the Slack message.
  const text = () => {
    const textItems = entries.map((e) =>
      [
        e.title,
        `${e.place} · ${e.date}`,
        e.parts.map((p) => (p.bold ? `*${p.text}*` : p.text)).join(''),
        e.link,
      ].join('\n'),
    );
    return [
      heading,
      '',
      textItems.join('\n\n'),
      ...(moreLine ? ['', `…${moreLine}: ${moreLink}`] : []),
      '',
      `Manage your alerts: ${manage}`,
    ].join('\n');
  };

  const html = () => {
    const htmlItems = entries.map((e) => {
      const snippet = e.parts
        .map((p) => (p.bold ? `<strong>${escapeHtml(p.text)}</strong>` : escapeHtml(p.text)))
        .join('');
      return `<li style="margin-bottom:16px">
<a href="${escapeHtml(e.link)}" style="font-weight:bold">${escapeHtml(e.title)}</a><br>
<span>${escapeHtml(e.place)} · ${escapeHtml(e.date)}</span><br>
<span>${snippet}</span>
</li>`;
    });
    return `<!doctype html>
<html><body style="font-family:Georgia,serif;line-height:1.5">
<p>${heading}</p>
<ul style="padding-left:18px">
${htmlItems.join('\n')}
</ul>
${moreLine ? `<p>…<a href="${escapeHtml(moreLink)}">${moreLine}</a></p>\n` : ''}<p><a href="${escapeHtml(manage)}">Manage your alerts</a></p>
</body></html>`;
  };

  const slack = () => {
    const slackItems = entries.map((e) => {
      const snippet = e.parts
        .map((p) => (p.bold ? `*${escapeSlack(p.text)}*` : escapeSlack(p.text)))
        .join('');
      return `<${e.link}|${escapeSlack(e.title)}>\n${escapeSlack(e.place)} · ${e.date}\n${snippet}`;
    });
    const slackMore = moreLine ? `<${moreLink}|…${moreLine}>` : '';
    return {
      text: `${subject}\n\n${slackItems.join('\n\n')}${slackMore ? `\n\n${slackMore}` : ''}\n\n<${manage}|Manage your alerts>`,
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: subject.slice(0, 150) } },
        ...slackItems.map((item) => ({
          type: 'section',
          text: { type: 'mrkdwn', text: item.slice(0, 3000) },
        })),
        ...(slackMore ? [{ type: 'section', text: { type: 'mrkdwn', text: slackMore } }] : []),
        { type: 'context', elements: [{ type: 'mrkdwn', text: `<${manage}|Manage your alerts>` }] },
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
