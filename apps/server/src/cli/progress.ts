/**
 * A progress bar on stderr: redrawn in place on a terminal, a line every tenth otherwise (logs, CI).
 */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastTenth = -1;
  let lastDraw = 0;
  const width = 30;

  function render(fraction: number, detail: string): string {
    const filled = Math.round(fraction * width);
    const percent = `${Math.floor(fraction * 100)}`.padStart(3);
    return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% ${detail}`;
  }

  return {
    update(fraction: number, detail: string) {
      const clamped = Math.max(0, Math.min(1, fraction));
      if (stream.isTTY) {
        const now = Date.now();
        if (now - lastDraw < 100 && clamped < 1) {
          return;
        }
        lastDraw = now;
        stream.write(`\r${render(clamped, detail)}\x1b[K`);
        return;
      }
      const tenth = Math.floor(clamped * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${render(clamped, detail)}\n`);
      }
    },
    done(summary: string) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      stream.write(`${stream.isTTY ? '\r\x1b[K' : ''}${summary} in ${seconds} s\n`);
    },
  };
}
