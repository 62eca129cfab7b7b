import { readFile, writeFile } from 'node:fs/promises';

/** 16 kHz mono 16-bit PCM, as toSpeechWav writes it. */
export const SAMPLE_RATE = 16_000;

export class MediaFormatError extends Error {
  override name = 'MediaFormatError';
}

/** The PCM samples of a WAV file (the `data` chunk), checking it is 16 kHz mono 16-bit. */
export async function readPcm(path: string): Promise<Int16Array> {
  const buffer = await readFile(path);
  if (
    buffer.length < 12 ||
    buffer.toString('ascii', 0, 4) !== 'RIFF' ||
    buffer.toString('ascii', 8, 12) !== 'WAVE'
  ) {
    throw new MediaFormatError('The audio is not a WAV file.');
  }
  let offset = 12;
  let format: { channels: number; rate: number; bits: number } | undefined;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        channels: buffer.readUInt16LE(body + 2),
        rate: buffer.readUInt32LE(body + 4),
        bits: buffer.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.channels !== 1 || format.rate !== SAMPLE_RATE || format.bits !== 16) {
        throw new MediaFormatError('The audio is not 16 kHz mono 16-bit.');
      }
      const end = Math.min(buffer.length, body + (size === 0xffffffff ? buffer.length : size));
      const bytes = buffer.subarray(body, end - ((end - body) % 2));
      return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    }
    offset = body + size + (size % 2);
  }
  throw new MediaFormatError('The WAV file has no audio data.');
}

export async function writePcm(path: string, samples: Int16Array): Promise<void> {
  await writeFile(path, pcmToWav(samples));
}

/** A WAV file (16 kHz mono 16-bit) holding the samples. */
export function pcmToWav(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  const bytes = samples.length * 2;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(bytes, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, bytes)]);
}

const FRAME = SAMPLE_RATE / 50; // 20 ms

/**
 * Where to cut long audio into chunks of about `targetSeconds`: at the quietest 200 ms within a
 * quarter of the target either side of each nominal cut, so words are not split. Returns the
 * chunk boundaries in samples, from 0 to the end.
 */
export function cutAtSilences(samples: Int16Array, targetSeconds: number): number[] {
  const frames = Math.floor(samples.length / FRAME);
  const energy = new Float64Array(frames);
  for (let f = 0; f < frames; f += 1) {
    let sum = 0;
    for (let i = f * FRAME; i < (f + 1) * FRAME; i += 1) {
      const s = samples[i] ?? 0;
      sum += s * s;
    }
    energy[f] = sum / FRAME;
  }
  const targetFrames = Math.max(50, Math.round(targetSeconds * 50));
  const window = 10; // 200 ms
  const cuts = [0];
  let last = 0;
  while (frames - last > targetFrames * 1.25) {
    const from = last + Math.round(targetFrames * 0.75);
    const to = Math.min(frames - window, last + Math.round(targetFrames * 1.25));
    let best = from;
    let bestEnergy = Infinity;
    let running = 0;
    for (let f = from; f < from + window; f += 1) {
      running += energy[f] ?? 0;
    }
    for (let f = from; f <= to; f += 1) {
      if (running < bestEnergy) {
        bestEnergy = running;
        best = f;
      }
      running += (energy[f + window] ?? 0) - (energy[f] ?? 0);
    }
    const cut = best + window / 2;
    cuts.push(cut * FRAME);
    last = cut;
  }
  cuts.push(samples.length);
  return cuts;
}
