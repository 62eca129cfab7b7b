import { formatApDate, formatClock, timestampUrl } from '@gavel/contract';
import type { StoredEmbed } from '../db/repositories/embeds.repository.ts';

/** Every character that could end a text or an attribute value, as an entity. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The link when it is a web address (http or https), else undefined: no other scheme is linked. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

const STYLE = {
  root: "font-family: Georgia, 'Times New Roman', serif; color: #1a1b1e; line-height: 1.6; max-width: 48rem;",
  title: 'font-size: 1.25rem; margin: 0 0 0.25rem;',
  meta: 'margin: 0 0 1rem; color: #495057; font-size: 0.9rem;',
  list: 'list-style: none; margin: 0; padding: 0;',
  item: 'margin: 0 0 0.75rem;',
  time: 'font-family: ui-monospace, monospace; font-size: 0.85rem; margin-right: 0.5rem;',
  speaker: 'font-weight: 600; margin-right: 0.25rem;',
  footer: 'margin-top: 1rem; font-size: 0.85rem; border-top: 1px solid #dee2e6; padding-top: 0.5rem;',
} as const;

function link(href: string | undefined, text: string, attributes = ''): string {
  const label = escapeHtml(text);
  return href === undefined
    ? label
    : `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer"${attributes}>${label}</a>`;
}

/**
 * The excerpt as self-contained HTML (DESIGN §5): the meeting's title, place and date, each
 * segment with a timestamp that opens the video at that moment, a link to the full transcript and
 * the credit to Gavel. Every text and attribute is escaped here, and only web links are linked;
 * the embed view sanitises the result again before showing it.
 */
export function excerptHtml(embed: StoredEmbed, options: { publicUrl: string; productName: string }): string {
  const { meeting, segments } = embed;
  const first = segments[0];
  const fullTranscript = safeHref(
    `${options.publicUrl}/transcript/${encodeURIComponent(meeting.video_url)}${
      first ? `?t=${Math.floor(first.start_seconds)}` : ''
    }`,
  );
  const items = segments
    .map((segment) => {
      const clock = formatClock(segment.start_seconds);
      const time = link(
        safeHref(timestampUrl(meeting.video_url, segment.start_seconds)),
        clock,
        ` aria-label="${escapeHtml(`Play the video from ${clock}`)}"`,
      );
      const speaker = segment.speaker?.trim()
        ? `<span style="${STYLE.speaker}">${escapeHtml(segment.speaker.trim())}:</span>`
        : '';
      return `<li style="${STYLE.item}"><span style="${STYLE.time}">${time}</span>${speaker}<span>${escapeHtml(segment.text)}</span></li>`;
    })
    .join('');
  const place = [meeting.locality, meeting.state.toUpperCase()]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return [
    `<article class="gavel-excerpt" style="${STYLE.root}">`,
    `<h1 style="${STYLE.title}">${escapeHtml(meeting.title.replace(/["“”]/g, ''))}</h1>`,
    `<p style="${STYLE.meta}">${escapeHtml(place)} · ${escapeHtml(formatApDate(meeting.upload_date, 'UTC'))}</p>`,
    `<ol style="${STYLE.list}">${items}</ol>`,
    `<p style="${STYLE.footer}">${link(fullTranscript, 'Read the full transcript')} · Excerpt by ${link(
      safeHref(options.publicUrl),
      options.productName,
    )}</p>`,
    '</article>',
  ].join('');
}
