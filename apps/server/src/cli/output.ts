/** "1 meeting", "2 meetings". */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Bytes as megabytes, one decimal. */
export const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A meeting in progress: what it is doing and how far it has got. */
export function progressText(m: {
  progress: number | null;
  stage: string | null;
  downloaded_bytes: number | null;
  media_bytes: number | null;
}): string {
  const done = m.downloaded_bytes ?? 0;
  if (m.stage === 'downloading') {
    return m.media_bytes
      ? `downloading ${Math.floor((done / m.media_bytes) * 100)}% (${mb(done)} of ${mb(m.media_bytes)})`
      : `downloading (${mb(done)})`;
  }
  if (m.stage === 'converting') {
    return 'converting';
  }
  return `${Math.round((m.progress ?? 0) * 100)}%`;
}

/** Rows as an aligned text table, one line each; (none) when empty. */
export function table(rows: Record<string, unknown>[], out: (line: string) => void) {
  if (rows.length === 0) {
    out('(none)');
    return;
  }
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) =>
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : '';
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  out(line(columns));
  out(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) {
    out(line(columns.map((c) => cell(row[c]))));
  }
}
