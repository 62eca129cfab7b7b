import { describe, expect, it } from 'vitest';
import { buildDigest, MAX_DIGEST_ITEMS, type DigestItem } from './digest.ts';

/** A word as ts_headline marks it through `markedHeadline` (db/full-text.ts). */
const mark = (word: string) => `\uE000${word}\uE001`;

const options = {
  publicUrl: 'https://gavel.example.org',
  timeZone: 'US/Eastern',
  productName: 'Gavel',
  keywords: ['budget', 'public hearing'],
};

function items(count: number): DigestItem[] {
  return Array.from({ length: count }, (_, i) => ({
    meeting_id: 1,
    ordinal: i,
    start_seconds: 60 * i,
    headline: `the ${mark('budget')} item ${i} <b>`,
    title: '"Regular Meeting"',
    video_url: 'https://www.youtube.com/watch?v=abc',
    upload_date: new Date('2026-11-03T23:00:00Z'),
    locality: 'Knoxville',
    state: 'tn',
  }));
}

describe('buildDigest', () => {
  it('lists every match of a small digest, with the keyword in bold and a link to the moment', () => {
    const digest = buildDigest(items(2), { ...options, total: 2 });
    expect(digest.subject).toBe('Gavel: 2 new matches for your alerts');
    expect(digest.html).toContain('the <strong>budget</strong> item 1 &lt;b&gt;');
    expect(digest.html).toContain(
      'https://gavel.example.org/transcript/https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dabc?t=60',
    );
    expect(digest.text).toContain('Regular Meeting\nKnoxville, TN · Nov. 3, 2026');
    expect(digest.text).not.toContain('more match');
  });

  it(`lists at most ${MAX_DIGEST_ITEMS} matches and links to a search for the rest`, () => {
    const digest = buildDigest(items(MAX_DIGEST_ITEMS), { ...options, total: 132 });
    expect(digest.subject).toBe('Gavel: 132 new matches for your alerts');
    expect(digest.text.match(/\?t=\d+/g)).toHaveLength(MAX_DIGEST_ITEMS);
    const more = 'https://gavel.example.org/search?q=budget%2C+public+hearing&date=1w';
    expect(digest.text).toContain(`…and 107 more matches: ${more}`);
    expect(digest.html).toContain(`…<a href="${more.replace('&', '&amp;')}">and 107 more matches</a>`);
    expect(digest.slack.text).toContain(`<${more}|…and 107 more matches>`);
    expect(digest.slack.blocks.length).toBeLessThanOrEqual(50);
  });
});

describe('a digest grouped by alert, then by meeting', () => {
  const moment = (meeting: number, ordinal: number, headline: string, alertIds: number[]): DigestItem => ({
    meeting_id: meeting,
    ordinal,
    start_seconds: 65 * ordinal,
    headline,
    title: `Meeting ${meeting}`,
    video_url: `https://www.youtube.com/watch?v=m${meeting}`,
    upload_date: new Date('2026-11-03T23:00:00Z'),
    locality: 'Knoxville',
    state: 'tn',
    alert_ids: alertIds,
  });

  it('names each alert once with its stop link, each meeting once, and marks only the phrase', () => {
    const digest = buildDigest(
      [
        moment(1, 1, `the ${mark('police')} ${mark('chief')} spoke`, [10]),
        moment(1, 2, `the ${mark('fire')} ${mark('chief')} and the ${mark('police')} union`, [10, 11]),
        moment(2, 3, `a ${mark('fire')} truck`, [11]),
      ],
      {
        ...options,
        total: 3,
        keywords: ['police chief', 'fire'],
        alerts: [
          { id: 10, keywords: ['police chief'], stopLink: 'https://gavel.example.org/unsubscribe/a' },
          { id: 11, keywords: ['fire'], stopLink: 'https://gavel.example.org/unsubscribe/b' },
        ],
        stopAllLink: 'https://gavel.example.org/unsubscribe/all',
      },
    );
    const text = digest.text;
    expect(text).toContain('Alert: police chief\nStop this alert: https://gavel.example.org/unsubscribe/a');
    expect(text).toContain('Alert: fire\nStop this alert: https://gavel.example.org/unsubscribe/b');
    // Under "police chief": meeting 1 once, its two moments; only the phrase is marked.
    const police = text.slice(text.indexOf('Alert: police chief'), text.indexOf('Alert: fire'));
    expect(police.match(/Meeting 1\nKnoxville, TN · Nov\. 3, 2026/g)).toHaveLength(1);
    expect(police).toContain('- the *police* *chief* spoke');
    expect(police).toContain('- the fire chief and the police union');
    const fire = text.slice(text.indexOf('Alert: fire'));
    expect(fire).toContain('- the *fire* chief and the police union');
    expect(fire).toContain('Meeting 2');
    expect(text).toContain('Stop these alerts: https://gavel.example.org/unsubscribe/all');
    expect(text).toContain('Manage your alerts: https://gavel.example.org/settings#alerts');
    expect(digest.html).toContain('<a href="https://gavel.example.org/unsubscribe/a">Stop this alert</a>');
    expect(digest.html).toContain(
      '<a href="https://gavel.example.org/unsubscribe/all">Stop these alerts</a>',
    );
    expect(digest.html).toContain('?t=130">2:10</a>');
    expect(digest.slack.text).toContain('<https://gavel.example.org/unsubscribe/a|Stop this alert>');
    expect(digest.slack.text).toContain('<https://gavel.example.org/unsubscribe/all|Stop these alerts>');
  });
});
