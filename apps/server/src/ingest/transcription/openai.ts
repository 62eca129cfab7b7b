import { availableParallelism } from 'node:os';
import type { TranscriptSegment } from '../../domain/transcript.ts';
import { cutAtSilences, pcmToWav, readPcm, SAMPLE_RATE } from '../media/wav.ts';
import { inParallel, type TranscriptionEngine } from './engine.ts';

export interface OpenAiOptions {
  /** The API's address including /v1, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Requests at once; default the number of cores. */
  parallel?: number;
  /** Largest upload; the API refuses more than 25 MB. */
  maxRequestBytes?: number;
}

export class TranscriptionApiError extends Error {
  override name = 'TranscriptionApiError';
}

const DEFAULT_MAX_BYTES = 24 * 1024 * 1024;
/** Each chunk after the first starts this much earlier, so no word is lost at a cut. */
export const OVERLAP_SECONDS = 2;

interface VerboseSegment {
  start?: unknown;
  end?: unknown;
  text?: unknown;
}

/**
 * Any OpenAI-compatible `/v1/audio/transcriptions` (OpenAI, a local Whisper server...), asked for
 * `verbose_json` segments. Audio longer than one upload allows is cut at silences into chunks
 * that overlap by two seconds; a segment that starts inside the overlap belongs to the chunk before.
 */
export function openaiEngine(options: OpenAiOptions): TranscriptionEngine {
  const maxBytes = options.maxRequestBytes ?? DEFAULT_MAX_BYTES;
  const parallel = Math.max(1, options.parallel ?? availableParallelism());
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;

  async function request(wav: Buffer, index: number): Promise<VerboseSegment[]> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `chunk-${index}.wav`);
    form.append('model', options.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new TranscriptionApiError(`The transcription API did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      let message = text.slice(0, 300);
      try {
        const parsed = JSON.parse(text) as { error?: { message?: unknown } };
        if (typeof parsed.error?.message === 'string') {
          message = parsed.error.message;
        }
      } catch {
        // Not JSON: the body as it is.
      }
      throw new TranscriptionApiError(`The transcription API answered ${response.status}: ${message}`);
    }
    let body: { segments?: unknown; text?: unknown; duration?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new TranscriptionApiError('The transcription API answered with something other than JSON.');
    }
    if (Array.isArray(body.segments)) {
      return body.segments as VerboseSegment[];
    }
    if (typeof body.text === 'string') {
      return [
        { start: 0, end: typeof body.duration === 'number' ? body.duration : undefined, text: body.text },
      ];
    }
    throw new TranscriptionApiError('The transcription API answered without segments or text.');
  }

  return {
    name: 'openai',
    async transcribe(wavPath, onProgress) {
      const samples = await readPcm(wavPath);
      const maxSeconds = (maxBytes - 44) / (SAMPLE_RATE * 2);
      const overlap = Math.min(OVERLAP_SECONDS, maxSeconds / 4);
      // Chunks (with their overlap) must fit one upload, with room to move each cut to a silence.
      const target = Math.max(1, (maxSeconds - overlap) / 1.25);
      const cuts = cutAtSilences(samples, target);
      let done = 0;
      const tasks = cuts.slice(0, -1).map((cut, index) => async (): Promise<TranscriptSegment[]> => {
        const end = cuts[index + 1] ?? samples.length;
        const from = index === 0 ? 0 : Math.max(0, cut - Math.round(overlap * SAMPLE_RATE));
        const offset = from / SAMPLE_RATE;
        const own = cut / SAMPLE_RATE;
        const segments = await request(pcmToWav(samples.subarray(from, end)), index);
        done += end - cut;
        await onProgress(samples.length > 0 ? done / samples.length : 1);
        return segments
          .map((s) => ({
            start: Number(s.start ?? 0),
            end: s.end === undefined || s.end === null ? null : Number(s.end),
            text: typeof s.text === 'string' ? s.text.replace(/\s+/g, ' ').trim() : '',
          }))
          .filter((s) => Number.isFinite(s.start) && s.text !== '')
          .map((s) => ({
            start_seconds: Math.round((s.start + offset) * 1000) / 1000,
            end_seconds:
              s.end === null || !Number.isFinite(s.end) ? null : Math.round((s.end + offset) * 1000) / 1000,
            speaker: null,
            text: s.text,
          }))
          .filter((s) => index === 0 || s.start_seconds >= own - 0.05);
      });
      const parts = await inParallel(tasks, parallel);
      return parts.flat().sort((a, b) => a.start_seconds - b.start_seconds);
    },
  };
}
