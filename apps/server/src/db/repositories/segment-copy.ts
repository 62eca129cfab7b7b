import type { Meeting } from '../schema.ts';
import type { TranscriptSegment } from '../../domain/transcript.ts';

/** The columns `segmentCopyData` writes, in its order. */
export const SEGMENT_COPY_COLUMNS =
  'meeting_id, channel_id, upload_date, ordinal, start_seconds, end_seconds, speaker, text';

/** PGCOPY signature, no flags, no header extension. */
const HEADER = Buffer.from([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0,
]);

/** 2000-01-01T00:00:00Z, PostgreSQL's epoch for timestamps, in Unix milliseconds. */
const POSTGRES_EPOCH_MS = 946_684_800_000;

/** A field count, then the first three fields, which are the same on every row of a meeting. */
const ROW_PREFIX_BYTES = 2 + (4 + 4) * 2 + (4 + 8);

/** Text as PostgreSQL stores it: a NUL cannot be stored, so it is dropped. */
function storable(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '') : text;
}

/**
 * A meeting's segments in COPY's binary format, for `COPY segments (SEGMENT_COPY_COLUMNS) FROM
 * STDIN (FORMAT binary)`. Numbers and dates travel as PostgreSQL holds them and text needs no
 * escaping, so the server parses nothing: COPY takes a third less time than with the text format,
 * and the data is built here in less than half the time.
 */
export function segmentCopyData(
  meeting: Pick<Meeting, 'id' | 'channel_id' | 'upload_date'>,
  segments: TranscriptSegment[],
) {
  const prefix = Buffer.alloc(ROW_PREFIX_BYTES);
  prefix.writeInt16BE(8, 0);
  prefix.writeInt32BE(4, 2);
  prefix.writeInt32BE(meeting.id, 6);
  prefix.writeInt32BE(4, 10);
  prefix.writeInt32BE(meeting.channel_id, 14);
  prefix.writeInt32BE(8, 18);
  prefix.writeBigInt64BE(BigInt(meeting.upload_date.getTime() - POSTGRES_EPOCH_MS) * 1000n, 22);

  // At most 3 bytes of UTF-8 for each UTF-16 code unit.
  let capacity = HEADER.length + 2;
  for (const s of segments) {
    capacity += ROW_PREFIX_BYTES + 8 + 8 + 8 + 4 + 3 * s.text.length + 4 + 3 * (s.speaker?.length ?? 0);
  }
  const data = Buffer.allocUnsafe(capacity);
  data.set(HEADER, 0);
  let at = HEADER.length;
  const float = (value: number | null) => {
    if (value === null) {
      at = data.writeInt32BE(-1, at);
    } else {
      at = data.writeFloatBE(value, data.writeInt32BE(4, at));
    }
  };
  const text = (value: string | null) => {
    if (value === null) {
      at = data.writeInt32BE(-1, at);
    } else {
      const length = data.write(storable(value), at + 4);
      data.writeInt32BE(length, at);
      at += 4 + length;
    }
  };
  segments.forEach((s, ordinal) => {
    data.set(prefix, at);
    at += ROW_PREFIX_BYTES;
    at = data.writeInt32BE(ordinal, data.writeInt32BE(4, at));
    float(s.start_seconds);
    float(s.end_seconds);
    text(s.speaker);
    text(s.text);
  });
  at = data.writeInt16BE(-1, at);
  return data.subarray(0, at);
}
