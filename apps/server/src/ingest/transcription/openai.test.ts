import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RATE, writePcm } from '../media/wav.ts';
import { openaiEngine } from './openai.ts';
import { loadConfig } from '../../config.ts';

/**
 * A loopback server speaking the OpenAI transcription API. Its "speech" is a 0.5 s tone at the
 * start of every second, at 300 + 50 × N Hz for second N: it hears each tone, measures its pitch
 * and answers `word N` with the tone's times within the uploaded file, as verbose_json segments.
 */
let server: Server;
let baseUrl: string;
let dir: string;
const uploads: { bytes: number; model: string; format: string; auth: string }[] = [];
let failWith: { status: number; body: string } | undefined;

function hear(wav: Buffer) {
  const samples = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
  const segments: { id: number; start: number; end: number; text: string }[] = [];
  let runStart = -1;
  let crossings = 0;
  let quiet = 0;
  for (let i = 0; i <= samples.length; i += 1) {
    const s = samples[i] ?? 0;
    const loud = Math.abs(s) > 500;
    if (loud) {
      quiet = 0;
      if (runStart < 0) {
        runStart = i;
        crossings = 0;
      }
    } else {
      quiet += 1;
    }
    if (runStart >= 0 && i > 0 && Math.sign(samples[i - 1] ?? 0) !== Math.sign(s) && s !== 0) {
      crossings += 1;
    }
    if (runStart >= 0 && (quiet > 200 || i === samples.length)) {
      const end = i - quiet;
      const seconds = (end - runStart) / SAMPLE_RATE;
      if (seconds > 0.2) {
        const hz = crossings / 2 / seconds;
        const n = Math.round((hz - 300) / 50);
        segments.push({
          id: segments.length,
          start: runStart / SAMPLE_RATE,
          end: end / SAMPLE_RATE,
          text: ` word ${n}`,
        });
      }
      runStart = -1;
    }
  }
  return segments;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gavel-openai-'));
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.url !== '/v1/audio/transcriptions' || req.method !== 'POST') {
          res.writeHead(404).end();
          return;
        }
        if (failWith) {
          res.writeHead(failWith.status, { 'content-type': 'application/json' }).end(failWith.body);
          return;
        }
        const form = await new Request('http://loopback/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        }).formData();
        const file = form.get('file');
        if (!(file instanceof Blob)) {
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end('{"error":{"message":"file missing"}}');
          return;
        }
        const wav = Buffer.from(await file.arrayBuffer());
        uploads.push({
          bytes: wav.length,
          model: form.get('model') as string,
          format: form.get('response_format') as string,
          auth: req.headers.authorization ?? '',
        });
        const segments = hear(wav);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            task: 'transcribe',
            language: 'english',
            duration: (wav.length - 44) / 2 / SAMPLE_RATE,
            text: segments.map((s) => s.text).join(''),
            segments: segments.map((s) => ({ ...s, seek: 0, tokens: [], temperature: 0, avg_logprob: -0.2 })),
          }),
        );
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function toneMeeting(seconds: number): Promise<string> {
  const samples = new Int16Array(seconds * SAMPLE_RATE);
  for (let n = 0; n < seconds; n += 1) {
    for (let i = 0; i < SAMPLE_RATE / 2; i += 1) {
      samples[n * SAMPLE_RATE + i] = Math.round(
        8000 * Math.sin((2 * Math.PI * (300 + 50 * n) * i) / SAMPLE_RATE),
      );
    }
  }
  const file = join(dir, `tones-${seconds}.wav`);
  await writePcm(file, samples);
  return file;
}

describe('the OpenAI-compatible engine', () => {
  it('splits long audio under the upload limit, overlapping chunks without repeating or losing words', async () => {
    const file = await toneMeeting(30);
    const maxRequestBytes = 8 * SAMPLE_RATE * 2 + 44; // 8 s per upload
    const engine = openaiEngine({
      baseUrl,
      apiKey: 'sk-test',
      model: 'whisper-1',
      timeoutMs: 10_000,
      parallel: 2,
      maxRequestBytes,
    });
    const progress: number[] = [];
    uploads.length = 0;
    const segments = await engine.transcribe(file, (f) => {
      progress.push(f);
    });
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    for (const upload of uploads) {
      expect(upload.bytes).toBeLessThanOrEqual(maxRequestBytes);
      expect(upload).toMatchObject({ model: 'whisper-1', format: 'verbose_json', auth: 'Bearer sk-test' });
    }
    expect(segments.map((s) => s.text)).toEqual(Array.from({ length: 30 }, (_, n) => `word ${n}`));
    segments.forEach((s, n) => {
      expect(s.start_seconds).toBeCloseTo(n, 1);
      expect(s.end_seconds).toBeCloseTo(n + 0.5, 1);
    });
    expect(progress.at(-1)).toBeCloseTo(1);
  });

  it('sends short audio in one request', async () => {
    uploads.length = 0;
    const engine = openaiEngine({ baseUrl, apiKey: '', model: 'large-v3', timeoutMs: 10_000 });
    const segments = await engine.transcribe(await toneMeeting(3), () => {});
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ model: 'large-v3', auth: '' });
    expect(segments.map((s) => s.text)).toEqual(['word 0', 'word 1', 'word 2']);
  });

  it("fails with the API's own message", async () => {
    failWith = { status: 401, body: '{"error":{"message":"Incorrect API key provided."}}' };
    try {
      const engine = openaiEngine({ baseUrl, apiKey: 'wrong', model: 'whisper-1', timeoutMs: 10_000 });
      await expect(engine.transcribe(await toneMeeting(2), () => {})).rejects.toThrow(
        'The transcription API answered 401: Incorrect API key provided.',
      );
    } finally {
      failWith = undefined;
    }
  });
});

describe('transcription settings', () => {
  it('needs a key to transcribe with OpenAI itself, not with a self-hosted server', () => {
    expect(() => loadConfig({ TRANSCRIBE_ENGINE: 'openai' })).toThrow(/OPENAI_API_KEY: required/);
    expect(loadConfig({ TRANSCRIBE_ENGINE: 'openai', OPENAI_API_KEY: 'sk-test' }).ingest.engine).toBe(
      'openai',
    );
    expect(
      loadConfig({ TRANSCRIBE_ENGINE: 'openai', OPENAI_BASE_URL: 'http://whisper.internal:8000/v1' }).ingest
        .engine,
    ).toBe('openai');
    expect(loadConfig({}).ingest.engine).toBe('pocketsphinx');
  });
});
