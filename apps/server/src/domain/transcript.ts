/** One line of a meeting's transcript, as every source produces it and the database stores it. */
export interface TranscriptSegment {
  start_seconds: number;
  end_seconds: number | null;
  speaker: string | null;
  text: string;
}
