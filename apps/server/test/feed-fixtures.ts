import type { granicusFeed } from './feed-server.ts';

/**
 * The items of a sloppy Granicus feed: links relative to the feed, HTML in the titles, one item
 * without a date and one listed twice.
 */
export const sloppyGranicusItems: Parameters<typeof granicusFeed>[0] = [
  {
    title: 'City Council <b>Regular</b> Meeting',
    link: 'MediaPlayer.php?view_id=1&amp;clip_id=101',
    enclosure: '/videos/101.mp4',
    pubDate: 'Tue, 07 May 2024 18:00:00 EDT',
  },
  {
    title: 'Board of Zoning &lt;i&gt;Appeals&lt;/i&gt;',
    link: 'MediaPlayer.php?view_id=1&amp;clip_id=102',
  },
  {
    title: 'City Council <b>Regular</b> Meeting',
    link: 'MediaPlayer.php?view_id=1&amp;clip_id=101',
  },
];
