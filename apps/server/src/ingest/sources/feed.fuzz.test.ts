import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sloppyGranicusItems } from '../../../test/feed-fixtures.ts';
import { granicusFeed, vimeoFeed, youtubeFeed } from '../../../test/feed-server.ts';
import { applyEdits, hostile, mutationOf, replaceMatch, type LineEdit } from '../../../test/mutations.ts';
import { checkProperty, orRefusal, RUNS, timed } from '../../../test/properties.ts';
import { FeedFormatError, parseFeed, type FeedEntry } from './feed.ts';

/**
 * Real feeds, mutated: lines deleted, duplicated and swapped, feeds cut short, tags left open,
 * entities, text and attributes replaced with hostile values, random bytes and unicode edge cases
 * inserted, line ends mixed. The parser must read each one or refuse it with a FeedFormatError,
 * quickly, and every entry it reads must have a title and an absolute http(s) link, each link once.
 */

interface Fixture {
  url: string;
  xml: string;
}

const FIXTURES: Record<string, Fixture> = {
  youtube: {
    url: 'https://www.youtube.com/feeds/videos.xml?channel_id=UCabc',
    xml: youtubeFeed('UCabc', [
      { id: 'vid1', title: 'City Council & Budget Hearing', published: '2024-05-01T22:00:00+00:00' },
      { id: 'vid2', title: 'Work Session: Budget "Q&A"', published: '2024-04-24T22:00:00+00:00' },
      { id: 'vid-3_x', title: 'Comisión de Planificación 🏛️', published: '2024-04-17T22:00:00+00:00' },
    ]),
  },
  vimeo: {
    url: 'https://vimeo.com/knoxcouncil/videos/rss',
    xml: vimeoFeed('knoxcouncil', [
      {
        id: '9001',
        title: 'Planning Commission',
        pubDate: 'Thu, 02 May 2024 18:30:00 -0400',
        duration: 5423,
      },
      {
        id: '9002',
        title: 'Board of "Zoning" Appeals',
        pubDate: 'Thu, 25 Apr 2024 18:30:00 -0400',
        duration: 61,
      },
    ]),
  },
  granicus: {
    url: 'https://knoxville.granicus.com/ViewPublisher.php?view_id=1',
    xml: granicusFeed(
      [
        ...sloppyGranicusItems,
        {
          title: '<![CDATA[Beer Board &amp; Special Called Meeting]]>',
          link: 'https://knoxville.granicus.com/MediaPlayer.php?view_id=1&amp;clip_id=103',
          pubDate: '2024-04-30',
          guid: 'https://knoxville.granicus.com/MediaPlayer.php?view_id=1&amp;clip_id=103',
        },
      ],
      { leadingBlankLines: true },
    ),
  },
};
const fixtureName = fc.constantFrom(...Object.keys(FIXTURES));
const fixture = (name: string): Fixture => FIXTURES[name] ?? { url: 'https://example.org/', xml: '' };

/** Lone surrogates, direction marks, emoji, BOMs, NUL and the other characters text code trips on. */
const unicodeEdge = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u200F',
  '\u202E',
  '\u2028',
  '\uFEFF',
  '\uFFFE',
  '\uFFFF',
  '👩🏽‍⚖️',
  'e\u0301',
  '\t',
  '\u000B',
);

/** Pieces of XML and of the feed formats, in the wrong place. */
const xmlSyntax = fc.constantFrom(
  '<',
  '>',
  '&',
  '"',
  "'",
  ']]>',
  '<![CDATA[',
  '<!--',
  '-->',
  '<?xml version="1.0"?>',
  '<!DOCTYPE rss [<!ENTITY x "xxxxxxxxxxxxxxxxxxxx">]>',
  '<!DOCTYPE feed [<!ENTITY a "&#38;#60;">]>',
  '&x;',
  '<item>',
  '</item>',
  '<entry>',
  '</entry>',
  '<link>',
  '<link/>',
  '<link href="https://example.org/x"/>',
  '<link rel="enclosure" href="/v.mp4"/>',
  '<title/>',
  '<title>',
  '</title>',
  '<channel>',
  '</channel>',
  '<rss>',
  '<feed>',
  '<enclosure url="/v.mp4" type="video/mp4"/>',
  '<yt:videoId>\uD800</yt:videoId>',
  '<yt:videoId>&#xD800;</yt:videoId>',
  '<media:content duration="1e400"/>',
  '<itunes:duration>99999999999999999999999</itunes:duration>',
  '<guid>https://example.org/g</guid>',
  '<__proto__>x</__proto__>',
  '<constructor/>',
  '<a:b:c>',
);

