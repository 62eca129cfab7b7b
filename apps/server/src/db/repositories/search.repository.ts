import { sql, type RawBuilder } from 'kysely';
import { anyKeywordQuery, keywordQuery, markedHeadline, textVector } from '../full-text.ts';
import type { Db } from '../database.ts';

/**
 * Which segments a search looks at: all filters reduce to channels, a date and meetings. Meeting
 * ids, when given, are already within the channels (the service finds them there).
 */
export interface SearchScope {
  channelIds: number[];
  since?: Date;
  meetingIds?: number[];
}

export interface SegmentHit {
  id: string;
  meeting_id: number;
  ordinal: number;
  start_seconds: number;
  speaker: string | null;
  text: string;
  headline: string | null;
  title: string;
  video_url: string;
  length_seconds: number;
  upload_date: Date;
  locality: string;
  state: string;
  transcript_status: string;
}

/** Newest meetings first (or oldest), or in transcript order (or its reverse). */
export type SegmentOrder = 'date_desc' | 'date_asc' | 'segment_asc' | 'segment_desc';

export interface Counts {
  results: number;
  meetings: number;
}

function segmentConditions(scope: SearchScope, query?: RawBuilder<unknown>) {
  // Within given meetings the channel condition is already met; leaving it out lets a transcript
  // load read the primary key in order.
  const conditions = scope.meetingIds
    ? [sql`s.meeting_id = ANY(${scope.meetingIds}::int[])`]
    : [sql`s.channel_id = ANY(${scope.channelIds}::int[])`];
  if (query) {
    conditions.push(sql`s.tsv @@ ${query}`);
  }
  if (scope.since) {
    conditions.push(sql`s.upload_date >= ${scope.since}`);
  }
  return sql.join(conditions, sql` AND `);
}

/** The same scope as segmentConditions, on meetings (alias m). */
function meetingConditions(scope: SearchScope) {
  return sql.join(
    [
      sql`m.channel_id = ANY(${scope.channelIds}::int[])`,
      ...(scope.since ? [sql`m.upload_date >= ${scope.since}`] : []),
      ...(scope.meetingIds ? [sql`m.id = ANY(${scope.meetingIds}::int[])`] : []),
    ],
    sql` AND `,
  );
}

/**
 * What a phrase reduces to under the text-search configuration (its query tree) never changes, so
 * it is remembered (a few thousand phrases at most) and a repeated keyword costs no round trip.
 */
const treeCache = new Map<string, string>();
const TREE_CACHE_SIZE = 5000;
function remember(phrase: string, tree: string) {
  if (treeCache.size >= TREE_CACHE_SIZE) {
    const oldest = treeCache.keys().next();
    if (!oldest.done) {
      treeCache.delete(oldest.value);
    }
  }
  treeCache.set(phrase, tree);
}

/** The query tree of a phrase that is all stop words ("the", "of the"): an empty query. */
const NO_WORDS_TREE = '';

