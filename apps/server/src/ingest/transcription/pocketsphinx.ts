import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranscriptSegment } from '../../domain/transcript.ts';
import { runTool } from '../media/run.ts';
import { cutAtSilences, readPcm, SAMPLE_RATE, writePcm } from '../media/wav.ts';
import { inParallel, type TranscriptionEngine } from './engine.ts';

export interface PocketsphinxOptions {
  path: string;
  /** Acoustic model, language model and dictionary; empty: the program's built-in defaults. */
  hmm?: string;
  lm?: string;
  dict?: string;
  /** More options of the program, such as speed settings (`-ds 2 -topn 2 -pl_window 10`). */
  extraArgs?: string[];
  /** Chunks processed at once; default the number of cores. */
  parallel?: number;
  /** About how long each chunk is. */
  chunkSeconds?: number;
  timeoutMs: number;
}

interface Word {
  word: string;
  start: number;
  end: number;
}

/** The timed words of `pocketsphinx_continuous -time yes` (fillers and pauses dropped). */
export function parseTimedWords(output: string, offsetSeconds: number): Word[] {
  const words: Word[] = [];
  for (const line of output.split('\n')) {
    const match = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!match) {
      continue;
    }
    const word = (match[1] ?? '').replace(/\(\d+\)$/, '');
    if (/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(word) || word === '') {
      continue;
    }
    words.push({ word, start: Number(match[2]) + offsetSeconds, end: Number(match[3]) + offsetSeconds });
  }
  return words;
}

const SEGMENT_SECONDS = 20;
const PAUSE_SECONDS = 0.8;

/** Timed words into segments: a new one after a long pause or once one is about 20 s long. */
export function wordsToSegments(words: Word[]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: Word[] = [];
  const flush = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) {
      segments.push({
        start_seconds: Math.round(first.start * 1000) / 1000,
        end_seconds: Math.round(last.end * 1000) / 1000,
        speaker: null,
        text: current.map((w) => w.word).join(' '),
      });
    }
    current = [];
  };
  for (const word of words) {
    const previous = current.at(-1);
    const first = current[0];
    if (
      previous &&
      first &&
      (word.start - previous.end >= PAUSE_SECONDS || word.end - first.start > SEGMENT_SECONDS)
    ) {
      flush();
    }
    current.push(word);
  }
  flush();
  return segments;
}

/**
 * Debian's `pocketsphinx_continuous` (with pocketsphinx-en-us): offline and free. Long audio is cut
 * at silences into chunks that run in parallel, one per core.
 */
export function pocketsphinxEngine(options: PocketsphinxOptions): TranscriptionEngine {
  const parallel = Math.max(1, options.parallel ?? availableParallelism());
  const modelArgs = [
    ...(options.hmm ? ['-hmm', options.hmm] : []),
    ...(options.lm ? ['-lm', options.lm] : []),
    ...(options.dict ? ['-dict', options.dict] : []),
    ...(options.extraArgs ?? []),
  ];
  return {
    name: 'pocketsphinx',
    async transcribe(wavPath, onProgress) {
      const samples = await readPcm(wavPath);
      const seconds = samples.length / SAMPLE_RATE;
      // Enough chunks to keep every core busy, none much longer than chunkSeconds.
      const target = Math.max(10, Math.min(options.chunkSeconds ?? 120, seconds / parallel));
      const cuts = cutAtSilences(samples, target);
      const dir = await mkdtemp(join(tmpdir(), 'gavel-sphinx-'));
      let done = 0;
      try {
        const tasks = cuts.slice(0, -1).map((from, index) => async () => {
          const to = cuts[index + 1] ?? samples.length;
          const file = join(dir, `chunk-${index}.wav`);
          await writePcm(file, samples.subarray(from, to));
          const { stdout } = await runTool(
            options.path,
            ['-infile', file, '-time', 'yes', '-logfn', '/dev/null', ...modelArgs],
            { timeoutMs: options.timeoutMs },
          );
          await rm(file, { force: true });
          done += to - from;
          await onProgress(samples.length > 0 ? done / samples.length : 1);
          return parseTimedWords(stdout, from / SAMPLE_RATE);
        });
        const words = (await inParallel(tasks, parallel)).flat();
        return wordsToSegments(words);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
