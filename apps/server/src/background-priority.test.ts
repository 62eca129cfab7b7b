import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from './background-priority.ts';
import { runTool } from './ingest/media/run.ts';
import { offlineSummaryThread } from './summary/offline-pool.ts';

/** The nice value of a thread (Linux: field 19 of its /proc stat). */
function niceOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('background work yields the cores to requests', () => {
  it('runs external programs (ffmpeg, yt-dlp, pocketsphinx) at the background nice value', async () => {
    // The priority is lowered just after the program starts, long before it has run half a second.
    const { stdout } = await runTool('sh', ['-c', 'sleep 0.5; nice'], { timeoutMs: 10_000 });
    expect(Number(stdout.trim())).toBe(BACKGROUND_NICE);
  });

  it('summarises in a thread at the background nice value, the others untouched', async () => {
    const thread = offlineSummaryThread();
    await thread.summarize({ videoUrl: 'https://example.org/v', segments: [] });
    const values = readdirSync('/proc/self/task').map((tid) => niceOf(`/proc/self/task/${tid}/stat`));
    expect(values).toContain(BACKGROUND_NICE);
    expect(niceOf('/proc/thread-self/stat')).not.toBe(BACKGROUND_NICE);
    await thread.close();
  });
});