/** What a link, date, duration or title may be replaced with. */
const hostileValue = fc.constantFrom(
  '',
  ' ',
  'javascript:alert(1)',
  'mailto:clerk@example.org',
  'ftp://example.org/x.mp4',
  'data:video/mp4;base64,AAAA',
  '//cdn.example.org/v.mp4',
  'http://',
  'https://exa mple.org/',
  'http://[::1',
  'https://例え.jp/動画',
  'HTTPS://EXAMPLE.ORG/A',
  'https://example.org/\uD800',
  '../../../etc/passwd',
  '?clip_id=1',
  '#top',
  '99999999999999999999999',
  '9'.repeat(400),
  '1e400',
  '-5',
  '1:99:99',
  '99999999999999:00:00',
  'NaN',
  '3723.5',
  'Tue, 99 Foo 2024',
  '+275760-09-14T00:00:00Z',
  '0000-00-00',
);

/** What a text thousands of characters long is made of: words, markup or broken surrogates. */
const LONG_TEXT_UNITS = ['x', 'word ', ' ', '<', '<a', '&lt;a', '&amp;', '&#x', '<![CDATA[', '\uD83D', 'é'];

const hostileText = hostile(
  [
    { weight: 3, arbitrary: unicodeEdge },
    { weight: 4, arbitrary: xmlSyntax },
    { weight: 3, arbitrary: hostileValue },
  ],
  LONG_TEXT_UNITS,
);

const hostileEntity = fc.constantFrom(
  '&',
  '&amp',
  '&amp;amp;',
  '&#0;',
  '&#xD800;',
  '&#x110000;',
  '&#99999999999999999999;',
  '&#x1F3DB;',
  '&nbsp;',
  '&bogus;',
  '&lt;script&gt;',
  '&lt;',
);

/** Edits of XML: a tag left open, or an entity, a text or an attribute value replaced. */
type XmlEdit =
  { kind: 'unclose'; at: number } | { kind: 'entity' | 'text' | 'attribute'; at: number; text: string };

function applyXmlEdit(text: string, e: XmlEdit): string {
  switch (e.kind) {
    case 'unclose':
      return replaceMatch(text, /<\/[^>]*>|\/>/g, e.at, (tag) => (tag === '/>' ? '>' : ''));
    case 'entity':
      return replaceMatch(text, /&#?\w+;/g, e.at, () => e.text);
    case 'text':
      return replaceMatch(text, />[^<>]+</g, e.at, () => `>${e.text}<`);
    case 'attribute':
      return replaceMatch(text, /="[^"]*"/g, e.at, () => `="${e.text}"`);
  }
}

const mutated = mutationOf<XmlEdit, 'unclose'>(fixtureName, {
  text: hostileText,
  own: [
    fc.record({ kind: fc.constant('entity'), at: fc.nat(), text: hostileEntity }),
    fc.record({ kind: fc.constantFrom('text', 'attribute'), at: fc.nat(), text: hostileText }),
  ],
  positionKinds: ['unclose'],
});
const mutate = ({ fixture: name, edits }: { fixture: string; edits: (LineEdit | XmlEdit)[] }) => ({
  url: fixture(name).url,
  xml: applyEdits(fixture(name).xml, edits, applyXmlEdit),
});

/** A field of a feed: realistic, or hostile. */
const field = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom('vid1', 'https://example.org/m/1', 'Council', '2024-05-01T22:00:00Z'),
  },
  { weight: 3, arbitrary: hostileText },
);
const optionalField = fc.option(field, { nil: undefined });

/** The items of a YouTube, Vimeo or Granicus feed, with hostile values in their fields. */
const hostileItems = fc.oneof(
  fc.record({
    youtube: fc.array(fc.record({ id: field, title: field, published: field, link: optionalField }), {
      maxLength: 4,
    }),
  }),
  fc.record({
    vimeo: fc.array(
      fc.record({
        id: field,
        title: field,
        pubDate: field,
        duration: fc.oneof(fc.integer(), fc.double()),
        link: optionalField,
      }),
      { maxLength: 4 },
    ),
  }),
  fc.record({
    granicus: fc.array(
      fc.record({
        title: field,
        link: field,
        pubDate: optionalField,
        enclosure: optionalField,
        guid: optionalField,
      }),
      { maxLength: 4 },
    ),
    leadingBlankLines: fc.boolean(),
  }),
);

type HostileItems = typeof hostileItems extends fc.Arbitrary<infer T> ? T : never;

/** The feed of those items, written by the builder of its format. */
function feedOf(items: HostileItems): Fixture {
  if ('youtube' in items) {
    return { url: fixture('youtube').url, xml: youtubeFeed('UCabc', items.youtube) };
  }
  if ('vimeo' in items) {
    return { url: fixture('vimeo').url, xml: vimeoFeed('knoxcouncil', items.vimeo) };
  }
  return { url: fixture('granicus').url, xml: granicusFeed(items.granicus, items) };
}

/** The entries of a feed, or the FeedFormatError it was refused with; any other exception escapes. */
const parseOrRefuse = (xml: string, url: string): FeedEntry[] | FeedFormatError =>
  orRefusal(FeedFormatError, () => parseFeed(xml, url));

/** An absolute http(s) URL, written as the URL parser writes it. */
function expectWebUrl(value: string) {
  const url = URL.parse(value);
  expect(url && ['http:', 'https:'].includes(url.protocol) && url.toString() === value, value).toBe(true);
}