/** A LIKE pattern holding the phrase anywhere, its wildcards taken literally. */
function likePattern(phrase: string): string {
  return `%${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** How long an upper bound on a phrase's matches is reused (it only picks a plan). */
const BOUND_TTL_MS = 60_000;
const BOUND_CACHE_SIZE = 5000;

/**
 * Each meeting as one item (browsing, title matches): its first segment, or none when its
 * transcript is not ready yet. Followed by the WHERE and ORDER BY of the query.
 */
const MEETING_ITEMS = sql`
  SELECT m.id || '-' || coalesce(first.ordinal, 0) AS id, m.id AS meeting_id, coalesce(first.ordinal, 0) AS ordinal,
    coalesce(first.start_seconds, 0) AS start_seconds, first.speaker, coalesce(first.text, '0') AS text,
    NULL::text AS headline, m.title, m.video_url, m.length_seconds, m.upload_date, c.locality, c.state,
    m.transcript_status
  FROM meetings m
  JOIN channels c ON c.id = m.channel_id
  LEFT JOIN LATERAL (
    SELECT s.ordinal, s.start_seconds, s.speaker, s.text
    FROM segments s WHERE s.meeting_id = m.id AND m.transcript_status = 'ready'
    ORDER BY s.ordinal LIMIT 1
  ) first ON true
`;

export function searchRepository(db: Db) {
  const bounds = new Map<string, { bound: number; at: number }>();
  return {
    /**
     * An upper bound on the segments anywhere that match the phrase, from the per-meeting lexeme
     * counts: in each meeting holding all its lexemes, the fewest segments holding any one of
     * them, summed (0 when a lexeme never occurs). Kept for a minute: it decides how to find a
     * page, never what the page holds.
     */
    async matchBound(phrase: string, now = Date.now()): Promise<number> {
      const known = bounds.get(phrase);
      if (known && now - known.at < BOUND_TTL_MS) {
        return known.bound;
      }
      const result = await sql<{ bound: number }>`
        WITH words AS (
          SELECT tsvector_to_array(${textVector(phrase)}) AS lexemes
        )
        SELECT coalesce(sum(per_meeting.fewest), 0)::int AS bound
        FROM (
          SELECT min(ml.segments) AS fewest
          FROM meeting_lexemes ml, words
          WHERE ml.lexeme = ANY(words.lexemes)
          GROUP BY ml.meeting_id
          HAVING count(*) = (SELECT cardinality(lexemes) FROM words)
        ) per_meeting
      `.execute(db);
      const bound = result.rows[0]?.bound ?? 0;
      if (bounds.size >= BOUND_CACHE_SIZE) {
        bounds.clear();
      }
      bounds.set(phrase, { bound, at: now });
      return bound;
    },

    /** Segments matching the query, newest meetings first (or oldest), in transcript order. */
    async findSegments(
      scope: SearchScope,
      options: {
        query?: RawBuilder<unknown>;
        order: SegmentOrder;
        limit: number;
        offset: number;
        /**
         * Few matches (a rare word): collect them first, then sort. Walking the date index until
         * ten matches turn up is quick for a common word but reads millions of rows for a rare one.
         */
        fewMatches?: boolean;
      },
    ): Promise<SegmentHit[]> {
      // Constant SQL per order (no user input): the same order inside the page and outside it.
      const order = (alias: string) =>
        sql.raw(
          {
            date_desc: `${alias}.upload_date DESC, ${alias}.meeting_id DESC, ${alias}.ordinal ASC`,
            date_asc: `${alias}.upload_date ASC, ${alias}.meeting_id ASC, ${alias}.ordinal ASC`,
            segment_asc: `${alias}.meeting_id ASC, ${alias}.ordinal ASC`,
            segment_desc: `${alias}.meeting_id DESC, ${alias}.ordinal DESC`,
          }[options.order],
        );
      const headline = options.query ? markedHeadline(sql`page.text`, options.query) : sql<null>`NULL::text`;
      const columns = sql`s.meeting_id, s.channel_id, s.ordinal, s.start_seconds, s.speaker, s.text, s.upload_date`;
      // Few matches: the date is checked on the collected matches. Left to the planner, it ANDs the
      // matches with the date index, which reads every segment of the window (13 ms for a year of
      // 2.7 M segments) to drop a few of some thousands of matches.
      const pageQuery = options.fewMatches
        ? sql`
          WITH matches AS MATERIALIZED (
            SELECT ${columns} FROM segments s WHERE ${segmentConditions({ ...scope, since: undefined }, options.query)}
          ),
          page AS (
            SELECT * FROM matches s
            ${scope.since ? sql`WHERE s.upload_date >= ${scope.since}` : sql``}
            ORDER BY ${order('s')} LIMIT ${options.limit} OFFSET ${options.offset}
          )`
        : sql`
          WITH page AS (
            SELECT ${columns} FROM segments s
            WHERE ${segmentConditions(scope, options.query)}
            ORDER BY ${order('s')}
            LIMIT ${options.limit} OFFSET ${options.offset}
          )`;
      const result = await sql<SegmentHit>`
        ${pageQuery}
        SELECT page.meeting_id || '-' || page.ordinal AS id, page.meeting_id, page.ordinal, page.start_seconds, page.speaker, page.text,
          ${headline} AS headline,
          m.title, m.video_url, m.length_seconds, page.upload_date, c.locality, c.state, m.transcript_status
        FROM page
        JOIN meetings m ON m.id = page.meeting_id
        JOIN channels c ON c.id = page.channel_id
        ORDER BY ${order('page')}
      `.execute(db);
      return result.rows;
    },

    async countSegments(scope: SearchScope, query?: RawBuilder<unknown>): Promise<Counts> {
      // Counted per meeting, then summed: a hash of the meetings rather than a sort of every
      // match (count DISTINCT), half the time for a common word.
      const result = await sql<{ results: number; meetings: number }>`
        SELECT coalesce(sum(per_meeting.segments), 0)::int AS results, count(*)::int AS meetings
        FROM (
          SELECT s.meeting_id, count(*) AS segments
          FROM segments s
          WHERE ${segmentConditions(scope, query)}
          GROUP BY s.meeting_id
        ) per_meeting
      `.execute(db);
      return result.rows[0] ?? { results: 0, meetings: 0 };
    },

    /**
     * Exact counts of the segments and meetings matching any of the phrases. One-word keywords
     * are counted from the per-meeting lexeme counts (a common word matches hundreds of thousands
     * of segments); anything else by visiting every match.
     */
    async countMatching(scope: SearchScope, phrases: string[]): Promise<Counts> {
      if (phrases.length === 0 && scope.meetingIds && !scope.since) {
        // A transcript load: the meetings know their segment counts.
        const result = await sql<Counts>`
          SELECT coalesce(sum(segment_count), 0)::int AS results, count(*)::int AS meetings
          FROM meetings WHERE id = ANY(${scope.meetingIds}::int[])
        `.execute(db);
        return result.rows[0] ?? { results: 0, meetings: 0 };
      }
      if (phrases.length > 0) {
        const lexemes = await this.singleLexemes(phrases);
        const byLexeme = new Map<string, string>();
        lexemes.forEach((lexeme, i) => {
          if (lexeme !== null && !byLexeme.has(lexeme)) {
            byLexeme.set(lexeme, phrases[i] ?? '');
          }
        });
        if (lexemes.every((lexeme) => lexeme !== null)) {
          return this.countLexemes(scope, byLexeme);
        }
      }
      return this.countSegments(scope, phrases.length > 0 ? anyKeywordQuery(phrases) : undefined);
    },

    /** Each phrase's query tree, looked up in one round trip for those not seen before. */
    async queryTrees(phrases: string[]): Promise<string[]> {
      const unknown = phrases.filter((p) => !treeCache.has(p));
      if (unknown.length > 0) {
        const result = await sql<{ tree: string }>`
          SELECT querytree(${keywordQuery(sql`p`)}) AS tree
          FROM unnest(${unknown}::text[]) WITH ORDINALITY AS t(p, n) ORDER BY n
        `.execute(db);
        result.rows.forEach((row, i) => remember(unknown[i] ?? '', row.tree));
      }
      return phrases.map((p) => treeCache.get(p) ?? '');
    },

    /**
     * For each phrase, its one lexeme when the phrase is a single word after stemming and stop
     * words (e.g. "Motions" -> motion), else null.
     */
    async singleLexemes(phrases: string[]): Promise<(string | null)[]> {
      return (await this.queryTrees(phrases)).map((tree) => {
        const match = /^'((?:[^']|'')+)'$/.exec(tree);
        return match?.[1] ? match[1].replace(/''/g, "'") : null;
      });
    },

    /**
     * Segments and meetings holding any of the lexemes (each given with a one-word phrase that
     * stems to it), in one snapshot. The per-meeting lexeme counts give the meetings, and the
     * segments counted once per lexeme they hold; a segment holding k of the lexemes was counted
     * k times, so k - 1 is taken off for each segment holding two or more, which the index finds
     * as the few matching a pair of them.
     */
    async countLexemes(scope: SearchScope, phrasesByLexeme: Map<string, string>): Promise<Counts> {
      const lexemes = [...phrasesByLexeme.keys()];
      const words = [...phrasesByLexeme.values()].map((phrase) => keywordQuery(phrase));
      const pairs = words.flatMap((first, i) =>
        words.slice(i + 1).map((second) => sql`(${first} && ${second})`),
      );
      const overcounted =
        pairs.length === 0
          ? sql`SELECT 0 AS segments`
          : sql`
            SELECT coalesce(sum(length(s.tsv) - length(ts_delete(s.tsv, ${lexemes}::text[])) - 1), 0) AS segments
            FROM segments s
            WHERE ${segmentConditions(scope, sql`(${sql.join(pairs, sql` || `)})`)}`;
      const result = await sql<Counts>`
        WITH held AS (
          SELECT coalesce(sum(ml.segments), 0) AS segments, count(DISTINCT ml.meeting_id) AS meetings
          FROM meeting_lexemes ml JOIN meetings m ON m.id = ml.meeting_id
          WHERE ml.lexeme = ANY(${lexemes}::text[]) AND ${meetingConditions(scope)}
        ),
        overcounted AS (${overcounted})
        SELECT (held.segments - overcounted.segments)::int AS results, held.meetings::int AS meetings
        FROM held, overcounted
      `.execute(db);
      return result.rows[0] ?? { results: 0, meetings: 0 };
    },

    /**
     * One item per meeting, newest first (browsing with no keyword): its first segment, or none
     * when its transcript is not ready yet.
     */
    async findMeetings(
      scope: SearchScope,
      options: { direction: 'asc' | 'desc'; limit: number; offset: number },
    ): Promise<SegmentHit[]> {
      const direction = options.direction === 'asc' ? sql`ASC` : sql`DESC`;
      const result = await sql<SegmentHit>`
        ${MEETING_ITEMS}
        WHERE ${meetingConditions(scope)}
        ORDER BY m.upload_date ${direction}, m.id ${direction}
        LIMIT ${options.limit} OFFSET ${options.offset}
      `.execute(db);
      return result.rows;
    },

    async countMeetings(scope: SearchScope): Promise<number> {
      const result = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM meetings m
        WHERE ${meetingConditions(scope)}
      `.execute(db);
      return result.rows[0]?.count ?? 0;
    },

    /** The phrases with no word left once stop words are taken out ("the", "of the"). */
    async ignoredPhrases(phrases: string[]): Promise<string[]> {
      const trees = await this.queryTrees(phrases);
      return phrases.filter((_, i) => trees[i] === NO_WORDS_TREE);
    },

    /**
     * In one query: the meetings in scope whose title holds any of the phrases (any case), newest
     * first; and the passages of speakers whose name holds one, looked for in the latest meetings
     * of the scope only, so a name costs a bounded read (only segments naming a speaker are read,
     * from their index).
     */
    async findNameMatches(
      scope: SearchScope,
      phrases: string[],
      limits: { titles: number; speakers: number; meetings: number },
    ): Promise<{ titles: SegmentHit[]; speakers: SegmentHit[] }> {
      const patterns = phrases.map(likePattern);
      const result = await sql<SegmentHit & { kind: 'title' | 'speaker' }>`
        (SELECT 'title' AS kind, t.* FROM (
          ${MEETING_ITEMS}
          WHERE ${meetingConditions(scope)} AND m.title ILIKE ANY(${patterns}::text[])
          ORDER BY m.upload_date DESC, m.id DESC
          LIMIT ${limits.titles}
        ) t)
        UNION ALL
        (WITH recent AS (
          SELECT m.id FROM meetings m WHERE ${meetingConditions(scope)}
          ORDER BY m.upload_date DESC, m.id DESC LIMIT ${limits.meetings}
        )
        SELECT 'speaker' AS kind, s.meeting_id || '-' || s.ordinal AS id, s.meeting_id, s.ordinal, s.start_seconds,
          s.speaker, s.text, NULL::text AS headline, m.title, m.video_url, m.length_seconds, s.upload_date,
          c.locality, c.state, m.transcript_status
        FROM segments s
        JOIN meetings m ON m.id = s.meeting_id
        JOIN channels c ON c.id = s.channel_id
        WHERE s.meeting_id IN (SELECT id FROM recent) AND s.speaker IS NOT NULL
          AND s.speaker ILIKE ANY(${patterns}::text[])
        ORDER BY s.upload_date DESC, s.meeting_id DESC, s.ordinal ASC
        LIMIT ${limits.speakers})
      `.execute(db);
      const of = (kind: 'title' | 'speaker') =>
        result.rows.filter((row) => row.kind === kind).map(({ kind: _kind, ...hit }) => hit);
      return { titles: of('title'), speakers: of('speaker') };
    },

    /** Meetings by video URL, within the channels given. */
    async meetingIdsByUrl(videoUrls: string[], channelIds: number[]): Promise<number[]> {
      const rows = await db
        .selectFrom('meetings')
        .select('id')
        .where('video_url', 'in', videoUrls.length > 0 ? videoUrls : [''])
        .where('channel_id', 'in', channelIds.length > 0 ? channelIds : [-1])
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
