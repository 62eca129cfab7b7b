import { formatApDate } from '@gavel/contract';
import type { AlertMatch } from '../db/repositories/alerts.repository.ts';

/** One digest: what a user is told about the new matches of their alerts. */
export interface Digest {
  subject: string;
  text: string;
  html: string;
  slack: { text: string; blocks: unknown[] };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Slack mrkdwn escapes only these three. */
const escapeSlack = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The link to the moment of the match: /transcript/{encoded video url}?t=SECONDS. */
export function transcriptLink(publicUrl: string, match: Pick<AlertMatch, 'video_url' | 'start_seconds'>) {
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

const titleOf = (m: AlertMatch) => m.title.replace(/["“”]/g, '');

export function buildDigest(
  matches: AlertMatch[],
  options: { publicUrl: string; timeZone: string; productName: string },
): Digest {
  const { publicUrl, timeZone, productName } = options;
  // A segment matched by two alerts is shown once.
  const seen = new Set<string>();
  const unique = matches.filter((m) => {
    const key = `${m.meeting_id}:${m.ordinal}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  const count = unique.length;
  const subject = `${productName}: ${count} new ${count === 1 ? 'match' : 'matches'} for your alerts`;
  const manage = `${publicUrl}/settings#alerts`;

  const textItems = unique.map((m) => {
    const snippet = snippetParts(m.headline)
      .map((p) => (p.bold ? `*${p.text}*` : p.text))
      .join('');
    return [
      titleOf(m),
      `${m.locality}, ${m.state.toUpperCase()} · ${formatApDate(m.upload_date, timeZone)}`,
      snippet,
      transcriptLink(publicUrl, m),
    ].join('\n');
  });
  const text = [
    `${count} new ${count === 1 ? 'match' : 'matches'} for your alerts.`,
    '',
    textItems.join('\n\n'),
    '',
    `Manage your alerts: ${manage}`,
  ].join('\n');

  const htmlItems = unique.map((m) => {
    const snippet = snippetParts(m.headline)
      .map((p) => (p.bold ? `<strong>${escapeHtml(p.text)}</strong>` : escapeHtml(p.text)))
      .join('');
    return `<li style="margin-bottom:16px">
<a href="${escapeHtml(transcriptLink(publicUrl, m))}" style="font-weight:bold">${escapeHtml(titleOf(m))}</a><br>
<span>${escapeHtml(m.locality)}, ${escapeHtml(m.state.toUpperCase())} · ${escapeHtml(formatApDate(m.upload_date, timeZone))}</span><br>
<span>${snippet}</span>
</li>`;
  });
  const html = `<!doctype html>
<html><body style="font-family:Georgia,serif;line-height:1.5">
<p>${count} new ${count === 1 ? 'match' : 'matches'} for your alerts.</p>
<ul style="padding-left:18px">
${htmlItems.join('\n')}
</ul>
<p><a href="${escapeHtml(manage)}">Manage your alerts</a></p>
</body></html>`;

  const slackItems = unique.map((m) => {
    const snippet = snippetParts(m.headline)
      .map((p) => (p.bold ? `*${escapeSlack(p.text)}*` : escapeSlack(p.text)))
      .join('');
    return `<${transcriptLink(publicUrl, m)}|${escapeSlack(titleOf(m))}>\n${escapeSlack(m.locality)}, ${escapeSlack(m.state.toUpperCase())} · ${formatApDate(m.upload_date, timeZone)}\n${snippet}`;
  });
  const slackText = `${subject}\n\n${slackItems.join('\n\n')}\n\n<${manage}|Manage your alerts>`;
  return {
    subject,
    text,
    html,
    slack: {
      text: slackText,
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: subject.slice(0, 150) } },
        ...slackItems.map((item) => ({
          type: 'section',
          text: { type: 'mrkdwn', text: item.slice(0, 3000) },
        })),
        { type: 'context', elements: [{ type: 'mrkdwn', text: `<${manage}|Manage your alerts>` }] },
      ].slice(0, 50),
    },
  };
}
