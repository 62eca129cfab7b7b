/**
 * A failure that a retry cannot mend (a malformed feed, caption file or media): the meeting fails
 * at once with this reason.
 */
export class PermanentIngestError extends Error {
  override name = 'PermanentIngestError';
}