/** The largest value of a 32-bit integer column, which a meeting's length is stored in. */
const MAX_INT32 = 2 ** 31 - 1;

function expectWellFormed(entries: FeedEntry[]) {
  for (const entry of entries) {
    expect(entry.title).not.toBe('');
    expect(entry.title).toBe(entry.title.trim());
    // PostgreSQL cannot store a NUL character in text.
    expect(entry.title).not.toContain('\0');
    expectWebUrl(entry.videoUrl);
    if (entry.mediaUrl !== null) {
      expectWebUrl(entry.mediaUrl);
    }
    expect(entry.uploadDate === null || Number.isFinite(entry.uploadDate.getTime())).toBe(true);
    const length = entry.lengthSeconds;
    expect(Number.isInteger(length) && length >= 0 && length <= MAX_INT32, `length ${length}`).toBe(true);
  }
  const links = entries.map((e) => e.videoUrl);
  expect(new Set(links).size).toBe(links.length);
}

/** An entry as a row, for comparing whole feeds at a glance. */
const rows = (entries: FeedEntry[]) =>
  entries.map((e) => [e.videoUrl, e.title, e.uploadDate?.toISOString() ?? null, e.lengthSeconds, e.mediaUrl]);

const read = (name: string) => parseFeed(fixture(name).xml, fixture(name).url);

describe('feed fixtures', () => {
  /** The fixtures are real formats the parser already reads: what the fuzzing starts from is sound. */
  it('read, unmutated, as before', () => {
    expect(rows(read('youtube'))).toEqual([
      [
        'https://www.youtube.com/watch?v=vid1',
        'City Council & Budget Hearing',
        '2024-05-01T22:00:00.000Z',
        0,
        null,
      ],
      [
        'https://www.youtube.com/watch?v=vid2',
        'Work Session: Budget "Q&A"',
        '2024-04-24T22:00:00.000Z',
        0,
        null,
      ],
      [
        'https://www.youtube.com/watch?v=vid-3_x',
        'Comisión de Planificación 🏛️',
        '2024-04-17T22:00:00.000Z',
        0,
        null,
      ],
    ]);
    expect(rows(read('vimeo'))).toEqual([
      ['https://vimeo.com/9001', 'Planning Commission', '2024-05-02T22:30:00.000Z', 5423, null],
      ['https://vimeo.com/9002', 'Board of "Zoning" Appeals', '2024-04-25T22:30:00.000Z', 61, null],
    ]);
    const clip = (id: number) => `https://knoxville.granicus.com/MediaPlayer.php?view_id=1&clip_id=${id}`;
    expect(rows(read('granicus'))).toEqual([
      [
        clip(101),
        'City Council Regular Meeting',
        '2024-05-07T22:00:00.000Z',
        0,
        'https://knoxville.granicus.com/videos/101.mp4',
      ],
      [clip(102), 'Board of Zoning Appeals', null, 0, null],
      [clip(103), 'Beer Board & Special Called Meeting', '2024-04-30T00:00:00.000Z', 0, null],
    ]);
  });

  /** CRLF, CR, a BOM and blank lines before the declaration are presentation, not content. */
  it(`read the same whatever the line ends, BOM and leading blank lines (${RUNS} variants)`, () => {
    const variant = fc.record({
      fixture: fixtureName,
      ending: fc.constantFrom('\n', '\r\n', '\r'),
      bom: fc.boolean(),
      leading: fc.constantFrom('', '\n', ' \r\n\t'),
    });
    checkProperty(variant, ({ fixture: name, ending, bom, leading }) => {
      const { url, xml } = fixture(name);
      const content = (bom ? '\uFEFF' : '') + leading + xml.replace(/\n/g, ending);
      expect(parseFeed(content, url)).toEqual(parseFeed(xml, url));
    });
  });
});

describe('mutated feeds', () => {
  /** Whatever the damage, the parser reads entries or refuses the feed with its own error, and fast. */
  it(`are read or refused with a FeedFormatError (${RUNS} mutated feeds)`, () => {
    checkProperty(mutated, (mutation) => {
      const { url, xml } = mutate(mutation);
      const result = timed(() => parseOrRefuse(xml, url));
      expect(Array.isArray(result) || result instanceof FeedFormatError).toBe(true);
    });
  });

  /** Every entry read has a title and an absolute http(s) link, no link twice, and sane dates and lengths. */
  it(`give well-formed entries (${RUNS} mutated feeds)`, () => {
    checkProperty(mutated, (mutation) => {
      const { url, xml } = mutate(mutation);
      const result = parseOrRefuse(xml, url);
      if (Array.isArray(result)) {
        expectWellFormed(result);
      }
    });
  });

  /** The same, field by field: each entry is read well or skipped, whatever its id, title, link or date. */
  it(`give well-formed entries from hostile field values (${RUNS} feeds)`, () => {
    checkProperty(hostileItems, (items) => {
      const { url, xml } = feedOf(items);
      const result = timed(() => parseOrRefuse(xml, url));
      if (Array.isArray(result)) {
        expectWellFormed(result);
      }
    });
  });
});
